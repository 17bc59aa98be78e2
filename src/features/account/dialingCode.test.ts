import { describe, expect, it } from 'vitest';
import type { Countries, Country } from '../../contract/readers/startup';
import { dialingCodeOf } from './dialingCode';

const country = (dialingCode: string): Countries => { const vn = { code: 'VN', dialingCode } as Country; return { countries: [vn], current: vn }; };

describe('the dialing code a phone field starts with', () => {
  it.each([
    ['the brand names one: it wins over the country', { code: '62', editable: false, fromBrand: true }, country('84'), { code: '62', editable: false }],
    ['the brand names none: the visitor\'s country', { code: '63', editable: false, fromBrand: false }, country('84'), { code: '84', editable: false }],
    ['no country either: the default', { code: '63', editable: true, fromBrand: false }, undefined, { code: '63', editable: true }],
  ])('%s', (_, own, countries, expected) => {
    expect(dialingCodeOf(own, countries)).toEqual(expected);
  });
});
