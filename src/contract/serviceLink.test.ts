import { describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath } from './serviceLink';

describe('customer-service path', () => {
  it('decrypts a known vector (DES-ECB-PKCS7, key = last 8 characters)', () => {
    // produced independently with: printf 'https://chat.example.test/room?id=42' |
    //   openssl enc -des-ecb -K 6b65793132333435 -nosalt -base64 -provider legacy -provider default
    const path = 'GZYaFbB94Ectdy/IgHCc51vvWonmUhI6CDmYl7CkEmg/Y8F1AU/mhQ==key12345';
    expect(decryptServicePath(path)).toBe('https://chat.example.test/room?id=42');
    expect(encryptServicePath('https://chat.example.test/room?id=42', 'key12345')).toBe(path);
  });

  it.each(['', 'short', 'not-base64!!key12345', 'QUJDRA==wrongkey'])('returns null for unreadable %j', (path) => {
    expect(decryptServicePath(path)).toBeNull();
  });
});
