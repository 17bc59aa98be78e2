/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { FIRST_PAINT_SECTIONS } from './src/i18n/sections';
import { localeParts } from './scripts/vite/locale-parts.mjs';
import { themeEngineId } from './scripts/theme-engine.mjs';

/**
 * Marks the chunks holding the boot check of the brand's documents and the model builder for
 * eager compilation (V8's explicit compile hint): they are compiled while they stream in, off
 * the main thread, instead of function by function on their first call at boot (cold, that
 * compile was most of what checking and building cost). Never the entry chunk: compiling all
 * of it eagerly would cost more than it saves.
 */
function compileHints(): Plugin {
  // what every start runs on the brand's documents (src/brand/acceptBrandDocuments.ts)
  const bootCheckModules = ['/brand/generated/bootValidators.js', '/brand/crossChecks.ts', '/brand/buildBrandModel.ts'];
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        if (!Object.keys(chunk.modules).some((id) => bootCheckModules.some((m) => id.endsWith(m)))) continue;
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](react-query|query-core)|jotai|styled-components|stylis|@emotion[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/;
// parts no home page runs stay with the pages that do: parallel pages of useQueries (the game
// lists) and mutations (favourites, account forms)
const NOT_ON_HOME = /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/;

export default defineConfig({
  plugins: [react(), compileHints(), localeParts({ dir: fileURLToPath(new URL('./locales', import.meta.url)), firstPaint: FIRST_PAINT_SECTIONS })],
  // compiled themes (theme.json) name the engine that made them; the site takes only its own
  define: { __THEME_ENGINE__: JSON.stringify(themeEngineId(fileURLToPath(new URL('.', import.meta.url)))) },
  resolve: {
    // react-i18next still imports the pre-React-18 shim of useSyncExternalStore; on React 19 the
    // shim only hands back React's own hook, so it resolves to React and its fallback never ships
    alias: [{ find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' }],
  },
  // brands/ is served by the preview platform (or the operator's host), never bundled
  publicDir: 'public',
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page needs the framework: one chunk for it compresses better than the six
        // shared chunks the splitter would otherwise cut it into.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) && !NOT_ON_HOME.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
