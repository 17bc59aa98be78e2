/**
 * The bodies of the SMS code sends before a session (POST /wps/verification/sms/register and
 * /wps/verification/sms/noLogin, calls/account.ts), one place for the site and the preview.
 *
 * From the real client's public code (calls/signIn.ts): the registration code's send is
 * `{ countryDialingCode, mobileNo, ...the puzzle of product sms }`; the log-in code's send is
 * `{ countryDialingCode, mobileNum }` alone.
 *
 * DESIGNED (not found: the real client's reset by phone sends its code with no check;
 * docs/brand-folder-and-endpoints.md, "The human check"): the password reset's send goes to the
 * log-in code's path with `purpose: 'resetPassword'` and, where GEETEST3 is on, the answer of a
 * puzzle of product `sms` (the product of the other code send before a session), so the platform
 * can ask for the puzzle there and not on the log-in code's send.
 */
export type CodeSendPurpose = 'noLogin' | 'register' | 'reset';

/** The marker of the reset's send (DESIGNED, above). */
export const RESET_CODE_SEND_PURPOSE = 'resetPassword';

export function codeSendBody(purpose: CodeSendPurpose, mobileNum: string, countryDialingCode: string, humanCheck: object | null = null): Record<string, unknown> {
  if (purpose === 'register') return { countryDialingCode, mobileNo: mobileNum, ...humanCheck };
  if (purpose === 'reset') return { countryDialingCode, mobileNum, purpose: RESET_CODE_SEND_PURPOSE, ...humanCheck };
  return { countryDialingCode, mobileNum };
}
