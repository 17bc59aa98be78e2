// SMS verification codes of one brand: 6 digits, valid 5 minutes, one send per number per 60 s,
// single use. Codes are logged to the console and readable at GET /__preview/sms?mobileNum=.
import { randomInt } from 'node:crypto';

export const SMS_EXPIRED_MINUTES = 5;
export const SMS_RESEND_MS = 60_000;

export function createSmsCodes({ now, log = (msg) => console.log(msg) }) {
  const codes = new Map(); // mobileNum -> { code, countryDialingCode, purpose, sentAt, expiresAt }

  /** Sends a code; returns null, or 'sms.too.frequent' when the last send was under 60 s ago. */
  function send(countryDialingCode, mobileNum, purpose, code = String(randomInt(0, 1_000_000)).padStart(6, '0')) {
    const last = codes.get(mobileNum);
    if (last && now() - last.sentAt < SMS_RESEND_MS) return 'sms.too.frequent';
    const sentAt = now();
    codes.set(mobileNum, { code, countryDialingCode, purpose, sentAt, expiresAt: sentAt + SMS_EXPIRED_MINUTES * 60_000 });
    log(`[preview-platform] SMS to +${countryDialingCode} ${mobileNum} (${purpose}): ${code}`);
    return null;
  }

  /** Checks and uses a code: null when right, else 'verification.code.invalid' / 'verification.code.expired'. */
  function verify(mobileNum, code) {
    const entry = codes.get(mobileNum);
    if (!entry || typeof code !== 'string' || code !== entry.code) return 'verification.code.invalid';
    if (entry.expiresAt <= now()) return 'verification.code.expired';
    codes.delete(mobileNum);
    return null;
  }

  const peek = (mobileNum) => codes.get(mobileNum) ?? null;

  /** Preview only: the code sent to the number expires now, and another may be sent at once. */
  function expire(mobileNum) {
    const entry = codes.get(mobileNum);
    if (!entry) return false;
    entry.sentAt = now() - SMS_RESEND_MS;
    entry.expiresAt = now();
    return true;
  }

  return { send, verify, peek, expire };
}
