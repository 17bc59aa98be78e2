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
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the derived colours depend on (relative to the project root). */
export const THEME_ENGINE_INPUTS = [
  'src/theme/themeCompiler.ts',
  'src/theme/deriveTheme.ts',
  'src/theme/contrast.ts',
  'src/theme/baseThemes.ts',
  'themes/dark.json',
  'themes/light.json',
  'node_modules/polished/package.json',
];

export function themeEngineId(root) {
  const hash = createHash('sha256');
  for (const file of THEME_ENGINE_INPUTS) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

const loaded = new Map();

/**
 * `{ engine, compile(theme) }`: compile takes a manifest's `theme` and returns its theme.json
 * document. Bundled once per engine id into node_modules/.cache.
 */
export function loadThemeEngine(root) {
  const engine = themeEngineId(root);
  if (!loaded.has(engine)) loaded.set(engine, bundleEngine(root, engine));
  return loaded.get(engine);
}

async function bundleEngine(root, engine) {
  const dir = join(root, 'node_modules/.cache/theme-engine');
  const file = join(dir, `${engine}.mjs`);
  if (!existsSync(file)) {
    const { rolldown } = await import('rolldown');
    const bundle = await rolldown({ input: join(root, 'src/theme/themeCompiler.ts'), platform: 'node', logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'esm' });
    await bundle.close();
    mkdirSync(dir, { recursive: true });
    // written aside and renamed: two processes bundling at once never import half a file
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, output[0].code);
    renameSync(partial, file);
  }
  const { compileTheme } = await import(pathToFileURL(file).href);
  return { engine, compile: (theme) => compileTheme({ dark: theme.dark, light: theme.light }, engine) };
}
