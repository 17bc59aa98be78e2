// Offline stand-in for the image CDN: every image path answers with a small deterministic SVG,
// so game icons, vendor logos, banners and promotion pictures render without network.
//   /cdn/TCG_GAME_ICONS/<VENDOR>/<slug>.png       square game icon, initials of the slug
//   /cdn/TCG_GAME_ICONS/default.png               placeholder icon
//   /cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/<V>-DEFAULT.png   square vendor badge
//   /cdn/TCG_PROD_IMAGES/<TYPE>_LIST_VENDOR/<V>-COLOR.png    wide vendor logo
//   /cdn/banners/<brand>/<name>.svg?t=<caption>   1200x360 banner in the brand's colours
//   /cdn/promotions/<brand>/<name>.svg?t=<caption> 600x240 promotion picture
// The same paths without the /cdn prefix (for TCG_*) are served too.
import { hashString } from './rng.mjs';

const esc = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function hsl(hash, shift = 0, s = 62, l = 46) {
  return `hsl(${(hash + shift) % 360}, ${s}%, ${l}%)`;
}

const HEX_RE = /^#[0-9a-f]{3,8}$/i;

function baseName(segment) {
  return segment.replace(/\.(png|jpe?g|svg|webp|gif)$/i, '');
}

function initials(slug) {
  const words = slug.split(/[_\-\s]+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [slug.slice(0, 2)];
  return letters.join('').toUpperCase();
}

function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function gradient(id, a, b) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

const FONT = `font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"`;

export function gameIcon(vendor, slug) {
  const h = hashString(`${vendor}/${slug}`);
  const label = slug === 'default' ? '?' : initials(slug);
  return svg(
    200,
    200,
    `${gradient('g', hsl(h), hsl(h, 40, 70, 30))}<rect width="200" height="200" rx="28" fill="url(#g)"/>` +
      `<text x="100" y="118" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${esc(label)}</text>` +
      (vendor ? `<text x="100" y="178" text-anchor="middle" ${FONT} font-size="20" fill="#ffffffcc">${esc(vendor)}</text>` : ''),
  );
}

/** A round avatar: a head and shoulders on a colour of its own. */
export function avatarPicture(id) {
  const h = hashString(`avatar/${id}`);
  return svg(
    120,
    120,
    `${gradient('a', hsl(h, 0, 60, 55), hsl(h, 50, 60, 35))}<circle cx="60" cy="60" r="60" fill="url(#a)"/>` +
      `<circle cx="60" cy="48" r="22" fill="#ffffffdd"/><path d="M22 108c6-22 22-32 38-32s32 10 38 32" fill="#ffffffdd"/>`,
  );
}

export function vendorBadge(vendor, wide) {
  const h = hashString(vendor);
  const [w, ht] = wide ? [240, 96] : [96, 96];
  return svg(
    w,
    ht,
    `${gradient('v', hsl(h, 0, 55, 40), hsl(h, 30, 60, 28))}<rect width="${w}" height="${ht}" rx="16" fill="url(#v)"/>` +
      `<text x="${w / 2}" y="${ht / 2 + 11}" text-anchor="middle" ${FONT} font-size="${vendor.length > 4 ? 22 : 32}" font-weight="800" fill="#fff">${esc(vendor)}</text>`,
  );
}

export function picture(kind, colors, name, caption) {
  const [w, h] = kind === 'banners' ? [1200, 360] : [600, 240];
  const seed = hashString(name);
  const a = colors.primary ?? hsl(seed);
  const b = colors.accent ?? hsl(seed, 60);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const r = 40 + ((seed >> (i * 4)) & 0x7f);
      const cx = ((seed >> (i * 3)) % w + w) % w;
      const cy = (((seed >> (i * 5)) % h) + h) % h;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.08"/>`;
    })
    .join('');
  const text = caption;
  // bold system sans is about 0.6 em per character: shrink long captions to fit with a margin
  const fit = Math.floor((w * 0.9) / (0.6 * Math.max(1, text.length)));
  const size = Math.min(kind === 'banners' ? 64 : 36, fit);
  return svg(
    w,
    h,
    `${gradient('b', a, b)}<rect width="${w}" height="${h}" fill="url(#b)"/>${circles}` +
      `<text x="${w / 2}" y="${h / 2 + size / 3}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="#fff">${esc(text)}</text>`,
  );
}

/** Brand colours for banners: the manifest's theme seeds when present, else nothing (hash colours). */
export function brandColors(manifest) {
  const theme = manifest?.theme ?? {};
  const mode = theme.defaultMode ?? 'dark';
  const seeds = theme.seeds?.[mode] ?? theme.seeds?.dark ?? theme[mode] ?? theme.seeds ?? {};
  const ok = (c) => (typeof c === 'string' && HEX_RE.test(c) ? c : undefined);
  return { primary: ok(seeds.primary), accent: ok(seeds.accent) };
}

/**
 * SVG for a CDN path (without the /cdn prefix), e.g. "TCG_GAME_ICONS/PT/lucky_dragon.png".
 * `colorsFor(brand)` gives banner colours. Returns null for an unknown path.
 */
export function cdnImage(segments, query, colorsFor) {
  const [top, ...rest] = segments;
  if (top === 'TCG_GAME_ICONS') {
    if (rest.length === 1) return gameIcon('', baseName(rest[0]));
    if (rest.length === 2) return gameIcon(rest[0], baseName(rest[1]));
    return null;
  }
  // a static avatar: TCG_PROD_IMAGES/B2C/<MERCHANT>/PROFILE/<id>.png (readers/avatar.ts)
  if (top === 'TCG_PROD_IMAGES' && rest.length === 4 && rest[0] === 'B2C' && rest[2] === 'PROFILE') {
    const id = baseName(rest[3]);
    return /^\d{1,3}$/.test(id) ? avatarPicture(id) : null;
  }
  if (top === 'TCG_PROD_IMAGES' && rest.length === 2) {
    const vendor = baseName(rest[1]).replace(/-(DEFAULT|COLOR|WHITE|GRAY|GREY)$/i, '');
    return vendorBadge(vendor, rest[0] !== 'VENDOR_ICON_SMALL');
  }
  if ((top === 'banners' || top === 'promotions') && rest.length === 2) {
    const name = baseName(rest[1]);
    return picture(top, colorsFor(rest[0]), `${rest[0]}/${name}`, query.get('t') || name.replace(/[-_]+/g, ' '));
  }
  return null;
}
