/**
 * The merchant's page the session carries: `?iframeUrl=` on arrival at /seamless, kept in
 * sessionStorage so it lasts the browser session (a reload, a trip to another page and back);
 * a new one in the address replaces it. Only an address readIframeUrl accepts is kept.
 */
import { readIframeUrl } from '../../contract/readers/merchantWallet';

export const IFRAME_URL_KEY = 'seamlessIframeUrl';

export function sessionIframeUrl(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string | null {
  const given = new URLSearchParams(search).get('iframeUrl');
  if (given !== null) {
    const url = readIframeUrl(given);
    if (url) storage?.setItem(IFRAME_URL_KEY, url);
    return url;
  }
  return readIframeUrl(storage?.getItem(IFRAME_URL_KEY) ?? null);
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
