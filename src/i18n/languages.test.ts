import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageInfo, resolveLanguage } from './languages';

describe('language list', () => {
  it('covers the platform codes with unique entries and TY first as the client default', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(33);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    expect(LANGUAGES[0]?.code).toBe('TY');
    expect(languageInfo('ty').htmlLang).toBe('tl');
  });

  it('labels an unknown code by itself instead of failing', () => {
    expect(languageInfo('XX')).toMatchObject({ code: 'XX', label: 'XX' });
  });

  it.each([
    { stored: 'EN', supported: ['TY', 'EN'], fallback: 'TY', expected: 'EN' },
    { stored: 'en', supported: ['TY', 'EN'], fallback: 'TY', expected: 'EN' },
    { stored: 'VI', supported: ['TY', 'EN'], fallback: 'TY', expected: 'TY' },
    { stored: null, supported: ['EN'], fallback: 'EN', expected: 'EN' },
  ])('stored $stored with $supported resolves to $expected', ({ stored, supported, fallback, expected }) => {
    expect(resolveLanguage(stored, supported, fallback)).toBe(expected);
  });
});
