import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { desDecrypt, reverse } from './payloadCrypto';
import * as accountCalls from '../contract/calls/account';
import { call, configureApi, REQUEST_TIMEOUT_MS } from './client';
import { encryptedCall, modulusOf } from './secure';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const modulus = Buffer.from(publicKey.export({ format: 'jwk' }).n as string, 'base64url').toString('hex');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  configureApi({ merchantCode: 'm1', getLanguage: () => 'EN', getToken: () => 'tok', onSessionExpired: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.startsWith('/wps/session/key/rsa')) return json({ success: true, value: modulus });
      return json({ success: true, value: { token: 'T' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** What the platform reads out of a sent call. */
function serverView(init: RequestInit) {
  const headers = init.headers as Headers;
  const hex = headers.get('Encryption')!;
  const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(hex, 'hex'));
  const key = reverse(plain.subarray(plain.findIndex((b) => b !== 0)).toString('utf8'));
  const { value } = JSON.parse(init.body as string) as { value: string };
  return { key, payload: JSON.parse(desDecrypt(value, key)) as unknown, headers };
}

describe('encrypted calls', () => {
  it('fetches a fresh RSA key for every call (t=<ms>), then sends { value } with the Encryption header', async () => {
    const value = await call<{ token: string }>(accountCalls.login, { body: { username: 'u', password: 'p' } });
    expect(value).toEqual({ token: 'T' });
    await call(accountCalls.register, { body: { username: 'n' } });
    expect(calls.map((c) => [c.init.method, c.url.replace(/\d{13}/, '<ms>')])).toEqual([
      ['GET', '/wps/session/key/rsa?t=<ms>'],
      ['POST', '/wps/session/login'],
      ['GET', '/wps/session/key/rsa?t=<ms>'],
      ['PUT', '/wps/member/register'],
    ]);
    const login = serverView(calls[1]!.init);
    expect(login.payload).toEqual({ username: 'u', password: 'p' });
    expect(login.key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(login.headers.get('Merchant')).toBe('m1');
    expect(login.headers.get('Authorization')).toBe('tok');
    expect(login.headers.get('Content-Type')).toBe('application/json');
    expect(serverView(calls[3]!.init).key).not.toBe(login.key);
  });

  it('takes its key randomness from the injected source', async () => {
    let n = 0;
    await encryptedCall(accountCalls.login, { body: {}, randomBytes: (k) => Uint8Array.from({ length: k }, () => n++) });
    expect(serverView(calls[1]!.init).key).toBe('ABCDEFGHIJKLMNOP');
  });

  it('passes platform failures through as ApiError with the reply value', async () => {
    vi.mocked(fetch).mockImplementation(async (url) =>
      String(url).startsWith('/wps/session/key/rsa')
        ? json({ success: true, value: modulus })
        : json({ success: false, errorCode: 'password.error', message: 'Wrong password', value: { captcha: true } }),
    );
    await expect(call(accountCalls.login, { body: {} })).rejects.toMatchObject({ errorCode: 'password.error', value: { captcha: true } });
  });

  it('the key and the call share the one time limit: a slow key leaves the call the rest of it', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(fetch).mockImplementation((url, init) =>
        String(url).startsWith('/wps/session/key/rsa')
          ? new Promise((resolve) => setTimeout(() => resolve(json({ success: true, value: modulus })), 15_000))
          : new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
      );
      const settled = vi.fn();
      const pending = encryptedCall(accountCalls.login, { body: {} }).catch(settled);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled.mock.calls[0]![0]).toMatchObject({ kind: 'timeout', path: '/wps/session/login' });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['abc123', 'abc123'],
    [{ modulus: 'ff' }, 'ff'],
    [{ publicKey: ' ee ' }, 'ee'],
  ])('reads the modulus from %j', (value, hex) => {
    expect(modulusOf(value)).toBe(hex);
  });

  it.each([null, '', {}, 42])('refuses a key reply of %j', (value) => {
    expect(() => modulusOf(value)).toThrow(/no RSA key/);
  });
});
