// Captcha images for /wps/captcha: 4 random digits drawn with a 5x7 bitmap font onto a small
// noisy grey image, encoded as PNG (./png.mjs), answered as Base64.
import { randomInt } from 'node:crypto';
import { encodePng } from './png.mjs';

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
