/* global __THEME_ENGINE__ -- set by vite.config.ts for the site and its tests */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileTheme } from '../src/theme/themeCompiler.ts';
import { validateCompiledTheme } from '../src/contract/generated/validators.js';
import { loadThemeEngine, THEME_ENGINE_INPUTS, themeCss, themeEngineId } from './theme-engine.mjs';

const root = resolve(import.meta.dirname, '..');
const brandTheme = (code) => JSON.parse(readFileSync(join(root, 'brands', code, 'brand.json'), 'utf8')).theme;

describe('the theme engine outside the browser', () => {
  it("is the site's own engine: the id the build gives the site", () => {
    expect(themeEngineId(root)).toBe(__THEME_ENGINE__);
  });

  it.each(['aurora', 'ember', 'tide'])('compiles brand %s as the site would derive it, into a valid theme.json', async (code) => {
    const engine = await loadThemeEngine();
    const doc = engine.compile(brandTheme(code));
    expect(validateCompiledTheme(doc)).toBe(true);
    expect(doc).toEqual(compileTheme({ dark: brandTheme(code).dark, light: brandTheme(code).light }, engine.engine));
  });

  it('gets a new id when anything the colours depend on changes', () => {
    const copy = mkdtempSync(join(tmpdir(), 'theme-engine-'));
    try {
      for (const file of THEME_ENGINE_INPUTS) cpSync(join(root, file), join(copy, file), { recursive: true });
      expect(themeEngineId(copy)).toBe(themeEngineId(root));
      const dark = join(copy, 'themes/dark.json');
      writeFileSync(dark, readFileSync(dark, 'utf8').replace('"#0f1115"', '"#0f1116"'));
      expect(themeEngineId(copy)).not.toBe(themeEngineId(root));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('themeCss', () => {
  const compiled = {
    modes: {
      dark: { colors: { background: '#101010', textMuted: 'rgb(1, 2, 3)' } },
      light: { colors: { background: '#fafafa', text: '#111', evil: 'red;}body{x:y', 'bad-name': '#fff' } },
    },
  };
  it.each([
    ['light', ':root{color-scheme:light;--color-background:#fafafa;--color-text:#111}'],
    ['dark', ':root{color-scheme:dark;--color-background:#101010;--color-text-muted:rgb(1, 2, 3)}'],
    ['nonsense', ':root{color-scheme:dark;--color-background:#101010;--color-text-muted:rgb(1, 2, 3)}'],
  ])('puts the %s default mode on the page and each mode under data-theme', (mode, first) => {
    const lines = themeCss(compiled, mode).trim().split('\n');
    expect(lines[0]).toBe(first);
    expect(lines[1]).toBe(':root[data-theme=dark]{color-scheme:dark;--color-background:#101010;--color-text-muted:rgb(1, 2, 3)}');
    expect(lines[2]).toBe(':root[data-theme=light]{color-scheme:light;--color-background:#fafafa;--color-text:#111}');
  });
  it('writes nothing but the mode for a document without colours', () => {
    expect(themeCss(null, 'light')).toBe(':root{color-scheme:light;}\n:root[data-theme=dark]{color-scheme:dark;}\n:root[data-theme=light]{color-scheme:light;}\n');
  });
});
