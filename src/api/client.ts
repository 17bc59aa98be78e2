/**
 * The only code that talks to the operator platform: headers, the envelope, timeouts, session
 * expiry. What each call is (path, method, `ModuleId`, `X-Gateway-Version`, encryption, a bare
 * reply) comes from the contract's call map (src/contract/calls/*); features make calls with
 * `call(spec, …)`, never fetch directly. Boot configures it once with the merchant.
 */
import { BASE_HEADERS, type CallSpec } from '../contract/callSpec';
import { takeEarlyCall } from './earlyCalls';
import { ApiError } from './errors';
import { unwrapEnvelope } from './envelope';

/** The contract's timeout: a call that has not answered by then has failed. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiContext {
  merchantCode: string;
  getLanguage: () => string;
  getToken: () => string | null;
  /**
   * Called when a call that carried the current token learns that its session has ended (any
   * HTTP 401, `login.not.session`, `CUSTOMER_NOT_LOGIN`): once per session, however many calls
   * in flight learn it, and never for a session that has already been replaced (it must clear the
   * token at once: the next call is then a visitor's).
   */
  onSessionExpired: () => void;
}

let context: ApiContext | null = null;

export function configureApi(next: ApiContext): void {
  context = next;
}

export function apiMerchantCode(): string {
  if (!context) throw new Error('API used before boot configured the merchant');
  return context.merchantCode;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  body?: unknown;
  headers?: Record<string, string>;
  /** the reply is `{ success, value }` (platform calls); static documents and the lottery gateway are bare */
  envelope?: boolean;
  /** a caller that knows the merchant before boot finished (boot itself) */
  merchantCode?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The session the call speaks for when it is no longer the current one: a logout is sent after
   * the session has ended on the page, so that no call of that session starts after the platform
   * has ended it.
   */
  token?: string;
}

export function buildUrl(path: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

export function requestHeaders(opts: RequestOptions): Headers {
  const headers = new Headers(BASE_HEADERS);
  const merchant = opts.merchantCode ?? context?.merchantCode;
  if (merchant) headers.set('Merchant', merchant);
  const language = context?.getLanguage();
  if (language) headers.set('Language', language);
  const token = opts.token ?? context?.getToken();
  if (token) headers.set('Authorization', token); // raw token, no "Bearer" (contract)
  if (opts.body instanceof URLSearchParams) headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  else if (opts.body !== undefined) headers.set('Content-Type', 'application/json');
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
  return headers;
}

/**
 * One platform call. When the platform answers that the session the call carried has ended, the
 * session ends here, once, however many calls in flight learn it (a later one finds no token, or
 * the token of a session that replaced it); the queries then ask again as a visitor (retryOnce).
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const token = opts.token ?? context?.getToken();
  try {
    return await send<T>(path, opts);
  } catch (e) {
    if (token && e instanceof ApiError && e.isSessionExpired && context?.getToken() === token) context.onSessionExpired();
    throw e;
  }
}

async function send<T>(path: string, opts: RequestOptions): Promise<T> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onOuterAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, opts.params), {
      method: opts.method ?? 'GET',
      headers: requestHeaders(opts),
      // a URLSearchParams body is sent form-encoded (forgot password by email); anything else as JSON
      body: opts.body === undefined ? undefined : opts.body instanceof URLSearchParams ? opts.body.toString() : JSON.stringify(opts.body),
      signal: controller.signal,
      cache: 'no-store',
    });
    // the body is part of the answer: a reply that stalls halfway is as late as one that never came
    text = await response.text();
  } catch (e) {
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    if (opts.signal?.aborted) throw e;
    throw new ApiError({
      kind: timedOut ? 'timeout' : 'network',
      // the kind says what happened (the player reads it in their language, ui/StatusMessage.tsx)
      message: timedOut ? 'timeout' : 'network',
      path,
    });
  } finally {
    clearTimeout(timeout);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }

  return readReply<T>(response, text, path, opts);
}

/** A reply as the site reads every platform reply: the platform's refusals as ApiErrors, then the envelope. */
function readReply<T>(response: Response, text: string, path: string, opts: RequestOptions): T {
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // a refusal stays a refusal whatever its body (a proxy's HTML 401 page ends the session too)
    if (response.ok) throw new ApiError({ kind: 'malformed', message: 'not JSON', path, status: response.status });
  }

  const envelope = opts.envelope ?? path.startsWith('/wps');
  if (!response.ok) {
    const b = (body ?? {}) as { message?: string; msg?: string; errorCode?: string; value?: unknown };
    throw new ApiError({
      kind: 'http',
      status: response.status,
      errorCode: b.errorCode ?? null,
      value: b.value,
      message: b.message ?? b.msg ?? `HTTP ${response.status}`,
      path,
    });
  }
  return envelope ? unwrapEnvelope<T>(body, path, response.status) : (body as T);
}

export interface CallOptions extends Pick<RequestOptions, 'params' | 'headers' | 'merchantCode' | 'signal' | 'timeoutMs' | 'token'> {
  /** the JSON body (form-encoded when the call says so) */
  body?: Record<string, unknown> | unknown[];
}

/** The request a call's spec describes: its method, path, contract headers and envelope. */
export function callRequest(spec: CallSpec, opts: CallOptions = {}): [path: string, options: RequestOptions] {
  const headers: Record<string, string> = {};
  if (spec.moduleId) headers.ModuleId = spec.moduleId;
  if (spec.gatewayVersion) headers['X-Gateway-Version'] = spec.gatewayVersion;
  const body =
    spec.form && opts.body && !Array.isArray(opts.body)
      ? new URLSearchParams(Object.entries(opts.body).map(([k, v]) => [k, String(v ?? '')]))
      : opts.body;
  return [spec.path, { ...opts, method: spec.method, body, headers: { ...headers, ...opts.headers }, envelope: !spec.bare }];
}

/**
 * A call that needs a session is not sent without one: the platform would refuse it (401), and a
 * page whose session has just ended (a logout, a forced password change) still has calls of that
 * session on their way to start. The refusal reads as the platform's would.
 */
function refuseWithoutSession(spec: CallSpec, opts: CallOptions): void {
  if (spec.session && !(opts.token ?? context?.getToken())) {
    throw new ApiError({ kind: 'http', status: 401, message: 'no session', path: spec.path });
  }
}

/**
 * Makes a platform call from its spec in the contract. An encrypted call loads the payload crypto
 * first (a chunk of its own, so the home page never carries it).
 */
export async function call<T = unknown>(spec: CallSpec, opts: CallOptions = {}): Promise<T> {
  refuseWithoutSession(spec, opts);
  if (spec.encrypted) {
    const { encryptedCall } = await import('./secure');
    return encryptedCall<T>(spec, opts);
  }
  return request<T>(...callRequest(spec, opts));
}

/**
 * A call a visitor may find answered already: public/theme-init.js asked it before the framework
 * ran (the home's first data), and its reply is read as `call` reads one; otherwise it is made now.
 * A session's call is never answered early: the script asks as a visitor.
 */
export function callOrEarly<T = unknown>(spec: CallSpec, opts: CallOptions = {}): Promise<T> {
  if (spec.encrypted || spec.session) return call<T>(spec, opts);
  const [path, options] = callRequest(spec, opts);
  if (context?.getToken() || options.body instanceof URLSearchParams) return request<T>(path, options);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const early = takeEarlyCall(options.method ?? 'GET', buildUrl(path, options.params), body);
  return early ? callFromEarly<T>(early, spec, opts) : request<T>(path, options);
}

/**
 * A call public/theme-init.js made before the framework ran: its reply read as `call` reads one
 * (the platform's refusals, the envelope, the same timeout from now), or the call made again when
 * that early request never reached the platform. Early calls are a visitor's (no session), so no
 * session can end here.
 */
export async function callFromEarly<T = unknown>(early: Promise<Response | null>, spec: CallSpec, opts: CallOptions = {}): Promise<T> {
  const [path, options] = callRequest(spec, opts);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError({ kind: 'timeout', message: 'timeout', path })), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  });
  try {
    const reply = await Promise.race([early.then(async (response) => response && { response, text: await response.text() }).catch(() => null), late]);
    return reply ? readReply<T>(reply.response, reply.text, path, options) : await request<T>(path, options);
  } finally {
    clearTimeout(timer);
  }
}
