/**
 * URLs from the platform (banner linkages and the like) reach an `href`, `window.open` or
 * `src` only through this check: absolute http(s) URLs, or same-origin paths with a single
 * leading slash. Everything else (javascript:, data:, protocol-relative `//host`, `/\host`,
 * relative paths, control characters) is refused.
 */
export function isSafeHref(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  if (value === '' || value !== url) return false;
  // control characters and whitespace inside a URL are how scheme checks get dodged
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
