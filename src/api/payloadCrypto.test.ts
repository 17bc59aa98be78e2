import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  desDecrypt,
  desEncrypt,
  encryptPayload,
  KEY_LENGTH,
  modPow,
  randomKey,
  reverse,
  rsaEncryptRaw,
  type RandomBytes,
} from './payloadCrypto';

/** Repeatable "random" bytes: 0, 1, 2, ... */
const counting = (): RandomBytes => {
  let next = 0;
  return (n) => Uint8Array.from({ length: n }, () => next++ % 256);
};

describe('DES-ECB-PKCS7 (known vectors)', () => {
  // Each vector was produced once, independently, with
  //   printf '<plain>' | openssl enc -des-ecb -K <hex of the key's first 8 bytes> -nosalt -base64 -A -provider legacy -provider default
  it.each([
    ['{"username":"player01","password":"abc123"}', 'abcdefgh12345678', '7P4rlK11mUrh63lbDJfm2Xi8ii8T7s/OQC/aDN54MnO8MQjeT3qd4k1XKeDXyqYa'],
    ['12345678', 'Key12345XXXXXXXX', '37+BnTY5uzO3FXessNxuvA=='], // a full padding block
    ['{"n":"Maligayang pagdating ñ"}', 'Z9q0W3xxAAAAAAAA', 'BP1mvDqFeY92UD1zsxWJHKG36Kt5XyGegGjN6BxXopo='], // UTF-8 text
  ])('%s under %s', (plain, key, base64) => {
    expect(desEncrypt(plain, key)).toBe(base64);
    expect(desDecrypt(base64, key)).toBe(plain);
  });

  it('uses only the first 8 bytes of the key', () => {
    expect(desEncrypt('12345678', 'Key12345')).toBe(desEncrypt('12345678', 'Key12345zzzzzzzz'));
    expect(desEncrypt('12345678', 'Key12346')).not.toBe(desEncrypt('12345678', 'Key12345'));
  });
});

describe('raw RSA', () => {
  it.each([
    [4n, 13n, 497n, 445n],
    [65n, 17n, 3233n, 2790n], // the textbook key p=61 q=53
    [2790n, 2753n, 3233n, 65n],
    [5n, 0n, 7n, 1n],
    [5n, 3n, 1n, 0n],
  ])('modPow(%s, %s, %s) = %s', (b, e, m, r) => {
    expect(modPow(b, e, m)).toBe(r);
  });

  it('encrypts with exponent 0x10001 under a small textbook key (n = 3233, d = 2753)', () => {
    // 0x10001 = 17 (mod phi = 3120), so d = 2753 inverts it; 'A' = 65 -> 65^17 mod 3233 = 2790 = 0xae6
    const hex = rsaEncryptRaw('A', (3233).toString(16));
    expect(hex).toBe('0ae6');
    expect(modPow(BigInt(`0x${hex}`), 2753n, 3233n)).toBe(65n);
  });

  it('refuses a message longer than the modulus and a modulus that is not hex', () => {
    expect(() => rsaEncryptRaw('AB', 'ca1')).toThrow(/longer/);
    expect(() => rsaEncryptRaw('A', 'xyz')).toThrow(/hex/);
  });

  it('round-trips a 16-character key under a real 1024-bit key (OpenSSL decrypts without padding)', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
    const modulus = Buffer.from(publicKey.export({ format: 'jwk' }).n as string, 'base64url').toString('hex');
    const hex = rsaEncryptRaw(reverse('Ab3dEf7hIj0lMn9p'), modulus);
    expect(hex).toHaveLength(256);
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(hex, 'hex'));
    expect(plain.subarray(0, 128 - 16).every((b) => b === 0)).toBe(true);
    expect(plain.subarray(128 - 16).toString('utf8')).toBe('p9nMl0jIh7fEd3bA');
  });
});

describe('randomKey', () => {
  it('is 16 alphanumeric characters', () => {
    const key = randomKey();
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(KEY_LENGTH).toBe(16);
  });

  it('takes its randomness from the injected source, skipping biased bytes', () => {
    expect(randomKey(4, counting())).toBe('ABCD');
    const biased: RandomBytes = (n) => Uint8Array.from({ length: n }, (_, i) => (i % 2 ? 1 : 250));
    expect(randomKey(3, biased)).toBe('BBB');
  });

  it('differs between calls with real randomness', () => {
    expect(randomKey()).not.toBe(randomKey());
  });
});

describe('encryptPayload', () => {
  it('builds { value } and the Encryption header from one key', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const modulus = Buffer.from(publicKey.export({ format: 'jwk' }).n as string, 'base64url').toString('hex');
    const payload = { username: 'player01', password: 'abc123', type: 'username' };
    const out = encryptPayload(payload, modulus, { randomBytes: counting() });
    expect(out.key).toBe('ABCDEFGHIJKLMNOP');
    expect(JSON.parse(desDecrypt(out.body.value, out.key))).toEqual(payload);
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(out.encryption, 'hex'));
    expect(reverse(plain.subarray(112).toString('utf8'))).toBe(out.key);
  });
});
