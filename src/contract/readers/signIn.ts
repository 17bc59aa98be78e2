/**
 * The replies of the sign-in safeguards: the challenge a log-in answers with when it needs a
 * second step (errorCodes.ts LOGIN_VERIFICATION_REQUIRED), and the human check's settings
 * (calls/signIn.ts geetest). Their shapes are the contract's design where the real client's public
 * code is silent (calls/signIn.ts); tolerant of case and of a list sent as text, strict on the
 * token and the stand-in's numbers, which go back to the platform or into a style.
 */
import { isRecord } from '../findings';
import type { Geetest4Validate } from '../geetest4';

export type VerificationMethod = 'SMS' | 'GOOGLE' | 'PAYEE';
export const VERIFICATION_METHODS: readonly VerificationMethod[] = ['SMS', 'GOOGLE', 'PAYEE'];

export interface VerificationChallenge {
  /** hands the second step to the account whose password was right; never the password itself */
  verifyToken: string;
  /** why the platform asks: a log-in from an unregistered IP, or a two-factor account */
  reason: 'newIp' | 'twoFactor';
  /** the ways the player may answer, in the platform's order (SMS when it names none it knows) */
  methods: VerificationMethod[];
  /** the account's number as the platform masks it (e.g. 0917****567), shown as text */
  mobileHint: string | null;
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{8,512}$/;
const HINT_MAX = 40;

function methodOf(value: unknown): VerificationMethod | null {
  const key = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (key === 'MOBILE' || key === 'PHONE') return 'SMS';
  if (key === 'GA' || key === 'GOOGLE_AUTH') return 'GOOGLE';
  if (key === 'BANK' || key === 'PAYEENAME') return 'PAYEE';
  return (VERIFICATION_METHODS as readonly string[]).includes(key) ? (key as VerificationMethod) : null;
}

/** The challenge of a refused log-in's `value`, or null when it carries none the site can answer. */
export function readVerificationChallenge(value: unknown): VerificationChallenge | null {
  if (!isRecord(value)) return null;
  const verifyToken = typeof value.verifyToken === 'string' ? value.verifyToken : null;
  if (!verifyToken || !TOKEN.test(verifyToken)) return null;
  const rawMethods = Array.isArray(value.methods) ? value.methods : typeof value.methods === 'string' ? value.methods.split(',') : [];
  const methods = [...new Set(rawMethods.map(methodOf).filter((m): m is VerificationMethod => m !== null))];
  const reason = String(value.reason ?? '').replace(/[\s_-]/g, '').toUpperCase();
  const hint = typeof value.mobileNum === 'string' && value.mobileNum.length <= HINT_MAX ? value.mobileNum : null;
  return {
    verifyToken,
    reason: reason === 'TWOFACTOR' || reason === '2FA' ? 'twoFactor' : 'newIp',
    methods: methods.length > 0 ? methods : ['SMS'],
    mobileHint: hint,
  };
}

/**
 * The products the human check is asked for, as the real client names them. The password reset's
 * code send asks for `sms` too (DESIGNED: the real client's reset sends no check; it is an SMS
 * send like the registration code's, so it takes that product's puzzle; calls/signIn.ts).
 */
export type HumanCheckProduct = 'login' | 'register' | 'sms';

/**
 * The preview platform's stand-in for the puzzle: a slider whose gap it placed (`gap`, a fraction
 * of the track) and checks itself; a real platform never sends it.
 */
export interface HumanCheckStandIn {
  lotNumber: string;
  gap: number;
}

export interface HumanCheckSettings {
  /** the provider's id of this merchant's check (geetest V4 `captcha_id`, V3 `gt`) */
  captchaId: string | null;
  standIn: HumanCheckStandIn | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** the preview platform's captcha id of its stand-in puzzle: never GeeTest's */
export const PREVIEW_CAPTCHA_ID = 'preview';

export function readHumanCheckSettings(raw: unknown): HumanCheckSettings {
  const value = isRecord(raw) ? raw : {};
  const id = [value.captcha_id, value.captchaId, value.gt].find((v): v is string => typeof v === 'string' && ID.test(v)) ?? null;
  const s = isRecord(value.standIn) ? value.standIn : null;
  const gap = typeof s?.gap === 'number' ? s.gap : Number.NaN;
  const lot = typeof s?.lotNumber === 'string' && ID.test(s.lotNumber) ? s.lotNumber : null;
  return { captchaId: id, standIn: lot && gap >= 0.2 && gap <= 0.95 ? { lotNumber: lot, gap } : null };
}

/** What a passed check adds to the body it guards (the V4 fields the real client spreads into it). */
export interface HumanCheckAnswer {
  geetestValidateV4: Geetest4Validate;
}

/**
 * Which puzzle a check shows: the preview's stand-in where it sent one, else GeeTest's V4 widget
 * with the settings' captcha id, else with the brand's `info.gw` id (geetest4.ts readGeetestId);
 * null: nothing to show (the check cannot be passed: the site says so and offers a retry).
 */
export type HumanCheckSource =
  | { kind: 'standIn'; captchaId: string; puzzle: HumanCheckStandIn }
  | { kind: 'geetest4'; captchaId: string };

export function humanCheckSource(settings: HumanCheckSettings, brandGeetestId: string | null): HumanCheckSource | null {
  if (settings.standIn) return { kind: 'standIn', captchaId: settings.captchaId ?? 'preview', puzzle: settings.standIn };
  const captchaId = settings.captchaId ?? brandGeetestId;
  return captchaId && captchaId !== PREVIEW_CAPTCHA_ID ? { kind: 'geetest4', captchaId } : null;
}
