/** Log-in, registration, passwords and the member's own info. */
import type { CallSpec } from '../callSpec';

/** the RSA modulus (hex) that wraps an encrypted call's key (`t=<ms>`, never cached) */
export const rsaKey = { method: 'GET', path: '/wps/session/key/rsa' } as const satisfies CallSpec;
export const login = { method: 'POST', path: '/wps/session/login', encrypted: true } as const satisfies CallSpec;
/** a guest (trial, type 4) session: body `{ os, platform: "W", Encryption, "X-Gateway-Version": 3 }`, Encryption being a random string reversed under RSA */
export const freePlay = { method: 'POST', path: '/wps/session/login/freeplay', gatewayVersion: '3' } as const satisfies CallSpec;
export const logout = { method: 'DELETE', path: '/wps/session/logout', session: true } as const satisfies CallSpec;
/** a Base64 PNG (`t=<ms>`, never cached) */
export const captcha = { method: 'GET', path: '/wps/captcha' } as const satisfies CallSpec;
/** the log-in code (body `{ countryDialingCode, mobileNum }`) */
export const smsLoginCode = { method: 'POST', path: '/wps/verification/sms/noLogin' } as const satisfies CallSpec;
/** the registration code (body `{ countryDialingCode, mobileNo }`) */
export const smsRegisterCode = { method: 'POST', path: '/wps/verification/sms/register' } as const satisfies CallSpec;
/** is this affiliate code accepted (`code`, `domain`) */
export const affiliate = { method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3' } as const satisfies CallSpec;
export const register = { method: 'PUT', path: '/wps/member/register', encrypted: true } as const satisfies CallSpec;
export const registerMobile = { method: 'PUT', path: '/wps/member/register/mobile', encrypted: true } as const satisfies CallSpec;
export const memberInfo = { method: 'GET', path: '/wps/member/info', session: true, moduleId: 'COMM3' } as const satisfies CallSpec;
export const balance = { method: 'GET', path: '/wps/v2/wallets/balance', session: true, moduleId: 'COMM3' } as const satisfies CallSpec;
export const changePassword = { method: 'POST', path: '/wps/member/password', session: true, encrypted: true } as const satisfies CallSpec;
export const forgotPasswordByEmail = { method: 'POST', path: '/wps/member/password/email', form: true } as const satisfies CallSpec;
export const forgotPasswordByPhone = { method: 'POST', path: '/wps/member/password/verification', encrypted: true } as const satisfies CallSpec;
/** the merchant's wallet mode (seamless page) */
export const merchantWallet = { method: 'GET', path: '/wps/relay/GCS_merchantWallet', session: true, moduleId: 'COMM3' } as const satisfies CallSpec;
/** the player's points: `value` is a plain number */
export const pointBalance = { method: 'GET', path: '/wps/relay/MCS2_getPointBalance', session: true, moduleId: 'PTSYS3' } as const satisfies CallSpec;
/** the player's avatar: `{ avatar, avatarType: "STATIC" | "CUSTOM" }` (a STATIC avatar is an icon id, a CUSTOM one an uploaded image's URL) */
export const playerAvatar = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', session: true } as const satisfies CallSpec;
/** the legacy profile icon id (`value` a number or string), drawn from the image CDN's B2C/<MERCHANT>/PROFILE/ */
export const memberIcon = { method: 'GET', path: '/wps/member/info/icon', session: true, moduleId: 'PROFPIC3' } as const satisfies CallSpec;
