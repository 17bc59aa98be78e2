// first: every lazy chunk's import goes through what this sets up (the build writes them so)
import './state/importChunk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot/Boot';
import { preloadFrame } from './routes/AppRouter';
import { afterFirstScreen } from './state/afterFirstScreen';
import { purgePasswordCookies } from './state/passwordCookies';

// no password is ever kept on the client: the cookies older builds kept one in go on every visit
purgePasswordCookies();

// theme-init.js has the frame chunk (the left bar, the banner strip, the home page) fetched when
// this page will show it: imported now, it is in by the time boot has the brand, and the page
// renders whole in its first pass
if (document.querySelector('link[rel="modulepreload"][data-frame]')) preloadFrame();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);

// a built site's repeat visits come from the worker's cache (src/boot/serviceWorker/sw.ts); its
// registration is a chunk of its own, fetched once the first screen is done: no first screen
// shows or uses it
afterFirstScreen(() => void import('./boot/serviceWorker/register').then((m) => m.startServiceWorker(), () => undefined));
