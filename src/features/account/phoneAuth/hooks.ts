/**
 * What every use of the phone-auth service shares (the log-in popup's phone and social sign-in,
 * the registration's phone code): the adapter, loaded once on the first use and tried again after
 * a failed load, and the words for a failure.
 */
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_AUTH_RETRY_AFTER_MINUTES } from '../../../contract/phoneSignIn';
import type { PhoneAuthProvider } from '../../../contract/readers/phoneAuth';
import { useErrorText } from '../../../ui/StatusMessage';
import { LoginLoadFailed } from '../lazyLogin';
import { loadPhoneAuthAdapter, PhoneAuthError, type PhoneAuthAdapter } from './adapter';

export type AdapterOf = () => Promise<PhoneAuthAdapter>;

/** The brand's adapter, its code fetched on the first call (never before a player starts). */
export function usePhoneAuthAdapter(provider: PhoneAuthProvider): AdapterOf {
  const adapterRef = useRef<Promise<PhoneAuthAdapter> | null>(null);
  return useCallback(() => {
    const loading = (adapterRef.current ??= loadPhoneAuthAdapter(provider));
    // a failed load is tried again on the next use
    loading.catch(() => (adapterRef.current = null));
    return loading;
  }, [provider]);
}

/** The failure's words: the spec's for the service's reasons, the platform's message for the platform's. */
export function usePhoneAuthErrorText() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (e: unknown): string => {
      if (e instanceof LoginLoadFailed) return t('errors.partFailed');
      if (!(e instanceof PhoneAuthError)) return errorText(e);
      if (e.reason === 'unknown' && e.cause !== undefined) return errorText(e.cause);
      return t(`account.phoneAuthError_${e.reason}`, { minutes: PHONE_AUTH_RETRY_AFTER_MINUTES });
    },
    [errorText, t],
  );
}
