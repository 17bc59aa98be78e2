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
