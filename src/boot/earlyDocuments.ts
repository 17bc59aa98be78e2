/**
 * The brand's documents public/theme-init.js asked for before the framework ran (it knows the
 * merchant from the address): boot takes them instead of asking again, once. A document that
 * failed is null, and boot asks for it itself; the values are read like any reply (the readers).
 */
export interface EarlyDocuments {
  code: string;
  index: Promise<unknown>;
  manifest: Promise<unknown>;
  theme: Promise<unknown>;
}

declare global {
  interface Window {
    __brandDocuments?: EarlyDocuments;
  }
}

export function takeEarlyDocuments(): EarlyDocuments | null {
  const early = typeof window === 'undefined' ? undefined : window.__brandDocuments;
  if (!early || typeof early.code !== 'string') return null;
  delete window.__brandDocuments;
  return early;
}
