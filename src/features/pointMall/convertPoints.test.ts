import { describe, expect, it } from 'vitest';
import { checkConvertPoints, type ConvertCheck } from './convertPoints';

const rules = { held: 2_500, minPoints: 100 };

describe('the points to convert', () => {
  it.each<[string, string, ConvertCheck]>([
    ['empty: nothing to say yet', '', { ok: false, reason: 'empty' }],
    ['spaces alone are empty', '   ', { ok: false, reason: 'empty' }],
    ['whole points within what is held', '150', { ok: true, points: 150 }],
    ['spaces around are ignored', ' 200 ', { ok: true, points: 200 }],
    ['leading zeros are the same number', '0150', { ok: true, points: 150 }],
    ['exactly the minimum', '100', { ok: true, points: 100 }],
    ['exactly what is held', '2500', { ok: true, points: 2_500 }],
    ['a decimal is refused, not read as 1505', '150.5', { ok: false, reason: 'notWhole' }],
    ['an exponent is refused, not read as 13', '1e3', { ok: false, reason: 'notWhole' }],
    ['a minus is refused, not read as 100', '-100', { ok: false, reason: 'notWhole' }],
    ['a plus sign is refused', '+100', { ok: false, reason: 'notWhole' }],
    ['a thousands comma is refused', '1,000', { ok: false, reason: 'notWhole' }],
    ['letters are refused', '12abc', { ok: false, reason: 'notWhole' }],
    ['below the minimum', '99', { ok: false, reason: 'belowMin' }],
    ['zero is below the minimum', '0', { ok: false, reason: 'belowMin' }],
    ['one more than held', '2501', { ok: false, reason: 'moreThanHeld' }],
    ['far more than held', '99999999', { ok: false, reason: 'moreThanHeld' }],
    ['more digits than any number', '9'.repeat(400), { ok: false, reason: 'moreThanHeld' }],
  ])('%s', (_name, text, check) => {
    expect(checkConvertPoints(text, rules)).toEqual(check);
  });

  it('a player with no points cannot convert', () => {
    expect(checkConvertPoints('100', { held: 0, minPoints: 100 })).toEqual({ ok: false, reason: 'moreThanHeld' });
  });
});
