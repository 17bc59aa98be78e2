/**
 * The theme engine outside the browser: src/theme/themeCompiler.ts bundled for Node, so
 * publishing brands (publish-brands.mjs) and the preview platform can serve each brand's
 * colours compiled ahead of time (`/brands/<code>/theme.json`) instead of the site deriving
 * them at boot with polished in its first load.
 *
 * The engine's id is a hash of everything its output depends on. vite.config.ts gives the same
 * id to the site (`__THEME_ENGINE__`), which uses a compiled theme only when the ids agree.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, ROOT } from './brand/check.mjs';

/** What the derived colours depend on (relative to the project root). */
export const THEME_ENGINE_INPUTS = [
  'src/theme/themeCompiler.ts',
  'src/theme/deriveTheme.ts',
  'src/theme/contrast.ts',
  'src/theme/baseThemes.ts',
  'src/contract/cssValues.ts',
  'schemas/defs.schema.json',
  'themes/dark.json',
  'themes/light.json',
  'node_modules/polished/package.json',
];

export function themeEngineId(root) {
  const hash = createHash('sha256');
  for (const file of THEME_ENGINE_INPUTS) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * `{ engine, compile(theme) }`: compile takes a manifest's `theme` and returns its theme.json
 * document. The compiler is the app's own (src/theme/themeCompiler.ts), in the brand checker's
 * Node bundle (scripts/brand/check.mjs `loadEngine`).
 */
export async function loadThemeEngine() {
  const engine = themeEngineId(ROOT);
  const { compileTheme } = await loadEngine();
  return { engine, compile: (theme) => compileTheme({ dark: theme.dark, light: theme.light }, engine) };
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
// what reaches the stylesheet: a token name and a colour the compiler checked (cssValues.ts), and
// nothing that could end a declaration or a rule
const SAFE_NAME = /^[a-zA-Z]+$/;
const SAFE_VALUE = /^[#a-zA-Z0-9(),.%\s/]+$/;

/**
 * A brand's compiled colours (a theme.json document) as the stylesheet public/theme-init.js puts
 * before the first paint of a first visit (`/brands/<code>/theme.css`): the brand's default mode
 * on the page, and each mode under `data-theme` for a player who chose one. The same
 * `--color-<token>` variables the site sets at boot (src/theme/cssVariables.ts), so the page
 * behind the app is the brand's from the first frame.
 */
export function themeCss(compiled, defaultMode) {
  const block = (mode) => {
    const colors = compiled?.modes?.[mode]?.colors ?? {};
    const declarations = Object.entries(colors)
      .filter(([name, value]) => SAFE_NAME.test(name) && typeof value === 'string' && SAFE_VALUE.test(value))
      .map(([name, value]) => `--color-${kebab(name)}:${value}`);
    return `color-scheme:${mode};${declarations.join(';')}`;
  };
  const start = defaultMode === 'light' ? 'light' : 'dark';
  return [`:root{${block(start)}}`, ...['dark', 'light'].map((mode) => `:root[data-theme=${mode}]{${block(mode)}}`)].join('\n') + '\n';
}
