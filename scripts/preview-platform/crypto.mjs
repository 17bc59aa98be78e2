// The server side of the platform's payload encryption (platform contract, "Encrypted payloads";
// the client is src/api/payloadCrypto.ts): the preview platform's own RSA key pair, made at start,
// decrypts the `Encryption` header (raw RSA of the reversed DES key, big-endian, hex), and the DES
// key decrypts the body's `value` (Base64 of DES-ECB-PKCS7 of the JSON payload).
import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { HttpError } from './envelope.mjs';

const b64urlToBigInt = (s) => BigInt(`0x${Buffer.from(s, 'base64url').toString('hex') || '0'}`);

export function modPow(base, exponent, modulus) {
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

/** A key pair { n, e, d } as BigInts: generated (1024 bits) or given (tests: a textbook key). */
export function createRsaKey(given) {
  if (given) return { n: BigInt(given.n), e: BigInt(given.e ?? 0x10001), d: BigInt(given.d) };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { n: b64urlToBigInt(jwk.n), e: b64urlToBigInt(jwk.e), d: b64urlToBigInt(jwk.d) };
}

export const modulusHex = (key) => key.n.toString(16);

function bigIntToBytes(n) {
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}

/** The DES key carried by an `Encryption` header (hex of RSA_raw(reverse(K))), or null. */
export function decryptKeyHeader(key, header) {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{2,}$/.test(header.trim())) return null;
  const c = BigInt(`0x${header.trim()}`);
  if (c >= key.n) return null;
  const bytes = bigIntToBytes(modPow(c, key.d, key.n));
  const reversed = bytes.toString('utf8');
  if (!/^[A-Za-z0-9]{8,64}$/.test(reversed)) return null;
  return [...reversed].reverse().join('');
}

const DES_OPTIONS = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

export function desDecrypt(base64, desKey) {
  const ciphertext = CryptoJS.enc.Base64.parse(base64);
  const plain = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), CryptoJS.enc.Utf8.parse(desKey), DES_OPTIONS);
  if (plain.sigBytes <= 0) throw new Error('empty plaintext');
  return plain.toString(CryptoJS.enc.Utf8);
}

export function desEncrypt(text, desKey) {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(desKey), DES_OPTIONS).ciphertext.toString(CryptoJS.enc.Base64);
}

/** Client side, for tests and tools: { body, encryption } exactly as the site sends them. */
export function encryptForServer(payload, modulus, desKey) {
  const n = BigInt(`0x${modulus}`);
  const m = BigInt(`0x${Buffer.from([...desKey].reverse().join(''), 'utf8').toString('hex')}`);
  const width = Math.ceil(n.toString(16).length / 2) * 2;
  return { body: { value: desEncrypt(JSON.stringify(payload), desKey) }, encryption: modPow(m, 0x10001n, n).toString(16).padStart(width, '0') };
}

const refuse = (why) => new HttpError(400, 'request_body_required', `Encrypted request body required (${why})`);

/**
 * The decrypted payload object of an encrypted call; HTTP 400 request_body_required when the
 * `Encryption` header or the body does not decrypt to a JSON object.
 */
export function decryptRequest(key, req, body) {
  const header = req.headers['encryption'];
  if (!header) throw refuse('no Encryption header');
  const desKey = decryptKeyHeader(key, header);
  if (!desKey) throw refuse('the Encryption header does not decrypt to a key');
  if (!body || typeof body.value !== 'string' || !body.value) throw refuse('no value in the body');
  let payload;
  try {
    payload = JSON.parse(desDecrypt(body.value, desKey));
  } catch {
    throw refuse('the value does not decrypt with the key');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw refuse('the payload is not an object');
  return payload;
}
