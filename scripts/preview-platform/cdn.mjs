// Offline stand-in for the image CDN: every image path answers with a small deterministic SVG,
// so game icons, vendor logos, banners and promotion pictures render without network.
//   /cdn/TCG_GAME_ICONS/<VENDOR>/<slug>.png       square game icon, initials of the slug
//   /cdn/TCG_GAME_ICONS/default.png               placeholder icon
//   /cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/<V>-DEFAULT.png   square vendor badge
//   /cdn/TCG_PROD_IMAGES/<TYPE>_LIST_VENDOR/<V>-COLOR.png    wide vendor logo
//   /cdn/TCG_PROD_IMAGES/B2C/<M or 01_PROFILE>/PROFILE/<1-12>.png   profile icons (another id: 404)
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

/** The shared profile icons: 1 to PROFILE_ICONS; another id is not on the CDN (a 404). */
export const PROFILE_ICONS = 12;

export function profileIcon(id) {
  const h = hashString(`profile/${id}`);
  return svg(
    96,
    96,
    `<rect width="96" height="96" fill="${hsl(h, 0, 55, 42)}"/><circle cx="48" cy="38" r="18" fill="#ffffffd9"/>` +
      `<path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#ffffffd9"/>`,
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
  if (top === 'TCG_PROD_IMAGES' && rest.length === 4 && rest[0] === 'B2C' && rest[2] === 'PROFILE') {
    const id = Number(baseName(rest[3]));
    return Number.isInteger(id) && id >= 1 && id <= PROFILE_ICONS ? profileIcon(id) : null;
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
