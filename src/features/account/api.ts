/**
 * The account area's platform calls. Encrypted calls go through `src/api/secure.ts`, loaded
 * only when a form submits (the crypto never lands on the home page).
 */
import { call } from '../../api/client';
import { isApiError } from '../../api/errors';
import * as accountCalls from '../../contract/calls/account';
import { firebaseLoginBody, type FirebaseChannel } from '../../contract/phoneSignIn';
import type { HumanCheckAnswer } from '../../contract/readers/signIn';
import type { CodeSendReply } from '../../contract/verification';
import { codeSendBody, type CodeSendPurpose } from '../../contract/codeSend';

/** The per-device UUID that goes into login and register payloads (localStorage, platform contract). */
export function loginDeviceId(): string {
  try {
    const known = localStorage.getItem('loginDeviceId');
    if (known) return known;
    const id = globalThis.crypto.randomUUID();
    localStorage.setItem('loginDeviceId', id);
    return id;
  } catch {
    return 'web-device';
  }
}

/** DELETE /wps/session/logout for the session of `token`; a failure does not keep the player logged in. */
export async function logoutCall(token: string): Promise<void> {
  try {
    await call(accountCalls.logout, { token });
  } catch {
    /* the session ends locally either way */
  }
}

export interface LoginReply {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

export type LoginPayload =
  | { type: 'username'; username: string; password: string; captcha?: string; humanCheck?: HumanCheckAnswer | null }
  | { type: 'sms'; mobileNum: string; verificationCode: string; countryDialingCode: string };

export async function loginCall(payload: LoginPayload): Promise<LoginReply> {
  const body =
    payload.type === 'username'
      ? { username: payload.username, password: payload.password, ...(payload.captcha ? { captcha: payload.captcha } : {}), ...payload.humanCheck, type: 'username' }
      : {
          type: 'sms',
          mobileNum: payload.mobileNum,
          countryDialingCode: payload.countryDialingCode,
          verificationCode: payload.verificationCode,
        };
  return call<LoginReply>(accountCalls.login, { body: { ...body, loginDeviceId: loginDeviceId() } });
}

/** The platform log-in with the phone-auth service's id token (the body is designed: contract/phoneSignIn.ts). */
export function firebaseLoginCall(channel: FirebaseChannel, idToken: string): Promise<LoginReply> {
  return call<LoginReply>(accountCalls.login, { body: { ...firebaseLoginBody(channel, idToken), loginDeviceId: loginDeviceId() } });
}

/** The captcha image as a data URL (value is Base64 PNG, sometimes `value.img`); never cached. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<string> {
  const value = await call<string | { img?: string }>(accountCalls.captcha, { params: { t: Date.now(), loginDeviceId: loginDeviceId() }, signal });
  const b64 = typeof value === 'string' ? value : (value?.img ?? '');
  if (!b64) throw new Error('no captcha image');
  return b64.startsWith('data:') ? b64 : `data:image/png;base64,${b64}`;
}

export type SmsPurpose = CodeSendPurpose;


/** `countryDialingCode`: the brand's (BrandModel registration.dialingCode), or the one the player typed where the brand lets them */
/** `humanCheck`: the passed puzzle's fields (GEETEST3, product `sms`), which the registration and reset code calls carry (contract/codeSend.ts) */
export function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string, humanCheck: HumanCheckAnswer | null = null): Promise<CodeSendReply | null> {
  return call<CodeSendReply | null>(purpose === 'register' ? accountCalls.smsRegisterCode : accountCalls.smsLoginCode, {
    body: codeSendBody(purpose, mobileNum, countryDialingCode, humanCheck),
  });
}

/** GET /wps/agent/affiliate: true when the platform accepts the code for this domain. */
export async function checkAffiliate(code: string, domain: string = window.location.hostname): Promise<boolean> {
  try {
    const value = await call<unknown>(accountCalls.affiliate, { params: { code, domain } });
    return value === true || value === 'true';
  } catch (e) {
    // the platform refuses an unknown code with success: false; transport failures still throw
    if (isApiError(e) && e.kind === 'platform') return false;
    throw e;
  }
}

/** What the real client adds to every registration: where it came from and how (spec section 3). */
function registrationSource() {
  return { registerUrl: window.location.origin, domain: window.location.hostname, registerMethod: 'WEB', loginDeviceId: loginDeviceId() };
}

export async function registerCall(payload: Record<string, unknown>): Promise<{ username: string }> {
  return call<{ username: string }>(accountCalls.register, { body: { ...payload, ...registrationSource() } });
}

export async function registerMobileCall(payload: Record<string, unknown>): Promise<{ username: string; password: string }> {
  return call<{ username: string; password: string }>(accountCalls.registerMobile, { body: { ...payload, ...registrationSource() } });
}

export async function changePasswordCall(payload: { oldPassword?: string; newPassword: string; confirmNewPassword: string }): Promise<unknown> {
  return call(accountCalls.changePassword, { body: payload });
}

/** Forgot by email: a form-encoded POST (spec section 3). */
export function forgotByEmailCall(username: string, email: string): Promise<unknown> {
  return call(accountCalls.forgotPasswordByEmail, { body: { username, email } });
}

export async function forgotByPhoneCall(payload: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode: string }): Promise<{ username: string }> {
  return call<{ username: string }>(accountCalls.forgotPasswordByPhone, { body: payload });
}

/**
 * Free play: a guest (trial, type 4) session. The body is what the real client posts: the device's
 * os, platform W, the encrypted random string (`Encryption`) and the gateway version 3.
 */
export async function freePlayCall(): Promise<{ token: string }> {
  const { freePlayEncryption } = await import('../../api/secure');
  const os = /android/i.test(navigator.userAgent) ? 'android' : /iphone|ipad/i.test(navigator.userAgent) ? 'ios' : 'web';
  const body = { os, platform: 'W', Encryption: await freePlayEncryption(), 'X-Gateway-Version': 3 };
  return call<{ token: string }>(accountCalls.freePlay, { body });
}

/** Reads a failed login's captcha flag (`value.captcha === true`). */
export function asksForCaptcha(error: unknown): boolean {
  const value = (error as { value?: unknown } | null)?.value;
  return !!value && typeof value === 'object' && (value as { captcha?: unknown }).captcha === true;
}
