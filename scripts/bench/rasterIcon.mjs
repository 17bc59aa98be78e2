/**
 * A square PNG game icon drawn from a seed, for benches that must paint what the real platform
 * serves. The preview CDN draws its icons in SVG (initials, scripts/preview-platform/cdn.mjs), and
 * Chromium lays out and paints an SVG image on the main thread each time it draws it; the
 * platform's icons are PNGs (`/TCG_GAME_ICONS/<vendor>/<slug>.png`), decoded off that thread.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A `side`×`side` RGBA PNG: a gradient and a checker whose colours follow `seed`. */
export function rasterIcon(side, seed) {
  const stride = side * 4 + 1;
  const pixels = Buffer.alloc(stride * side);
  for (let y = 0; y < side; y++) {
    // filter type 0 (none) opens each row
    pixels[y * stride] = 0;
    for (let x = 0; x < side; x++) {
      const at = y * stride + 1 + x * 4;
      const checker = ((x >> 4) ^ (y >> 4)) & 1;
      pixels[at] = (seed * 53 + x) & 255;
      pixels[at + 1] = (seed * 97 + y + checker * 64) & 255;
      pixels[at + 2] = (seed * 31 + ((x * y) >> 6)) & 255;
      pixels[at + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
