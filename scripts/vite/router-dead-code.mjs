/**
 * React Router 7's production build keeps, in every bundle that imports it, code the site never
 * runs: its data routers, forms, fetchers, scroll restoration and framework-mode prefetching
 * (about 1.4 KiB gzipped on every page). Not because they are used: its module body assigns
 * `X.displayName = "…"` to each component (a property write, which the bundler must keep, and
 * with it X) and creates contexts and components with `React.forwardRef(…)`, `React.memo(…)`
 * and `React.createContext(…)` unannotated (calls it must assume have effects). This drops the
 * display names (read only by React's developer tools) and marks those three calls pure, which
 * they are, so what nothing imports is left out. Builds only: the dev server keeps the names.
 */
const ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

export function withoutRouterDeadCode(code) {
  return code
    .replace(/^\w+\.displayName = (?:"[^"\n]*"|`[^`\n]*`);$/gm, '')
    .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, '$1/* @__PURE__ */ $2');
}

export function routerDeadCode() {
  return {
    name: 'router-dead-code',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler(code, id) {
        if (!ROUTER_CHUNK.test(id)) return null;
        return { code: withoutRouterDeadCode(code), map: null };
      },
    },
  };
}
