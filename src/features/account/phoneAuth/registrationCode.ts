/**
 * The registration's phone code through the phone-auth service (issue 19), where the brand's
 * `info.sms` configures one (contract registrationCodeChannel): the code button sends through the
 * adapter (1-minute countdown; too many requests holds it 5 minutes, in the log-in popup's words),
 * and the submit turns the typed code into the service's id token, which the register body
 * carries (contract firebaseRegisterFields). A token is kept for its number and code until the
 * platform refuses it or a new code is sent: a registration refused for another field is sent
 * again without a second confirm (the service takes a code once).
 */
import { useMemo, useRef } from 'react';
import { PHONE_AUTH_CODE_SECONDS, PHONE_AUTH_RETRY_AFTER_SECONDS, registrationCodeChannel } from '../../../contract/phoneSignIn';
import { readPhoneAuth } from '../../../contract/readers/phoneAuth';
import type { CodeSender } from '../SmsCodeButton';
import { PhoneAuthError } from './adapter';
import { usePhoneAuthAdapter, usePhoneAuthErrorText } from './hooks';
import type { PhoneAuthProvider } from '../../../contract/readers/phoneAuth';

export interface RegistrationPhoneCode {
  sender: CodeSender;
  /** the service's id token for this number's code (a PhoneAuthError when the service refuses it) */
  tokenFor: (mobile: string, code: string) => Promise<string>;
  /** the platform refused the token: the next submit confirms again */
  forget: () => void;
  /** the words for a refused confirm */
  errorText: (e: unknown) => string;
}

/** The phone-auth code of a registration, or null where the platform's SMS code serves (no service). */
export function useRegistrationPhoneCode(sms: unknown): RegistrationPhoneCode | null {
  const provider = useMemo(() => (registrationCodeChannel(sms) === 'phoneAuth' ? readPhoneAuth(sms) : null), [sms]);
  return useServiceCode(provider);
}

function useServiceCode(provider: PhoneAuthProvider | null): RegistrationPhoneCode | null {
  // the hooks run whatever the brand (rules of hooks); the adapter loads only on a send
  const adapter = usePhoneAuthAdapter(provider ?? NO_PROVIDER);
  const errorText = usePhoneAuthErrorText();
  const confirmed = useRef<{ mobile: string; code: string; token: string } | null>(null);
  return useMemo(() => {
    if (!provider) return null;
    return {
      sender: {
        async send(mobile, dialingCode) {
          confirmed.current = null;
          await (await adapter()).sendCode(dialingCode, mobile);
          return PHONE_AUTH_CODE_SECONDS;
        },
        errorText,
        holdAfter: (e) => (e instanceof PhoneAuthError && e.reason === 'tooManyRequests' ? PHONE_AUTH_RETRY_AFTER_SECONDS : 0),
      },
      async tokenFor(mobile, code) {
        const known = confirmed.current;
        if (known && known.mobile === mobile && known.code === code) return known.token;
        const token = await (await adapter()).confirm(code);
        confirmed.current = { mobile, code, token };
        return token;
      },
      forget: () => void (confirmed.current = null),
      errorText,
    };
  }, [provider, adapter, errorText]);
}

/** never loaded: stands in for "no service" so the hooks keep their order */
const NO_PROVIDER: PhoneAuthProvider = { kind: 'standIn', base: '' };
