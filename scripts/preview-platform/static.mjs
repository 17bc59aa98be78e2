// Static files: brand documents and assets, the built site (with SPA fallback), content types,
// the site's security headers on every HTML reply (scripts/security-headers.mjs: the CSP,
// framing, referrer; nosniff on every reply), gzip for text, and path-traversal refusal.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSET_CACHE, CSP, EVERY_REPLY_HEADERS, WORKER_CACHE, pageHeaders } from '../security-headers.mjs';

export { CSP };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mobileconfig': 'application/x-apple-aspen-config',
};

export function contentType(file) {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Splits a raw request path into decoded segments. Returns null when the path tries to leave
 * its root: a `.`/`..` segment (raw or percent-encoded), an encoded slash or backslash, or NUL.
 */
export function pathSegments(rawPath) {
  const out = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let seg;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (seg === '.' || seg === '..' || /[/\\\0]/.test(seg)) return null;
    out.push(seg);
  }
  return out;
}

/** Joins segments under root; null if the result would escape root. */
export function safeJoin(root, segments) {
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full === base || full.startsWith(base + sep) ? full : null;
}

export function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The security headers of a reply of this type: the page headers on HTML, nosniff on all. */
export function securityHeaders(type) {
  return String(type).startsWith('text/html') ? pageHeaders() : { ...EVERY_REPLY_HEADERS };
}

/** Does an Accept-Encoding header take gzip (named, or `*`, with a q above 0)? */
export function acceptsGzip(header) {
  const q = {};
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q[name] = weight ? Number(weight[1]) : 1;
  }
  return (q.gzip ?? q['*'] ?? 0) > 0;
}

/**
 * Text replies from this many bytes go gzipped to a browser that takes gzip, compressed as they
 * are sent: what a production host (nginx `gzip on`) and the operator's platform do with the
 * page, the brand documents and the API's JSON. Shorter ones gain less than gzip's own framing.
 */
export const GZIP_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;
/** Above this a file is streamed as it is: the site's own text files are far smaller. */
const GZIP_MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The body to send for this request and the headers that say how: gzipped when it is text of
 * GZIP_MIN_BYTES or more and the browser takes gzip; Vary whenever the answer depended on that.
 */
export function encodeReply(req, type, body) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  if (!COMPRESSIBLE.test(type) || bytes.length < GZIP_MIN_BYTES) return { body: bytes, headers: {} };
  if (!acceptsGzip(req?.headers['accept-encoding'])) return { body: bytes, headers: { Vary: 'Accept-Encoding' } };
  return { body: gzipSync(bytes), headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } };
}

/**
 * Sends a file. With `precompressed`, a `<file>.gz` beside it (scripts/precompress.mjs) is sent
 * instead to a browser that takes gzip, and both replies say they vary by Accept-Encoding; any
 * other text file is gzipped as it is sent (encodeReply).
 */
export function sendFile(req, res, file, { cacheControl, precompressed = false } = {}) {
  const type = contentType(file);
  const gzip = precompressed && isFile(`${file}.gz`);
  const encoded = gzip && acceptsGzip(req.headers['accept-encoding']);
  const body = encoded ? `${file}.gz` : file;
  const size = statSync(body).size;
  const headers = {
    'Content-Type': type,
    'Content-Length': size,
    ...securityHeaders(type),
    'Cache-Control': cacheControl ?? (type.startsWith('text/html') ? 'no-store' : 'public, max-age=300'),
  };
  if (gzip) headers.Vary = 'Accept-Encoding';
  if (encoded) headers['Content-Encoding'] = 'gzip';
  if (!gzip && COMPRESSIBLE.test(type) && size <= GZIP_MAX_FILE_BYTES) {
    const reply = encodeReply(req, type, readFileSync(body));
    res.writeHead(200, { ...headers, ...reply.headers, 'Content-Length': reply.body.length });
    res.end(req.method === 'HEAD' ? undefined : reply.body);
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(body).on('error', () => res.destroy()).pipe(res);
}

export function sendText(req, res, status, type, body, extra = {}) {
  const reply = encodeReply(req, type, body);
  const headers = { 'Content-Type': type, 'Content-Length': reply.body.length, ...securityHeaders(type), ...reply.headers, ...extra };
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : reply.body);
}

export function sendHtml(req, res, status, body) {
  sendText(req, res, status, 'text/html; charset=utf-8', body, { 'Cache-Control': 'no-store' });
}

const NO_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Preview platform: no build</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>No build to serve</h1>
<p>The preview platform is running (API and <code>/brands/</code> answer), but there is no built site in <code>dist/</code>.</p>
<p>Run <code>npm run build</code> and reload, or use <code>npm run dev</code> for the development server.</p>
</body></html>
`;

/** A path is a "file path" when its last segment has an extension. */
export function looksLikeFile(segments) {
  const last = segments[segments.length - 1] ?? '';
  return /\.[a-z0-9]+$/i.test(last);
}

/** Serves the built site: the file when it exists, index.html for app routes, 404 otherwise. */
export function serveDist(req, res, distDir, segments) {
  const indexFile = distDir ? join(distDir, 'index.html') : null;
  if (!indexFile || !isFile(indexFile)) {
    if (looksLikeFile(segments)) return sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not found (no build: run npm run build)\n');
    return sendHtml(req, res, 200, NO_BUILD_PAGE);
  }
  const file = safeJoin(distDir, segments);
  if (file && segments.length > 0 && isFile(file)) {
    const assets = segments[0] === 'assets';
    const worker = segments.length === 1 && segments[0] === 'sw.js';
    return sendFile(req, res, file, { cacheControl: assets ? ASSET_CACHE : worker ? WORKER_CACHE : undefined, precompressed: assets });
  }
  if (looksLikeFile(segments)) return sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not found\n');
  return sendFile(req, res, indexFile, { cacheControl: 'no-store' });
}
