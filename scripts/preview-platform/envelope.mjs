// Reply helpers: the /wps envelope { success, value, errorCode?, message? } and bare JSON for /lgw.
import { encodeReply } from './static.mjs';

/** A failure a route can throw; the dispatcher turns it into an envelope reply. */
export class HttpError extends Error {
  constructor(status, errorCode, message, value = null) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
}

export function sendJson(res, status, body, headers = {}) {
  if (res.headersSent || res.writableEnded) return;
  const type = 'application/json; charset=utf-8';
  // gzipped for a browser that takes it, as the real platform's replies come (static.mjs)
  const reply = encodeReply(res.req, type, JSON.stringify(body));
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': reply.body.length,
    ...reply.headers,
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : reply.body);
}

export function envelope(value) {
  return { success: true, value };
}

export function failure(errorCode, message, value = null) {
  return { success: false, value, errorCode, message };
}

export function sendOk(res, value) {
  sendJson(res, 200, envelope(value));
}

export function sendFail(res, status, errorCode, message, value = null) {
  sendJson(res, status, failure(errorCode, message, value));
}
