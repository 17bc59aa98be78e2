import { describe, expect, it } from 'vitest';
import { fieldText, MAX_PATTERN_ID, readFieldRules, resolvePattern } from './fieldRules';

const rule = (over: Record<string, unknown> = {}) => ({ enabled: true, required: true, acceptedPattern: '*', patternId: null, minLength: null, maxLength: null, ...over });

describe('readFieldRules: the registration rules as the real client reads them', () => {
  it('reads enabled and required by truthiness', () => {
    const { value, findings } = readFieldRules({
      a: rule({ enabled: '1', required: 0 }),
      b: rule({ enabled: 1, required: 'true' }),
      c: rule({ enabled: false, required: true }),
    });
    expect(value.map((r) => [r.name, r.enabled, r.required])).toEqual([
      ['a', true, false],
      ['b', true, true],
      ['c', false, true],
    ]);
    expect(findings).toEqual([]);
  });

  it.each([
    ['*', null],
    ['', null],
    [null, null],
    ['^\\d+$', '^\\d+$'],
  ])('acceptedPattern %j -> pattern %j', (acceptedPattern, pattern) => {
    expect(readFieldRules({ f: rule({ acceptedPattern }) }).value[0]?.pattern).toBe(pattern);
  });

  it.each([
    [0, 0],
    [20, 20],
    [21, 21],
    [30, 30],
    ['30', 30],
    ['7', 7],
    [null, null],
  ])('patternId %j (0 to 30, numbers or numeric strings) -> %j', (patternId, expected) => {
    const { value, findings } = readFieldRules({ f: rule({ patternId }) });
    expect(value[0]?.patternId).toBe(expected);
    expect(findings).toEqual([]);
  });

  it.each([31, -1, 1.5, 'x'])('patternId %j is reported and dropped (the field keeps its other rules)', (patternId) => {
    const { value, findings } = readFieldRules({ f: rule({ patternId, minLength: 3 }) });
    expect(value[0]).toMatchObject({ patternId: null, min: 3 });
    expect(findings).toEqual([{ pointer: '/f/patternId', message: `f: must be a pattern id from 0 to ${MAX_PATTERN_ID}`, severity: 'error' }]);
  });

  it('reads bounds given as numeric strings, drops impossible ones', () => {
    expect(readFieldRules({ f: rule({ minLength: '4', maxLength: 12 }) }).value[0]).toMatchObject({ min: 4, max: 12 });
    const { value, findings } = readFieldRules({ f: rule({ minLength: 10, maxLength: 2 }) });
    expect(value[0]).toMatchObject({ min: 10, max: null });
    expect(findings[0]?.pointer).toBe('/f/maxLength');
  });

  it('a pattern that does not compile is reported and not applied', () => {
    const { value, findings } = readFieldRules({ f: rule({ acceptedPattern: '([a-z' }) });
    expect(value[0]?.pattern).toBeNull();
    expect(findings[0]).toMatchObject({ pointer: '/f/acceptedPattern', message: expect.stringContaining('not a valid regular expression') });
  });

  it('skips "$schema", leaves out a rule that is not an object and a field name the platform cannot mean', () => {
    const { value, findings } = readFieldRules({ $schema: '../x.json', ok: rule(), broken: 'yes', 'bad/name': rule() });
    expect(value.map((r) => r.name)).toEqual(['ok']);
    expect(findings.map((f) => f.pointer)).toEqual(['/broken', '/bad~1name']);
  });

  it('a reply that is not an object gives no rules and says so', () => {
    expect(readFieldRules(null)).toEqual({ value: [], findings: [expect.objectContaining({ pointer: '' })] });
  });
});

describe('resolvePattern: the rule own pattern only, as the real client (patternId only picks the message)', () => {
  it.each([
    [null, null],
    ['*', null],
    ['', null],
    ['(', null],
  ])('%j -> no pattern', (source, expected) => {
    expect(resolvePattern(source)).toBe(expected);
  });
  it('compiles a source without flags', () => {
    expect(resolvePattern('^[a-z]+$')?.test('abc')).toBe(true);
    expect(resolvePattern('^[a-z]+$')?.test('ABC')).toBe(false);
  });
});

describe('fieldText: inputs are trimmed, passwords and codes taken as typed', () => {
  it.each([
    ['username', '  juan ', 'juan'],
    ['email', ' a@b.co', 'a@b.co'],
    ['password', ' pw ', ' pw '],
    ['confirmPassword', ' pw', ' pw'],
    ['verificationCode', ' 123 ', ' 123 '],
    ['newPassword', 'x ', 'x '],
    ['mobileNum', 9171234567, '9171234567'],
    ['username', null, ''],
  ])('%s %j -> %j', (name, value, expected) => {
    expect(fieldText(name, value)).toBe(expected);
  });
});
