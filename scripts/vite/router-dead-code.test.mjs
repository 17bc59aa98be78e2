import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { frameworkAliases } from './framework-aliases.mjs';
import { routerDeadCode, withoutRouterDeadCode } from './router-dead-code.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The router as the site's build resolves it, bundled and minified for an entry importing `names`. */
async function bundleRouter(names, plugins) {
  // inside the project, so the entry resolves the project's packages
  const cache = path.join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'router-dead-code-'));
  try {
    const entry = path.join(dir, 'entry.mjs');
    await writeFile(entry, `import { ${names.join(', ')} } from 'react-router-dom';\nglobalThis.used = [${names.join(', ')}];\n`);
    const alias = Object.fromEntries(
      frameworkAliases(root, { build: true })
        .filter(({ find }) => String(find) === String(/^react-router$/))
        .map(({ replacement }) => ['react-router', replacement]),
    );
    const bundle = await rolldown({ input: entry, cwd: root, logLevel: 'silent', plugins, external: ['react', 'react-dom'], resolve: { alias } });
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    const code = output[0].code;
    if (/from\s*["']react-router/.test(code)) throw new Error('the router was not bundled');
    return code;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('withoutRouterDeadCode', () => {
  it.each([
    ['Link.displayName = "Link";\n', '\n'],
    ['FrameworkContext.displayName = "FrameworkContext";', ''],
    ['var Link = React.forwardRef(function LinkWithRef() {});', 'var Link = /* @__PURE__ */ React.forwardRef(function LinkWithRef() {});'],
    ['var MemoizedDataRoutes = React.memo(DataRoutes2);', 'var MemoizedDataRoutes = /* @__PURE__ */ React.memo(DataRoutes2);'],
    ['var LocationContext = React3.createContext(null);', 'var LocationContext = /* @__PURE__ */ React3.createContext(null);'],
    // anything else stays as it is
    ['RenderErrorBoundary.contextType = RSCRouterContext;', 'RenderErrorBoundary.contextType = RSCRouterContext;'],
    ['  inner.displayName = name;', '  inner.displayName = name;'],
    ['React.useEffect(() => {}, []);', 'React.useEffect(() => {}, []);'],
  ])('%j', (input, expected) => {
    expect(withoutRouterDeadCode(input)).toBe(expected);
  });
});

describe('routerDeadCode', () => {
  it('runs on the router production chunks only, in a build', () => {
    const plugin = routerDeadCode();
    expect(plugin.apply).toBe('build');
    expect(plugin.transform.filter.id.test('/x/node_modules/react-router/dist/production/chunk-ABC.mjs')).toBe(true);
    expect(plugin.transform.filter.id.test('/x/node_modules/react-router/dist/development/chunk-ABC.mjs')).toBe(false);
    expect(plugin.transform.filter.id.test('/x/src/routes/AppRouter.tsx')).toBe(false);
  });

  it('leaves out of a bundle the forms and fetchers nothing imports', async () => {
    const names = ['BrowserRouter', 'Routes', 'Route', 'Link', 'useNavigate', 'useLocation'];
    const [before, after] = await Promise.all([bundleRouter(names, []), bundleRouter(names, [routerDeadCode()])]);
    // the strings of Form, its submit hook and its action hook
    for (const unused of ['fetcherKey', 'useFormAction must be used']) {
      expect(before).toContain(unused);
      expect(after).not.toContain(unused);
    }
    // what is imported stays, with its development-free production code
    expect(after).toContain('useNavigate');
    expect(after.length).toBeLessThan(before.length);
  }, 30_000);
});
