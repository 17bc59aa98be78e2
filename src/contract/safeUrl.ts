/**
 * The one rule for URLs that reach an `href`, a `src`, `window.open` or a sanitised HTML
 * attribute: an absolute https URL (no credentials, no port but 443/8443, not a loopback host) or
 * a same-origin path with a single leading slash, nothing with whitespace, control characters,
 * bidirectional-text controls or backslashes. The pattern is the schemas' own (defs.schema.json
 * safeUrl), so what a brand document passes is what the site accepts at run time, and the other
 * way round; the URL parser then confirms what the pattern saw.
 */
import { IMAGE_URL, SAFE_URL } from './generated/patterns';

const MAX_URL_LENGTH = 2048;

function confirmed(value: string): string | null {
  if (value.startsWith('/')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/** The URL itself when it may reach a sink, else null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  return SAFE_URL.test(value) ? confirmed(value) : null;
}

export function isSafeUrl(value: unknown): value is string {
  return safeUrl(value) !== null;
}

/**
 * An image URL as the platform writes them (spaces, non-ASCII file names): spaces and non-ASCII
 * characters are percent-encoded, then the URL must pass the same rule; else null.
 */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  if (!IMAGE_URL.test(value)) return null;
  const encoded = value.replace(/[ \u0080-\uffff]/g, (c) => encodeURIComponent(c));
  return safeUrl(encoded);
}

/** A base (CDN) and a platform path joined with one slash, checked as a whole; null when unsafe. */
export function joinUrl(base: string, path: string): string | null {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return safeImageUrl(joined);
}
