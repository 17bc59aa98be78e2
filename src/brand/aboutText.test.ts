import { describe, expect, it } from 'vitest';
import { aboutText } from './aboutText';

const brand = { languages: { supported: ['EN', 'TY'], default: 'EN' }, footer: { about: { EN: 'About us', TY: 'Tungkol sa amin' }, copyright: '' } };

describe('aboutText', () => {
  it.each([
    ['TY', 'Tungkol sa amin'],
    ['ty', 'Tungkol sa amin'],
    ['EN', 'About us'],
    // a language the brand has no text in, or none yet: the default language's
    ['VI', 'About us'],
    [undefined, 'About us'],
    ['', 'About us'],
  ])('%s -> %s', (lang, text) => {
    expect(aboutText(brand, lang)).toBe(text);
  });

  it('is empty when the brand has no about text at all', () => {
    expect(aboutText({ ...brand, footer: { about: {}, copyright: '' } }, 'EN')).toBe('');
  });
});
