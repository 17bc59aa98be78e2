/**
 * The phone-auth adapter over the real service (firebase's modular SDK), where the brand's
 * `info.sms` configures it. Loaded only when a phone or social sign-in starts: the SDK never
 * reaches the home page. The human check firebase asks before a send is its invisible reCAPTCHA,
 * in an element of its own added to the page for the send and removed after.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  getAuth,
  GoogleAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  TwitterAuthProvider,
  type AuthProvider,
  type ConfirmationResult,
} from 'firebase/auth';
import type { FirebaseConfig } from '../../../contract/readers/phoneAuth';
import type { PhoneAuthSocial } from '../../../contract/phoneSignIn';
import { PhoneAuthError, toPhoneAuthError, type PhoneAuthAdapter } from './adapter';

const APP_NAME = 'phone-auth';

const PROVIDERS: Record<PhoneAuthSocial, () => AuthProvider> = {
  google: () => new GoogleAuthProvider(),
  facebook: () => new FacebookAuthProvider(),
  twitter: () => new TwitterAuthProvider(),
};

export function createFirebaseAdapter(config: FirebaseConfig): PhoneAuthAdapter {
  const app = getApps().some((a) => a.name === APP_NAME) ? getApp(APP_NAME) : initializeApp(config, APP_NAME);
  const auth = getAuth(app);
  let pending: ConfirmationResult | null = null;

  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      throw toPhoneAuthError(e);
    }
  };

  return {
    sendCode: (dialingCode, number) =>
      guard(async () => {
        pending = null;
        const holder = document.createElement('div');
        document.body.append(holder);
        const verifier = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
        try {
          pending = await signInWithPhoneNumber(auth, `+${dialingCode}${number.replace(/^0+/, '')}`, verifier);
        } finally {
          verifier.clear();
          holder.remove();
        }
      }),
    confirm: (code) =>
      guard(async () => {
        if (!pending) throw new PhoneAuthError('codeExpired');
        const credential = await pending.confirm(code);
        return credential.user.getIdToken();
      }),
    signInWith: (provider) =>
      guard(async () => {
        const credential = await signInWithPopup(auth, PROVIDERS[provider]());
        return credential.user.getIdToken();
      }),
  };
}
