// The site's security headers on the development servers (npm run dev, npm run preview:brand):
// the same headers as the preview platform and production (scripts/security-headers.mjs), with
// the one allowance Vite's development page needs, so a page that breaks the production CSP
// breaks in development too.
//
// The allowance, and why:
// - script-src gets the sha256 of the inline module script @vitejs/plugin-react writes into the
//   page in development (React Fast Refresh's preamble: it must run before any module, and it is
//   the only inline script the page has). Only that script, by its hash, is allowed: no
//   'unsafe-inline', no 'unsafe-eval'.
// Needed by Vite but already allowed, so no allowance: its client and modules are same-origin
// scripts ('self'); its hot-update websocket goes to the page's own host and port, which
// connect-src 'self' covers; the CSS it injects as <style> elements, style-src 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { CSP_DIRECTIVES, EVERY_REPLY_HEADERS, cspOf, pageHeaders } from '../security-headers.mjs';

/** The inline scripts of a development page the CSP allows: those loading React Fast Refresh's runtime. */
export function allowedInlineScripts(html) {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  return scripts.filter((text) => text.includes('/@react-refresh'));
}

/** The site's CSP plus the hashes of the development page's allowed inline scripts. */
export function devCsp(html) {
  const hashes = allowedInlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return cspOf(CSP_DIRECTIVES, { 'script-src': hashes });
}

/**
 * Connect middleware: nosniff on every reply; the page headers on an HTML reply the dev server
 * sends with setHeader and end (its pages), computed from the page itself. A reply whose headers
 * were written already (the preview platform's own pages, with their own policy) is left alone.
 */
export function devSecurityHeaders(req, res, next) {
  for (const [name, value] of Object.entries(EVERY_REPLY_HEADERS)) res.setHeader(name, value);
  const end = res.end;
  res.end = function endWithPageHeaders(chunk, ...rest) {
    const type = String(res.getHeader('Content-Type') ?? '');
    if (!res.headersSent && /^text\/html/i.test(type)) {
      const html = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk.toString() : '';
      for (const [name, value] of Object.entries(pageHeaders(devCsp(html)))) {
        if (!res.hasHeader(name) || name === 'Content-Security-Policy') res.setHeader(name, value);
      }
    }
    return end.call(this, chunk, ...rest);
  };
  next();
}

/** Vite plugin: the middleware in front of Vite's own, on the development server only. */
export function securityHeaders() {
  return {
    name: 'security-headers',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(devSecurityHeaders);
    },
  };
}
