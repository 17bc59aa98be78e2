// The framework floor of the home-page budget, measured rather than quoted: a minimal app that
// renders one route with react-dom, react-router, TanStack Query, jotai, styled-components and
// i18next (with react-i18next), built by the same Vite with the same framework resolution, as
// one gzipped chunk.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { precompressDir } from './precompress.mjs';
import { frameworkAliases } from './vite/framework-aliases.mjs';
import { routerDeadCode } from './vite/router-dead-code.mjs';

const MAIN = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useHref, useLinkClickHandler } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { atom, Provider, useAtom } from 'jotai';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hi: 'Hi' } } } });
const count = atom(1);
// a link as the site builds them (src/ui/routerLinks.tsx), not the router's framework-mode Link
function Link({ to, children }) {
  return <a href={useHref(to)} onClick={useLinkClickHandler(to)}>{children}</a>;
}
const Box = styled.div\`color: \${(p) => p.theme.c};\`;
const Global = createGlobalStyle\`body { margin: 0; }\`;
function Home() {
  const [n, setN] = useAtom(count);
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['x'], queryFn: async () => 1 });
  return <Box onClick={() => setN(n + 1)}>{t('hi')} {q.data} <Link to="/x">x</Link></Box>;
}
createRoot(document.getElementById('root')).render(
  <Provider><QueryClientProvider client={new QueryClient()}><ThemeProvider theme={{ c: 'red' }}><Global />
    <BrowserRouter><Routes><Route path="/" element={<Home />} /></Routes></BrowserRouter>
  </ThemeProvider></QueryClientProvider></Provider>,
);
`;

/**
 * Builds the minimal app and returns its JavaScript's size in bytes, gzip -9 and as the
 * platform would serve it (zopfli, scripts/precompress.mjs), to compare like with like.
 */
export async function measureFrameworkFloor(root) {
  const dir = path.join(root, 'node_modules/.cache/size-floor');
  const assets = path.join(await buildFrameworkFloor(root, dir), 'assets');
  await precompressDir(assets);
  const total = { gzip9: 0, served: 0 };
  for (const f of (await readdir(assets)).filter((x) => x.endsWith('.js'))) {
    total.gzip9 += gzipSync(await readFile(path.join(assets, f)), { level: 9 }).length;
    total.served += (await stat(path.join(assets, `${f}.gz`))).size;
  }
  await rm(dir, { recursive: true, force: true });
  return total;
}

/**
 * Builds the minimal app into `dir`/dist and returns that folder: the floor above, and the bare
 * React page `npm run bench:boot` loads beside the site.
 */
export async function buildFrameworkFloor(root, dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>');
  await writeFile(path.join(dir, 'main.jsx'), MAIN);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), routerDeadCode()],
    resolve: { alias: frameworkAliases(root, { build: true }) },
    build: { outDir: path.join(dir, 'dist'), target: 'es2022', modulePreload: false },
  });
  return path.join(dir, 'dist');
}
