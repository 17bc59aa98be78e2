// Captcha images for /wps/captcha: 4 random digits drawn with a 5x7 bitmap font onto a small
// noisy grey image, encoded as PNG by hand (node:zlib deflate + CRC-32), answered as Base64.
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// 5x7 digits, one string of 7 rows (5 bits each, '1' = ink)
const FONT = {
  0: ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  1: ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  2: ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  3: ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  4: ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  5: ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  6: ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  7: ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  8: ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  9: ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 36;
const SCALE = 3;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit greyscale PNG of `pixels` (width * height bytes, row by row). */
export function encodePng(width, height, pixels) {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws `code` (digits) with noise; `rand(n)` gives an integer in [0, n). */
export function drawCaptcha(code, rand = (n) => randomInt(n)) {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const px = Buffer.alloc(w * h);
  for (let i = 0; i < px.length; i++) px[i] = 200 + rand(56); // light speckled background
  const set = (x, y, v) => {
    if (x >= 0 && y >= 0 && x < w && y < h) px[y * w + x] = v;
  };
  [...code].forEach((digit, i) => {
    const rows = FONT[digit];
    if (!rows) throw new Error(`captcha: no glyph for ${digit}`);
    const ox = 8 + i * 22 + rand(4);
    const oy = 4 + rand(8);
    const ink = rand(70);
    rows.forEach((row, ry) =>
      [...row].forEach((bit, rx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) set(ox + rx * SCALE + dx, oy + ry * SCALE + dy, ink);
      }),
    );
  });
  for (let l = 0; l < 3; l++) {
    // noise lines
    let y = rand(h);
    const shade = 60 + rand(100);
    for (let x = 0; x < w; x++) {
      y = Math.min(h - 1, Math.max(0, y + rand(3) - 1));
      set(x, y, shade);
    }
  }
  for (let d = 0; d < 120; d++) set(rand(w), rand(h), rand(256)); // dots
  return encodePng(w, h, px);
}

export function randomDigits(length = 4, rand = (n) => randomInt(n)) {
  return Array.from({ length }, () => String(rand(10))).join('');
}
