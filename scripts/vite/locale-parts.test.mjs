import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SECTIONS, LOGIN_SECTIONS } from '../../src/i18n/sections';
import { splitLocale, splitLocaleParts } from './locale-parts.mjs';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const at = (obj, p) => p.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj);
const merge = (a, b) => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = k in out && typeof v === 'object' ? merge(out[k], v) : v;
  return out;
};

describe('splitLocale', () => {
  it.each([
    [{ a: { x: 1 }, b: { y: 2 } }, ['a'], { a: { x: 1 } }, { b: { y: 2 } }],
    [{ a: { x: 1 } }, [], {}, { a: { x: 1 } }],
    [{ a: { x: 1 } }, ['a', 'missing'], { a: { x: 1 } }, {}],
    [{}, ['a'], {}, {}],
    [{ a: { x: 1, y: 2 }, b: { z: 3 } }, ['a.x'], { a: { x: 1 } }, { a: { y: 2 }, b: { z: 3 } }],
    [{ a: { x: { deep: 1 }, y: 2 } }, ['a.x', 'a.y'], { a: { x: { deep: 1 }, y: 2 } }, {}],
    [{ a: { x: { deep: 1, other: 2 } } }, ['a.x.deep'], { a: { x: { deep: 1 } } }, { a: { x: { other: 2 } } }],
    [{ a: 'text' }, ['a.x'], {}, { a: 'text' }],
  ])('%j with first paint %j', (messages, firstPaint, shell, rest) => {
    expect(splitLocale(messages, firstPaint)).toEqual({ shell, rest });
  });

  it.each(readdirSync(locales).filter((f) => f.endsWith('.json')))('%s: every first-paint string exists and the two parts merged are the file', (file) => {
    const messages = JSON.parse(readFileSync(path.join(locales, file), 'utf8'));
    for (const p of FIRST_PAINT_SECTIONS) expect(at(messages, p), p).toBeDefined();
    const { shell, rest } = splitLocale(messages, FIRST_PAINT_SECTIONS);
    expect(merge(shell, rest)).toEqual(messages);
    expect(Object.keys(rest).length).toBeGreaterThan(0);
  });

  it.each(readdirSync(locales).filter((f) => f.endsWith('.json')))('%s: every log-in popup string exists and the three parts merged are the file', (file) => {
    const messages = JSON.parse(readFileSync(path.join(locales, file), 'utf8'));
    for (const p of LOGIN_SECTIONS) expect(at(messages, p), p).toBeDefined();
    const parts = splitLocaleParts(messages, FIRST_PAINT_SECTIONS, LOGIN_SECTIONS);
    expect(parts.shell).toEqual(splitLocale(messages, FIRST_PAINT_SECTIONS).shell);
    for (const p of LOGIN_SECTIONS) {
      expect(at(parts.login, p), p).toEqual(at(messages, p));
      expect(at(parts.rest, p), p).toBeUndefined();
    }
    expect(merge(merge(parts.shell, parts.login), parts.rest)).toEqual(messages);
    expect(Object.keys(parts.rest).length).toBeGreaterThan(0);
  });
});

describe('splitLocaleParts', () => {
  it('keeps the first paint first: a key in both lists is a first-paint string', () => {
    expect(splitLocaleParts({ a: { x: 1, y: 2 }, b: { z: 3 }, c: { w: 4 } }, ['a.x'], ['a', 'b'])).toEqual({
      shell: { a: { x: 1 } },
      login: { a: { y: 2 }, b: { z: 3 } },
      rest: { c: { w: 4 } },
    });
  });
});
