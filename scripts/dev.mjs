// Development server: Vite (dev mode, HMR) with the preview platform mounted in front of it.
// The platform answers /wps, /lgw, /brands, /cdn and the TCG_* image paths; everything else
// (index.html, /src, /@vite, …) goes to Vite. A change under brands/ drops that brand's cached
// documents and reloads the browser.
//
//   node scripts/dev.mjs            (PORT=5173 by default)
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { brandUrls, createPreviewPlatform } from './preview-platform/server.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const brandsDir = resolve(root, 'brands');
const port = Number(process.env.PORT ?? 5173);

const platform = createPreviewPlatform({ brandsDir, log: (msg) => console.error(msg) });
const domains = platform.index().brands.flatMap((b) => b.domains.map((d) => d.replace(/:\d+$/, '')));

function previewPlatformPlugin() {
  return {
    name: 'preview-platform',
    configureServer(server) {
      // registered directly (not in a returned function): runs BEFORE Vite's own middlewares
      server.middlewares.use((req, res, next) => platform.handle(req, res, next));

      server.watcher.add(brandsDir);
      const pending = new Set();
      let timer = null;
      const onChange = (file) => {
        const rel = relative(brandsDir, resolve(file));
        if (rel.startsWith('..') || rel === '') return;
        pending.add(rel.split(sep)[0]);
        clearTimeout(timer);
        timer = setTimeout(() => {
          for (const code of pending) platform.reload(code); // also forgets the brand list, so added folders appear
          server.config.logger.info(`brands changed (${[...pending].join(', ')}): reloading`, { timestamp: true });
          pending.clear();
          server.ws.send({ type: 'full-reload', path: '*' });
        }, 80);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
      server.httpServer?.once('close', () => {
        clearTimeout(timer);
        platform.close();
      });
    },
  };
}

const server = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  plugins: [previewPlatformPlugin()],
  server: {
    port,
    // <code>.localhost and the domains of the brand manifests (e.g. via /etc/hosts)
    allowedHosts: ['.localhost', ...domains],
  },
});
await server.listen();

const address = server.httpServer?.address();
const actual = typeof address === 'object' && address ? address.port : port;
server.config.logger.info('\n  Brands (preview platform mounted in the dev server):');
for (const { code } of platform.index().brands) {
  const [byHost, byQuery] = brandUrls([code], actual);
  server.config.logger.info(`    ${code.padEnd(10)} ${byHost}   ${byQuery}`);
}
server.config.logger.info('    preview modes: ?preview=maintenance|region|broken|fault-500[@part]|fault-timeout[@part]|fault-malformed[@part]|normal\n');
server.printUrls();
server.bindCLIShortcuts({ print: true });
