/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { FIRST_PAINT_SECTIONS, LOGIN_SECTIONS } from './src/i18n/sections.ts';
import { frameworkAliases } from './scripts/vite/framework-aliases.mjs';
import { hoistImports } from './scripts/vite/hoist-imports.mjs';
import { iconSprite } from './scripts/vite/icon-sprite.mjs';
import { localeParts } from './scripts/vite/locale-parts.mjs';
import { chunkImportHelper } from './scripts/vite/chunk-import-helper.mjs';
import { routerDeadCode } from './scripts/vite/router-dead-code.mjs';
import { securityHeaders } from './scripts/vite/security-headers.mjs';
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
  const bootCheckModules = ['/contract/readers/codeCheck.ts', '/brand/crossChecks.ts', '/brand/buildBrandModel.ts'];
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

/**
 * What the home page loads is cut by rule, not left to the splitter: the app shell is the entry
 * and every module it imports statically; the boot check every module acceptBrandDocuments.ts
 * imports statically beyond the shell; the frame (the left bar, the banner strip and the home
 * page, which a logged-in-only brand's log-in landing does not show) the same beyond those; the
 * player's parts (the logged-in header and the home page's player sections) the same beyond those.
 * Each is one chunk (index.html then loads the shell, the framework and the bundler's runtime as
 * module scripts). The splitter would otherwise cut small shared modules into chunks of their own,
 * each a request and an import list more on every first load, and the boot check's cross checks
 * into a chunk apart because the invalid-config path (validate.ts) shares them.
 *
 * The shell and the boot check are loaded before anything else that imports their modules, and so
 * is the frame on the pages that show it (theme-init.js). What the frame shares with the log-in
 * popup (the other first screen) goes in the shell, or the landing would load the frame for it.
 * The player's parts are not: a module other chunks import too (favourites, which a visitor's
 * lobby grid uses) is left out of it, or a visitor would load the logged-in header with the lobby.
 */
const FRAME_ROOTS = ['/src/layout/frameParts.ts', '/src/features/home/HomePage.tsx'];
const CHUNK_RULES = {
  shell: { roots: ['/src/main.tsx'], sharedToo: true, firstScreens: [FRAME_ROOTS, ['/src/features/account/LoginModal.tsx']] },
  bootCheck: { roots: ['/src/brand/acceptBrandDocuments.ts'], sharedToo: true },
  // with what it shares with later pages (a lobby shows the left bar and banners too)
  frame: { roots: FRAME_ROOTS, sharedToo: true },
  // the log-in popup's own code and the account forms' parts it uses, in one chunk: a logged-in-only
  // brand's visitors land on it, and as a dozen small chunks it cost them 5 KiB more; the layout's
  // primitives it uses (the dialog, the tabs) stay apart, as every other dialog uses them
  loginPopup: { roots: ['/src/features/account/LoginModal.tsx'], sharedToo: true, within: ['/src/features/account/', '/src/contract/'] },
  player: { roots: ['/src/layout/header/LoggedInActions.tsx', '/src/features/home/PlayerSections.tsx'], sharedToo: false },
} as const;
type ChunkName = keyof typeof CHUNK_RULES;
const closures: Record<ChunkName, Set<string>> = { shell: new Set(), bootCheck: new Set(), frame: new Set(), loginPopup: new Set(), player: new Set() };

function staticClosures(): Plugin {
  return {
    name: 'static-closures',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const taken = new Set<string>();
      const idOf = (suffix: string) => {
        const found = ids.filter((id) => id.endsWith(suffix));
        if (found.length !== 1) this.error(`static-closures: expected one module ending in ${suffix}, found ${found.length}`);
        return found[0]!;
      };
      /** what `rootIds` import statically, beyond `skip`: packages are left to the framework group and the splitter (a package's index imports all of it, used or not: react-query's mutations, for one) */
      const reach = (rootIds: string[], skip: Set<string>) => {
        const found = new Set<string>();
        const queue = [...rootIds];
        while (queue.length) {
          const id = queue.pop()!;
          if (found.has(id) || skip.has(id) || id.includes('/node_modules/')) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      for (const [name, rule] of Object.entries(CHUNK_RULES) as Array<[ChunkName, (typeof CHUNK_RULES)[ChunkName]]>) {
        const { roots, sharedToo } = rule;
        const closure = closures[name];
        closure.clear();
        const rootIds = roots.map(idOf);
        const within = 'within' in rule ? rule.within : null;
        reach(rootIds, taken).forEach((id) => {
          if (!within || within.some((dir) => id.includes(dir))) closure.add(id);
        });
        if ('firstScreens' in rule) {
          // what every first screen uses, beyond the shell's own
          const [first, ...others] = rule.firstScreens.map((screenRoots) => reach(screenRoots.map(idOf), new Set([...taken, ...closure])));
          for (const id of first!) if (others.every((other) => other.has(id))) closure.add(id);
        }
        // keep only what the chunk's own modules import, until nothing more drops out
        for (let dropped = !sharedToo; dropped; ) {
          dropped = false;
          for (const id of closure) {
            if (rootIds.includes(id)) continue;
            if ((this.getModuleInfo(id)?.importers ?? []).some((importer) => !closure.has(importer))) {
              closure.delete(id);
              dropped = true;
            }
          }
        }
        closure.forEach((id) => taken.add(id));
      }
    },
  };
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](react-query|query-core)|jotai|styled-components|stylis|@emotion[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/;
// parts no home page runs stay with the pages that do: parallel pages of useQueries (the game
// lists) and mutations (favourites, account forms)
const NOT_ON_HOME = /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    compileHints(),
    chunkImportHelper(),
    routerDeadCode(),
    // a lazy page's whole static closure is asked for at once, not one level per round trip
    hoistImports(),
    staticClosures(),
    localeParts({ dir: fileURLToPath(new URL('./locales', import.meta.url)), firstPaint: FIRST_PAINT_SECTIONS, login: LOGIN_SECTIONS }),
    iconSprite({ file: fileURLToPath(new URL('./src/layout/icons.svg', import.meta.url)) }),
    // the site's CSP and other security headers in development too (npm run dev, preview:brand)
    securityHeaders(),
  ],
  // compiled themes (theme.json) name the engine that made them; the site takes only its own
  define: { __THEME_ENGINE__: JSON.stringify(themeEngineId(fileURLToPath(new URL('.', import.meta.url)))) },
  // styled-components' CSS ships minified and its components marked pure (Oxc's built-in port of
  // the styled-components compiler plugin); names for debugging only in `npm run dev`
  oxc: {
    plugins: {
      styledComponents: { displayName: command !== 'build', fileName: command !== 'build', ssr: false, minify: true, pure: true },
    },
  },
  resolve: {
    alias: frameworkAliases(fileURLToPath(new URL('.', import.meta.url)), { build: command === 'build' }),
  },
  // brands/ is served by the preview platform (or the operator's host), never bundled
  publicDir: 'public',
  build: {
    target: 'es2022',
    sourcemap: false,
    // no preload helper and map of every lazy chunk's imports on the home page (1.1 KiB gzipped):
    // a chunk's imports are hoisted into it, so they are requested together once it arrives, and
    // the shell starts loading a page or dialog as the pointer or focus reaches its entry
    // (shell/slots.ts prefetchPath, layout/ModalHost.tsx prefetchDialog)
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Every page needs the framework: one chunk for it compresses better than the six
        // shared chunks the splitter would otherwise cut it into. The shell and the boot check
        // are one chunk each too (staticClosures); the three never share a module.
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !NOT_ON_HOME.test(id) },
            { name: 'bootCheck', test: (id: string) => closures.bootCheck.has(id) },
            { name: 'shell', test: (id: string) => closures.shell.has(id) },
            { name: 'frame', test: (id: string) => closures.frame.has(id) },
            { name: 'loginPopup', test: (id: string) => closures.loginPopup.has(id), includeDependenciesRecursively: false },
            // the forms' library, named: the log-in popup asks for it after its first screen (features/account/deferredForm.tsx)
            { name: 'formLibrary', test: (id: string) => /[\\/]node_modules[\\/]react-hook-form[\\/]/.test(id) },
            // only its own modules: what they import from elsewhere stays where it is
            { name: 'player', test: (id: string) => closures.player.has(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores (one on CI's two): the main process
    // mostly waits on its workers, so every core runs test files (CI: 116 s -> about 70 s)
    maxWorkers: availableParallelism(),
  },
}));
