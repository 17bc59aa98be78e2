/**
 * The platform's error codes the site words itself, in the player's language: the platform's own
 * message is English whatever the Language header says. Every key is in the `errors` section,
 * which loads with the first paint, so a refusal reads the same on any page. A code not listed
 * keeps the platform's message (useErrorText).
 */
import {
  FUNCTION_NOT_AVAILABLE,
  HUMAN_CHECK_FAILED,
  INSUFFICIENT_BALANCE,
  INVALID_PASSWORD,
  NO_PAYMENT_PASSWORD,
  NON_MEMBER_LOGIN,
  SYSTEM_BUSY,
  USER_NOT_EXIST,
  WRONG_CAPTCHA,
  WRONG_PASSWORD,
  WRONG_PAYMENT_PASSWORD,
  WRONG_TRANSFER_PASSWORD,
} from '../contract/errorCodes';

export const PLATFORM_ERROR_KEYS: Readonly<Record<string, string>> = {
  [USER_NOT_EXIST]: 'errors.platform.userNotExist',
  [NON_MEMBER_LOGIN]: 'errors.platform.nonMember',
  [WRONG_PASSWORD]: 'errors.platform.wrongPassword',
  [WRONG_CAPTCHA]: 'errors.platform.wrongCaptcha',
  [HUMAN_CHECK_FAILED]: 'errors.platform.humanCheckRefused',
  [FUNCTION_NOT_AVAILABLE]: 'errors.platform.functionNotAvailable',
  [SYSTEM_BUSY]: 'errors.platform.systemBusy',
  [INVALID_PASSWORD]: 'errors.platform.wrongPassword',
  [WRONG_TRANSFER_PASSWORD]: 'errors.platform.wrongPassword',
  [WRONG_PAYMENT_PASSWORD]: 'errors.platform.paymentPasswordWrong',
  [NO_PAYMENT_PASSWORD]: 'errors.platform.noPaymentPassword',
  [INSUFFICIENT_BALANCE]: 'errors.platform.insufficientBalance',
};

/** The string key for a platform error code, or null where the platform's own message stands. */
export function platformErrorKey(code: string | null | undefined): string | null {
  return code && Object.hasOwn(PLATFORM_ERROR_KEYS, code) ? PLATFORM_ERROR_KEYS[code]! : null;
}
