/** The phone-auth adapter over the preview platform's stand-in (contract/phoneSignIn.ts PHONE_AUTH_STAND_IN). */
import { request } from '../../../api/client';
import { PHONE_AUTH_STAND_IN } from '../../../contract/phoneSignIn';
import { PhoneAuthError, toPhoneAuthError, type PhoneAuthAdapter } from './adapter';

export function createStandInAdapter(base: string): PhoneAuthAdapter {
  let verificationId: string | null = null;
  const post = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    try {
      return await request<T>(`${base}${path}`, { method: 'POST', body, envelope: true });
    } catch (e) {
      throw toPhoneAuthError(e);
    }
  };
  const tokenOf = (reply: { idToken?: unknown } | null): string => {
    if (typeof reply?.idToken !== 'string' || !reply.idToken) throw new PhoneAuthError('unknown');
    return reply.idToken;
  };
  return {
    async sendCode(dialingCode, number) {
      verificationId = null;
      const reply = await post<{ verificationId?: unknown } | null>(PHONE_AUTH_STAND_IN.sendCode, { countryDialingCode: dialingCode, mobileNum: number });
      verificationId = typeof reply?.verificationId === 'string' ? reply.verificationId : null;
    },
    async confirm(code) {
      if (!verificationId) throw new PhoneAuthError('codeExpired');
      return tokenOf(await post(PHONE_AUTH_STAND_IN.confirm, { verificationId, code }));
    },
    async signInWith(provider) {
      return tokenOf(await post(PHONE_AUTH_STAND_IN.popup, { provider }));
    },
  };
}
