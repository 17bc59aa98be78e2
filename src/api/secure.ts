/**
 * Encrypted platform calls (session/login, member/register, register/mobile, member/password,
 * password/verification, ...). Each call fetches a fresh RSA modulus (never cached: `t=<ms>`),
 * encrypts the payload (payloadCrypto.ts) and sends it through the ordinary `request()`, so
 * headers, envelope, timeouts and session expiry behave like every other call.
 *
 * Import this module lazily (`await import('../../api/secure')`) from the forms that need it:
 * the crypto must not be part of the home page bundle.
 */
import { REQUEST_TIMEOUT_MS, request, type RequestOptions } from './client';
import { encryptPayload, type RandomBytes } from './payloadCrypto';

export const RSA_KEY_PATH = '/wps/session/key/rsa';

/** The reply's `value` is the modulus hex; an object `{ modulus }` / `{ publicKey }` is accepted too. */
export function modulusOf(value: unknown): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object') {
    const v = value as { modulus?: unknown; publicKey?: unknown };
    const hex = typeof v.modulus === 'string' ? v.modulus : typeof v.publicKey === 'string' ? v.publicKey : null;
    if (hex?.trim()) return hex.trim();
  }
  throw new Error('the platform sent no RSA key');
}

export async function fetchRsaModulus(signal?: AbortSignal, now: () => number = Date.now, timeoutMs?: number): Promise<string> {
  const value = await request<unknown>(RSA_KEY_PATH, { params: { t: now() }, ...(signal ? { signal } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
  return modulusOf(value);
}

export interface SecureOptions extends Pick<RequestOptions, 'signal' | 'timeoutMs' | 'headers'> {
  /** tests: repeatable keys */
  randomBytes?: RandomBytes;
}

/** The key and the call share one time limit: the player waits the contract's 20 s at most, not twice that. */
async function secureRequest<T>(method: 'POST' | 'PUT', path: string, payload: unknown, opts: SecureOptions = {}): Promise<T> {
  const { randomBytes, headers, ...rest } = opts;
  const deadline = Date.now() + (opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const modulus = await fetchRsaModulus(opts.signal, Date.now, deadline - Date.now());
  const { body, encryption } = encryptPayload(payload, modulus, randomBytes ? { randomBytes } : {});
  return request<T>(path, { ...rest, method, body, headers: { ...headers, Encryption: encryption }, timeoutMs: Math.max(1, deadline - Date.now()) });
}

export const securePost = <T>(path: string, payload: unknown, opts?: SecureOptions) => secureRequest<T>('POST', path, payload, opts);
export const securePut = <T>(path: string, payload: unknown, opts?: SecureOptions) => secureRequest<T>('PUT', path, payload, opts);
