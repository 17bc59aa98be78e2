import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How a build resolves the framework, shared by the site (vite.config.ts) and the framework
 * floor it is measured against (scripts/size-floor.mjs), so the two compare like with like.
 * `root` is the folder whose node_modules holds the packages.
 */
export function frameworkAliases(root, { build }) {
  const require = createRequire(path.join(root, 'package.json'));
  return [
    // react-i18next still imports the pre-React-18 shim of useSyncExternalStore; on React 18 the
    // shim only hands back React's own hook, so it resolves to React and its fallback never ships
    { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' },
    // react-router 7's exports name only its development build (dev warnings on) even for a
    // production build (remix-run/react-router#14102): a build takes the production one shipped
    // beside it, lighter and quiet in players' consoles; the dev server keeps the warnings
    ...(build
      ? [{ find: /^react-router$/, replacement: path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') }]
      : []),
    // styled-components never prefixes here, so its CSS parser comes without the prefix table
    { find: /^stylis$/, replacement: path.join(path.dirname(fileURLToPath(import.meta.url)), 'stylis-without-prefixer.mjs') },
  ];
}
