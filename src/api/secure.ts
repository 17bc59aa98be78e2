/**
 * Encrypted platform calls (the contract's `encrypted: true`: session/login, member/register,
 * register/mobile, member/password, password/verification, the passwordCheck/* relays, …). Each
 * call fetches a fresh RSA modulus (never cached: `t=<ms>`), encrypts the payload
 * (payloadCrypto.ts) and sends it through the ordinary `request()`, so headers, envelope, timeouts
 * and session expiry behave like every other call.
 *
 * `call()` loads this module when a call is encrypted: the crypto is never part of the home page.
 */
import * as accountCalls from '../contract/calls/account';
import type { CallSpec } from '../contract/callSpec';
import { REQUEST_TIMEOUT_MS, callRequest, request, type CallOptions } from './client';
import { encryptPayload, randomKey, reverse, rsaEncryptRaw, type RandomBytes } from './payloadCrypto';

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
  const value = await request<unknown>(...callRequest(accountCalls.rsaKey, { params: { t: now() }, ...(signal ? { signal } : {}), ...(timeoutMs ? { timeoutMs } : {}) }));
  return modulusOf(value);
}

/**
 * The "encrypted random string" free play sends (spec section 7): a random key reversed and
 * wrapped with RSA under a fresh modulus, as the `Encryption` header of an encrypted call is.
 */
export async function freePlayEncryption(signal?: AbortSignal): Promise<string> {
  const modulus = await fetchRsaModulus(signal);
  return rsaEncryptRaw(reverse(randomKey()), modulus);
}

export interface EncryptedCallOptions extends CallOptions {
  /** tests: repeatable keys */
  randomBytes?: RandomBytes;
}

/**
 * Sends an encrypted call: `{ value }` in the body, the wrapped key in the `Encryption` header.
 * The key and the call share one time limit: the player waits the contract's 20 s at most, not
 * twice that.
 */
export async function encryptedCall<T>(spec: CallSpec, opts: EncryptedCallOptions = {}): Promise<T> {
  const { randomBytes, body: payload, ...rest } = opts;
  const deadline = Date.now() + (opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const modulus = await fetchRsaModulus(opts.signal, Date.now, deadline - Date.now());
  const { body, encryption } = encryptPayload(payload ?? {}, modulus, randomBytes ? { randomBytes } : {});
  const [path, options] = callRequest({ ...spec, form: false }, { ...rest, headers: { ...rest.headers, Encryption: encryption } });
  return request<T>(path, { ...options, body, timeoutMs: Math.max(1, deadline - Date.now()) });
}
