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
    [{ a: { x: 1, y: 2 }, b: { z: 3 } }, ['a.x'], { a: { x: 1 } }, { a: { y: 2 }, b: { z: 3 } }],
    [{ a: { x: { deep: 1 }, y: 2 } }, ['a.x', 'a.y'], { a: { x: { deep: 1 }, y: 2 } }, {}],
    [{ a: { x: { deep: 1, other: 2 } } }, ['a.x.deep'], { a: { x: { deep: 1 } } }, { a: { x: { other: 2 } } }],
    [{ a: 'text' }, ['a.x'], {}, { a: 'text' }],
  ])('%j with first paint %j', (messages, firstPaint, shell, rest) => {
    expect(splitLocale(messages, firstPaint)).toEqual({ shell, rest });
  });

  it.each(readdirSync(locales).filter((f) => f.endsWith('.json')))('%s: every first-paint string exists and the two parts merged are the file', (file) => {
    const messages = JSON.parse(readFileSync(path.join(locales, file), 'utf8'));
    const at = (obj, p) => p.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj);
    for (const p of FIRST_PAINT_SECTIONS) expect(at(messages, p), p).toBeDefined();
    const { shell, rest } = splitLocale(messages, FIRST_PAINT_SECTIONS);
    const merge = (a, b) => {
      const out = { ...a };
      for (const [k, v] of Object.entries(b)) out[k] = k in out && typeof v === 'object' ? merge(out[k], v) : v;
      return out;
    };
    expect(merge(shell, rest)).toEqual(messages);
    expect(Object.keys(rest).length).toBeGreaterThan(0);
  });
});
