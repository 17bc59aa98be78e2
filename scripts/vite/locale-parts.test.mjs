import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SECTIONS } from '../../src/i18n/sections';
import { splitLocale } from './locale-parts.mjs';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

describe('splitLocale', () => {
  it.each([
    [{ a: { x: 1 }, b: { y: 2 } }, ['a'], { a: { x: 1 } }, { b: { y: 2 } }],
    [{ a: { x: 1 } }, [], {}, { a: { x: 1 } }],
    [{ a: { x: 1 } }, ['a', 'missing'], { a: { x: 1 } }, {}],
    [{}, ['a'], {}, {}],
  ])('%j with first paint %j', (messages, firstPaint, shell, rest) => {
    expect(splitLocale(messages, firstPaint)).toEqual({ shell, rest });
  });

  it.each(readdirSync(locales).filter((f) => f.endsWith('.json')))('%s: every first-paint section exists and the two parts hold every section once', (file) => {
    const messages = JSON.parse(readFileSync(path.join(locales, file), 'utf8'));
    for (const s of FIRST_PAINT_SECTIONS) expect(Object.keys(messages), s).toContain(s);
    const { shell, rest } = splitLocale(messages, FIRST_PAINT_SECTIONS);
    expect([...Object.keys(shell), ...Object.keys(rest)].sort()).toEqual(Object.keys(messages).sort());
    expect(Object.keys(rest).length).toBeGreaterThan(0);
  });
});
