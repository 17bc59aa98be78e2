/**
 * Customer-service links arrive encrypted (platform contract): the last 8 characters of
 * `path` are the key, the rest is Base64 of DES-ECB-PKCS7 ciphertext of the URL. Loaded
 * lazily, only when a player asks for customer service, so crypto is not on the home page.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/cipher-core';
import 'crypto-js/tripledes'; // defines DES as well
import 'crypto-js/mode-ecb';
import 'crypto-js/pad-pkcs7';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

const KEY_LENGTH = 8;

/** The URL inside an encrypted customer-service path, or null when it cannot be read. */
export function decryptServicePath(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  const key = Utf8.parse(path.slice(-KEY_LENGTH));
  const ciphertext = Base64.parse(path.slice(0, -KEY_LENGTH));
  try {
    const plain = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), key, {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(Utf8);
    return plain || null;
  } catch {
    return null;
  }
}

/** The inverse, for the preview platform's fixtures and tests. */
export function encryptServicePath(url: string, key: string): string {
  if (key.length !== KEY_LENGTH) throw new Error(`key must be ${KEY_LENGTH} characters`);
  const encrypted = CryptoJS.DES.encrypt(Utf8.parse(url), Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.ciphertext.toString(Base64) + key;
}
