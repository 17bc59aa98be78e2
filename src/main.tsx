import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot/Boot';
import { startServiceWorker } from './boot/serviceWorker/register';
import { purgePasswordCookies } from './state/passwordCookies';

// no password is ever kept on the client: the cookies older builds kept one in go on every visit
purgePasswordCookies();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);

// a built site's repeat visits come from the worker's cache (src/boot/serviceWorker/sw.ts)
startServiceWorker();
