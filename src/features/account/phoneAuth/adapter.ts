/**
 * The one way the site talks to the phone-auth service (issue 19): send a code to a number,
 * confirm the code into an id token, or sign in with a social provider into an id token. Two
 * implementations, loaded only when a sign-in starts (neither reaches the home page): the real
 * service's SDK (firebase) where the brand's `info.sms` configures it, and the preview platform's
 * stand-in where the preview rewrote it (contract/readers/phoneAuth.ts). Every failure is a
 * PhoneAuthError with one reason of the contract's closed set (contract/phoneSignIn.ts).
 */
import type { PhoneAuthProvider } from '../../../contract/readers/phoneAuth';
import { phoneAuthReason, type PhoneAuthReason, type PhoneAuthSocial } from '../../../contract/phoneSignIn';

export interface PhoneAuthAdapter {
  /** sends the code; the confirm that follows belongs to this send */
  sendCode(dialingCode: string, number: string): Promise<void>;
  /** the service's id token for the code of the last send */
  confirm(code: string): Promise<string>;
  /** the service's id token after the provider's popup */
  signInWith(provider: PhoneAuthSocial): Promise<string>;
}

export class PhoneAuthError extends Error {
  constructor(
    readonly reason: PhoneAuthReason,
    /** what the service or the transport threw (an unknown reason shows its own text) */
    override readonly cause?: unknown,
  ) {
    super(reason);
    this.name = 'PhoneAuthError';
  }
}

/** A thrown service error as a PhoneAuthError: its `code` (firebase) or `errorCode` (the stand-in) read by the contract. */
export function toPhoneAuthError(error: unknown): PhoneAuthError {
  if (error instanceof PhoneAuthError) return error;
  const e = (error ?? {}) as { code?: unknown; errorCode?: unknown };
  return new PhoneAuthError(phoneAuthReason(e.code ?? e.errorCode), error);
}

/** The adapter for the brand's provider, its code loaded on first use. */
export async function loadPhoneAuthAdapter(provider: PhoneAuthProvider): Promise<PhoneAuthAdapter> {
  if (provider.kind === 'standIn') return (await import('./standIn')).createStandInAdapter(provider.base);
  return (await import('./firebase')).createFirebaseAdapter(provider.config);
}
