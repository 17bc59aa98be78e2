/**
 * The platform's payload encryption ("encrypt" in the spec; platform contract, "Encrypted
 * payloads"). Not AES:
 *   1. a random 16-character alphanumeric key K;
 *   2. body `{ value: Base64(DES-ECB-PKCS7(JSON payload, key = UTF-8 of K)) }` (DES uses
 *      the first 8 bytes of the key);
 *   3. header `Encryption: hex(RSA_raw(reverse(K)))`: textbook RSA, no padding, public exponent
 *      0x10001, under the modulus from `GET /wps/session/key/rsa`. The message integer is the
 *      big-endian reading of the UTF-8 bytes of the reversed key; the hex is left-padded to the
 *      modulus length.
 * Loaded only by the forms that need it (dynamic import through `secure.ts`), never on the
 * home page. The preview platform (scripts/preview-platform/crypto.mjs) is the inverse.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/cipher-core';
import 'crypto-js/tripledes'; // defines DES as well
import 'crypto-js/mode-ecb';
import 'crypto-js/pad-pkcs7';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

export const KEY_LENGTH = 16;
export const PUBLIC_EXPONENT = 0x10001n;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fills `n` random bytes; injectable so tests are repeatable. */
export type RandomBytes = (n: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/** A random alphanumeric key, unbiased (bytes >= 248 are drawn again). */
export function randomKey(length = KEY_LENGTH, randomBytes: RandomBytes = cryptoRandomBytes): string {
  const limit = 256 - (256 % ALPHABET.length); // 248
  let key = '';
  while (key.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < limit && key.length < length) key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}

const DES_OPTIONS = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** DES-ECB-PKCS7 of the UTF-8 text under the UTF-8 key (first 8 bytes used), as Base64. */
export function desEncrypt(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(Utf8.parse(plain), Utf8.parse(key), DES_OPTIONS).ciphertext.toString(Base64);
}

/** The inverse of `desEncrypt`; throws when the ciphertext or key is wrong. */
export function desDecrypt(base64: string, key: string): string {
  const ciphertext = Base64.parse(base64);
  const plain = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), Utf8.parse(key), DES_OPTIONS);
  const text = plain.toString(Utf8); // throws "Malformed UTF-8 data" on a wrong key
  if (plain.sigBytes < 0) throw new Error('DES: bad padding');
  return text;
}

/** base^exponent mod modulus, square and multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export function parseModulus(hex: string): bigint {
  const clean = hex.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]+$/.test(clean)) throw new Error('RSA modulus is not hex');
  const n = BigInt(`0x${clean}`);
  if (n < 3n) throw new Error('RSA modulus too small');
  return n;
}

export function bytesToBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

/** Raw (unpadded) RSA of the UTF-8 bytes of `message`, as lower-case hex padded to the modulus length. */
export function rsaEncryptRaw(message: string, modulusHex: string, exponent: bigint = PUBLIC_EXPONENT): string {
  const n = parseModulus(modulusHex);
  const m = bytesToBigInt(new TextEncoder().encode(message));
  if (m >= n) throw new Error('RSA message longer than the modulus');
  const width = Math.ceil(n.toString(16).length / 2) * 2;
  return modPow(m, exponent, n).toString(16).padStart(width, '0');
}

export const reverse = (text: string): string => [...text].reverse().join('');

export interface EncryptedPayload {
  /** the request body */
  body: { value: string };
  /** the `Encryption` header */
  encryption: string;
  /** the DES key used (tests, never sent) */
  key: string;
}

export function encryptPayload(
  payload: unknown,
  modulusHex: string,
  options: { key?: string; randomBytes?: RandomBytes } = {},
): EncryptedPayload {
  const key = options.key ?? randomKey(KEY_LENGTH, options.randomBytes);
  return {
    body: { value: desEncrypt(JSON.stringify(payload), key) },
    encryption: rsaEncryptRaw(reverse(key), modulusHex),
    key,
  };
}
