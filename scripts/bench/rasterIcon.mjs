/**
 * A square PNG game icon drawn from a seed, for benches that must paint what the real platform
 * serves. The preview CDN draws its icons in SVG (initials, scripts/preview-platform/cdn.mjs), and
 * Chromium lays out and paints an SVG image on the main thread each time it draws it; the
 * platform's icons are PNGs (`/TCG_GAME_ICONS/<vendor>/<slug>.png`), decoded off that thread.
 */
import { encodePng } from '../preview-platform/png.mjs';

/** A `side`×`side` RGBA PNG: a gradient and a checker whose colours follow `seed`. */
export function rasterIcon(side, seed) {
  return rasterPicture(side, side, seed);
}

/** A `width`×`height` RGBA PNG drawn the same way (a banner's or a promotion's picture). */
export function rasterPicture(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const checker = ((x >> 4) ^ (y >> 4)) & 1;
      pixels[at] = (seed * 53 + x) & 255;
      pixels[at + 1] = (seed * 97 + y + checker * 64) & 255;
      pixels[at + 2] = (seed * 31 + ((x * y) >> 6)) & 255;
      pixels[at + 3] = 255;
    }
  }
  return encodePng(width, height, pixels, 4);
}
