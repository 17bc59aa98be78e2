import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './boot/Boot';
import { purgePasswordCookies } from './state/passwordCookies';

// no password is ever kept on the client: the cookies older builds kept one in go on every visit
purgePasswordCookies();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
