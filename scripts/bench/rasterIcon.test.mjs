import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rasterIcon } from './rasterIcon.mjs';

/** The chunks of a PNG: type and data, each checked against its length. */
function chunks(png) {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    out.push({ type: png.subarray(at + 4, at + 8).toString('ascii'), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('rasterIcon', () => {
  it.each([
    [16, 1],
    [128, 7],
  ])('is a %i px RGBA PNG whose pixels fill every row (seed %i)', (side, seed) => {
    const png = rasterIcon(side, seed);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts[0].data.readUInt32BE(0)).toBe(side);
    expect(parts[0].data.readUInt32BE(4)).toBe(side);
    expect(parts[0].data[9]).toBe(6);
    expect(inflateSync(parts[1].data).length).toBe((side * 4 + 1) * side);
  });

  it('draws different seeds differently', () => {
    expect(rasterIcon(32, 1).equals(rasterIcon(32, 2))).toBe(false);
    expect(rasterIcon(32, 3).equals(rasterIcon(32, 3))).toBe(true);
  });
});
