/**
 * The security centre (platform-contract-member-agent.md §10): the overview, mobile and e-mail
 * verification, security questions (the payment password's reset), real name and ID, the avatar
 * and a linked social account. Bodies marked "not found" are designed here, in one place.
 */
import type { CallSpec } from '../callSpec';
import { FLAG } from '../flags';

/** -> `{ info: { <item>: { enabled, isComplete, status } }, completeProgress: 0..100 }` */
export const securityConfig = { method: 'GET', path: '/wps/v2/member/securityConfig', session: true, moduleId: FLAG.MEMBER_COMMON } as const satisfies CallSpec;
/** a code to a new number: `{ mobileNum, operationType, countryDialingCode }` -> `{ expirationTime }` (ms) */
export const smsSend = { method: 'POST', path: '/wps/v2/verification/sms/send', session: true, moduleId: FLAG.VERIFICATION } as const satisfies CallSpec;
/** a code to the verified number (a withdrawal's SMS step: operationType 9) */
export const smsSendVerified = { method: 'POST', path: '/wps/v2/verification/sms/send-verified', session: true, moduleId: FLAG.VERIFICATION } as const satisfies CallSpec;
/** binds the number: `{ countryDialingCode, mobileNum, verificationCode }` */
export const smsVerify = { method: 'POST', path: '/wps/v2/verification/sms/verify', session: true, moduleId: FLAG.VERIFICATION } as const satisfies CallSpec;
/** `{ email, operationType }` -> `{ expirationTime }` */
export const mailSend = { method: 'POST', path: '/wps/v2/verification/mail/send', session: true, moduleId: FLAG.VERIFICATION } as const satisfies CallSpec;
/** binds the address: `{ email, verificationCode }` */
export const mailVerify = { method: 'POST', path: '/wps/v2/verification/mail/verify', session: true, moduleId: FLAG.VERIFICATION } as const satisfies CallSpec;
/** the questions a player may pick: `[{ questionId, question }]` */
export const securityQuestions = { method: 'GET', path: '/wps/member/securityQuestions', session: true, moduleId: FLAG.SECURITY_QUESTIONS } as const satisfies CallSpec;
/** the player's own questions (no answers): `[{ questionId, question }]` */
export const customerSecurityQuestions = { method: 'GET', path: '/wps/v2/member/customerSecurityQuestions', session: true, moduleId: FLAG.SECURITY_QUESTIONS } as const satisfies CallSpec;
/** `{ questions: [{ questionId, answer }] }` (designed) */
export const setSecurityQuestions = { method: 'PUT', path: '/wps/member/customerSecurityQuestions', session: true, encrypted: true, moduleId: FLAG.SECURITY_QUESTIONS } as const satisfies CallSpec;
/** the identity fields the platform asks for: `{ fields[]{ name, required, value, locked } }` (designed) */
export const identityFields = { method: 'GET', path: '/wps/relay/MCSFE_getDictionaryIdTypeAndKycFields', session: true, moduleId: FLAG.MEMBER_COMMON } as const satisfies CallSpec;
/** `{ realName, idNumber, … }` */
export const updateIdentity = { method: 'POST', path: '/wps/relay/MCSFE_updateIdTypeAndKycFields', session: true, moduleId: FLAG.MEMBER_COMMON } as const satisfies CallSpec;
// the avatar is read with account.ts's playerAvatar (the header and the security centre alike)
/**
 * `{ avatar: "3", avatarType: "STATIC" }`, or a picture of the player's own as
 * `{ avatar: "data:image/png;base64,…", avatarType: "CUSTOM" }` (designed: the real client's upload
 * body is not found; the avatar call then answers CUSTOM with the picture's URL)
 */
export const updateAvatar = { method: 'POST', path: '/wps/relay/MCSFE_uploadPlayerAvatar', session: true, moduleId: FLAG.PROFILE_PICTURE } as const satisfies CallSpec;
/**
 * -> `{ list: [{ socialType, linked, account }] }`. The contract names the two calls and gates them
 * by no modId; their fields are not found in the real client: designed here (docs/security-centre.md).
 * The site offers linking only for the networks this reply lists.
 */
export const socialAccounts = { method: 'GET', path: '/wps/relay/MCSFE_getDictionarySocialTypeFields', session: true } as const satisfies CallSpec;
/** links one for good (no unlink call exists): `{ socialType, account }` (designed) */
export const linkSocialAccount = { method: 'POST', path: '/wps/relay/MCSFE_updateSocialTypeFields', session: true } as const satisfies CallSpec;
