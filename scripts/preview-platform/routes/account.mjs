// Accounts: the RSA key, login (username and SMS), captcha, SMS codes, affiliate check,
// registration (username and mobile), member info, balance, passwords, free play, logout, and the
// preview-only helpers under /__preview (SMS codes, captcha answers, session expiry).
// Encrypted calls are decrypted with the brand's own RSA key pair (crypto.mjs).
import { createHash, randomBytes } from 'node:crypto';
import { createAccounts, generatePassword, memberInfo, MEMBER_TYPES, setPassword, TRIAL_TYPE, verifyPassword } from '../accounts.mjs';
import { drawCaptcha, randomDigits } from '../captcha.mjs';
import { createRsaKey, decryptKeyHeader, decryptRequest, modulusHex } from '../crypto.mjs';
import { HttpError } from '../envelope.mjs';
import { checkField, checkRegistration, FieldError, readRules, textOf } from '../registerRules.mjs';
import { createSmsCodes, SMS_EXPIRED_MINUTES } from '../sms.mjs';
import { contract } from '../contract.mjs';

export const CAPTCHA_COOKIE = 'wps_captcha';
const CAPTCHA_TTL_MS = 5 * 60_000;

const nowOf = (state) => (typeof state.now === 'function' ? state.now() : Date.now());

/** 200 with `success: false`: the platform's business errors arrive with HTTP 200. */
export const fail = (errorCode, message, value = null) => new HttpError(200, errorCode, message, value);

// ---------------------------------------------------------------------------------------------
// per-brand parts of the platform state

const rsaKey = ({ state, code }) => state.slot(code, 'rsa', () => createRsaKey());
export const accountsOf = ({ state, store, code }) => state.slot(code, 'accounts', () => createAccounts(store.brandDir(code)));
/**
 * Builds a brand's accounts (each seed password hashed with scrypt: about 15 ms an account) and its
 * RSA key now, not in the first call that needs them, which would otherwise hold every other
 * reply behind it (server.mjs warm).
 */
export function prepareAccounts(ctx) {
  accountsOf(ctx);
  rsaKey(ctx);
}
export const smsOf = ({ state, code }) =>
  state.slot(code, 'sms', () => createSmsCodes({ now: () => nowOf(state), log: state.log ?? ((msg) => console.log(msg)) }));
/** username (lower case) of every account that must pass the captcha since a failed login */
const captchaFlagsOf = ({ state, code }) => state.slot(code, 'captchaFlags', () => new Set());
/** key (cookie id or `device:<loginDeviceId>`) -> { code, expiresAt, keys } */
const captchasOf = ({ state, code }) => state.slot(code, 'captchas', () => new Map());

export const flagsOf = (store, code) => contract.readWhitelabel(store.permission(code)?.info?.whitelabel).flags;

/** name -> FieldRule of the brand's registration settings, read as the site reads them. */
const registrationRules = (store, code) => readRules(store.registration(code));

function cookieOf(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export const decrypt = (ctx) => decryptRequest(rsaKey(ctx), ctx.req, ctx.body);

export function accountOfSession(ctx) {
  const account = accountsOf(ctx).find(ctx.username);
  if (!account) throw new HttpError(401, 'login.not.session', 'Not logged in, please log in.');
  return account;
}

// ---------------------------------------------------------------------------------------------
// captcha

function captchaKeys(ctx, loginDeviceId) {
  const keys = [];
  const cookie = cookieOf(ctx.req, CAPTCHA_COOKIE);
  if (cookie) keys.push(`cookie:${cookie}`);
  if (typeof loginDeviceId === 'string' && loginDeviceId) keys.push(`device:${loginDeviceId}`);
  return keys;
}

/** GET /wps/captcha?t=&loginDeviceId=: a new 4-digit captcha for this cookie (and device id), Base64 PNG. */
function captcha(ctx) {
  const { req, res, query } = ctx;
  let cookie = cookieOf(req, CAPTCHA_COOKIE);
  if (!cookie) {
    cookie = randomBytes(12).toString('hex');
    res.setHeader('Set-Cookie', `${CAPTCHA_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax`);
  }
  const keys = [`cookie:${cookie}`];
  const device = query.get('loginDeviceId');
  if (device) keys.push(`device:${device}`);
  const store = captchasOf(ctx);
  for (const key of keys) store.get(key)?.keys.forEach((k) => store.delete(k));
  const entry = { code: randomDigits(4), expiresAt: nowOf(ctx.state) + CAPTCHA_TTL_MS, keys };
  for (const key of keys) store.set(key, entry);
  return drawCaptcha(entry.code).toString('base64');
}

/** Checks and uses up the captcha of this cookie or device: single use, right or wrong. */
function consumeCaptcha(ctx, loginDeviceId, answer) {
  const store = captchasOf(ctx);
  const entry = captchaKeys(ctx, loginDeviceId)
    .map((k) => store.get(k))
    .find(Boolean);
  if (!entry) return false;
  entry.keys.forEach((k) => store.delete(k));
  if (entry.expiresAt <= nowOf(ctx.state)) return false;
  return typeof answer === 'string' && answer.trim().toLowerCase() === entry.code.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// session

function rsa(ctx) {
  return modulusHex(rsaKey(ctx));
}

function openSessionFor(ctx, account) {
  if (!MEMBER_TYPES.has(account.type)) throw fail('us_forbidden_login_error', 'Non-member login refused');
  const token = ctx.state.openSession(ctx.code, account.username);
  const firstTimeLogin = account.firstTimeLogin;
  account.firstTimeLogin = false;
  return { token, firstTimeLogin, passwordExpired: account.passwordExpired };
}

function smsError(errorCode) {
  return fail(errorCode, errorCode === 'verification.code.expired' ? 'Verification code expired' : 'Verification code invalid');
}

function login(ctx) {
  const payload = decrypt(ctx);
  const accounts = accountsOf(ctx);
  if (payload.type === 'firebase') return firebaseLogin(ctx, payload);
  if (payload.type === 'sms') {
    const mobileNum = textOf(payload, 'mobileNum');
    if (!mobileNum) throw new FieldError('mobileNum', 'required', 'must not be empty');
    const err = smsOf(ctx).verify(mobileNum, typeof payload.verificationCode === 'string' ? payload.verificationCode : String(payload.verificationCode ?? ''));
    if (err) throw smsError(err);
    // a number without an account gets one (no password: SMS login only, until the player sets one)
    const account =
      accounts.findByMobile(mobileNum) ??
      accounts.add({
        username: accounts.freshUsername('m'),
        nickname: mobileNum,
        type: 0,
        mobileNum,
        countryDialingCode: textOf(payload, 'countryDialingCode') || '63',
        firstTimeLogin: true,
      });
    return openSessionFor(ctx, account);
  }
  const username = textOf(payload, 'username');
  const password = typeof payload.password === 'string' ? payload.password : '';
  if (!username) throw new FieldError('username', 'required', 'must not be empty');
  if (!password) throw new FieldError('password', 'required', 'must not be empty');
  // the log-in that follows a registration or a password reset by SMS code: the player has just
  // proved themselves there, so the site logs them in without a second puzzle (designed here)
  const proven = provenOf(ctx);
  if (!proven.delete(username.toLowerCase())) checkHumanCheck(ctx, payload);
  const flags = captchaFlagsOf(ctx);
  const key = username.toLowerCase();
  const captchaRule = registrationRules(ctx.store, ctx.code).captcha;
  const needsCaptcha = flags.has(key) || (captchaRule?.enabled === true && captchaRule.required === true);
  if (needsCaptcha && !consumeCaptcha(ctx, payload.loginDeviceId, payload.captcha)) {
    throw fail('captcha.error', 'Captcha error', { captcha: true });
  }
  const account = accounts.find(username);
  if (!account) {
    flags.add(key);
    throw fail('USER_NOT_EXIST', 'username does not exist', { captcha: true });
  }
  if (!verifyPassword(account, password)) {
    flags.add(key);
    throw fail('password.error', 'Wrong password', { captcha: true });
  }
  flags.delete(key);
  const challenge = verificationChallenge(ctx, account);
  if (challenge) throw fail(contract.LOGIN_VERIFICATION_REQUIRED, 'Verification required', challenge);
  return openSessionFor(ctx, account);
}

// ---------------------------------------------------------------------------------------------
// the second step of a log-in (contract: calls/signIn.ts loginVerification, readers/signIn.ts)

const CHALLENGE_TTL_MS = 10 * 60_000;
/** verifyToken -> { username, reason, expiresAt } */
const challengesOf = ({ state, code }) => state.slot(code, 'loginChallenges', () => new Map());
const clientIp = (req) => String(req.headers['x-forwarded-for'] ?? req.socket?.remoteAddress ?? '').split(',')[0].trim();
const maskMobile = (n) => (n && n.length > 6 ? `${n.slice(0, 4)}${'*'.repeat(n.length - 7)}${n.slice(-3)}` : null);

/**
 * The challenge a right password meets: a seed account's `verification` ("newIp" or "twoFactor")
 * asks for the second step while the brand's flag is on (LOGINIPVERF3, TWOFACTOR3); a new-IP
 * account passes without it from an IP it has verified. The code goes by SMS to its number.
 */
function verificationChallenge(ctx, account) {
  const reason = account.verification;
  if (reason !== 'newIp' && reason !== 'twoFactor') return null;
  const flags = flagsOf(ctx.store, ctx.code);
  const flag = reason === 'newIp' ? contract.FLAG.LOGIN_IP_VERIFICATION : contract.FLAG.TWO_FACTOR;
  if (!flags[flag] || !account.mobileNum) return null;
  account.knownIps ??= new Set();
  if (reason === 'newIp' && account.knownIps.has(clientIp(ctx.req))) return null;
  const verifyToken = `vt_${randomBytes(16).toString('hex')}`;
  challengesOf(ctx).set(verifyToken, { username: account.username, reason, expiresAt: nowOf(ctx.state) + CHALLENGE_TTL_MS });
  smsOf(ctx).send(account.countryDialingCode ?? '63', account.mobileNum, 'loginVerification');
  return { verifyToken, reason: reason === 'newIp' ? 'NEW_IP' : 'TWO_FACTOR', methods: ['SMS'], mobileNum: maskMobile(account.mobileNum) };
}

/**
 * POST /wps/session/login/verification (encrypted) body { verifyToken, method, verificationCode }:
 * a log-in reply; with `resend: true` instead of a code, the code goes out again (60 s throttle).
 */
function loginVerification(ctx) {
  const payload = decrypt(ctx);
  const challenges = challengesOf(ctx);
  const token = textOf(payload, 'verifyToken');
  const challenge = challenges.get(token);
  if (!challenge || challenge.expiresAt <= nowOf(ctx.state)) {
    challenges.delete(token);
    throw fail('verify.token.expired', 'Verification expired, please log in again');
  }
  const account = accountsOf(ctx).find(challenge.username);
  if (!account) throw fail('USER_NOT_EXIST', 'username does not exist');
  if (textOf(payload, 'method').toUpperCase() !== 'SMS') throw new FieldError('method', 'pattern', 'must be SMS');
  if (payload.resend === true) {
    if (smsOf(ctx).send(account.countryDialingCode ?? '63', account.mobileNum, 'loginVerification')) throw fail('sms.too.frequent', 'Too many requests, please try again later');
    return { expiredMinutes: SMS_EXPIRED_MINUTES };
  }
  const code = typeof payload.verificationCode === 'string' ? payload.verificationCode.trim() : '';
  if (!code) throw new FieldError('verificationCode', 'required', 'must not be empty');
  const err = smsOf(ctx).verify(account.mobileNum, code);
  if (err) throw smsError(err);
  challenges.delete(token);
  if (challenge.reason === 'newIp') account.knownIps.add(clientIp(ctx.req));
  return openSessionFor(ctx, account);
}


/** POST /wps/session/login/freeplay body { os, platform: "W", Encryption, "X-Gateway-Version": 3 }: Encryption must be an RSA-wrapped random string. */
function freePlay(ctx) {
  if (!flagsOf(ctx.store, ctx.code)[contract.FLAG.FREE_PLAY]) throw fail('function.not.available', 'Free play is not available');
  if (!decryptKeyHeader(rsaKey(ctx), ctx.body?.Encryption)) throw new HttpError(400, 'request_body_required', 'Encryption: the encrypted random string is required');
  const accounts = accountsOf(ctx);
  const account = accounts.add({ username: accounts.freshUsername('guest'), nickname: 'Guest', type: TRIAL_TYPE, balance: accounts.trialBalance });
  return { token: ctx.state.openSession(ctx.code, account.username) };
}

function logout(ctx) {
  ctx.state.closeSession(ctx.code, ctx.token);
  return null;
}

// ---------------------------------------------------------------------------------------------
// SMS

/** The number of a code request: `mobileNo` for a registration code, `mobileNum` for a log-in code (as the real client sends them). */
function mobileOf(ctx, payload, key = 'mobileNum') {
  const mobileNum = textOf(payload, key);
  const rule = registrationRules(ctx.store, ctx.code).mobileNum;
  if (rule?.enabled) checkField('mobileNum', { ...rule, required: true }, mobileNum);
  else if (!/^\d{6,15}$/.test(mobileNum)) throw new FieldError('mobileNum', mobileNum ? 'pattern' : 'required', 'must be 6-15 digits');
  return mobileNum;
}

const sendSms = (purpose) => (ctx) => {
  const mobileNum = mobileOf(ctx, ctx.body, purpose === 'register' ? 'mobileNo' : 'mobileNum');
  // the registration code goes out after the human check (product `sms`), as the real client
  // sends it (calls/signIn.ts), and so does the password reset's (designed: contract/codeSend.ts);
  // the log-in code call carries none
  if (purpose === 'register' || ctx.body?.purpose === contract.RESET_CODE_SEND_PURPOSE) checkHumanCheck(ctx, ctx.body, 'sms');
  const dial = textOf(ctx.body, 'countryDialingCode') || '63';
  if (smsOf(ctx).send(dial, mobileNum, purpose)) throw fail('sms.too.frequent', 'Too many requests, please try again later');
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
};

// ---------------------------------------------------------------------------------------------
// registration

function affiliate(ctx) {
  const accounts = accountsOf(ctx);
  const code = (ctx.query.get('code') ?? '').trim();
  // without a code, a domain label that is an accepted code (e.g. aur2025.example.com) counts
  const domain = (ctx.query.get('domain') ?? '').trim().toLowerCase();
  const ok = code ? accounts.affiliateAccepted(code) : domain.split('.').some((label) => accounts.affiliateAccepted(label));
  if (!ok) throw fail('affiliate.code.invalid', 'invitation code error', false);
  return true;
}

function checkCodes(ctx, payload) {
  const accounts = accountsOf(ctx);
  const affiliateCode = textOf(payload, 'affiliateCode');
  if (affiliateCode && !accounts.affiliateAccepted(affiliateCode)) throw fail('affiliate.code.invalid', 'invitation code error', { field: 'affiliateCode' });
  const referralCode = textOf(payload, 'referralCode');
  if (referralCode && !accounts.referralAccepted(referralCode)) throw fail('referral.code.invalid', 'Referral code error', { field: 'referralCode' });
}

/** The image captcha of a registration: where its rule requires it, or the brand's CAPTCHA3 asks for it (buildBrandModel.ts withImageCaptcha). */
function checkRegisterCaptcha(ctx, rules, payload) {
  const asked = (rules.captcha?.enabled && rules.captcha.required) || flagsOf(ctx.store, ctx.code)[contract.FLAG.CAPTCHA] === true;
  if (asked && !consumeCaptcha(ctx, payload.loginDeviceId, payload.captcha)) {
    throw fail('captcha.error', 'Captcha error', { captcha: true });
  }
}

/**
 * The registration's guards, after the field rules and before the account checks and the SMS
 * code (a refused guard leaves the code unused): the puzzle's answer (GEETEST3, product register),
 * then the image captcha.
 */
function checkRegisterGuards(ctx, rules, payload) {
  checkHumanCheck(ctx, payload, 'register');
  checkRegisterCaptcha(ctx, rules, payload);
}

/**
 * The proof of a registration's mobile number: the phone-auth service's id token where the body
 * carries one (contract firebaseRegisterFields: `firebaseChannel: 'sms'`, `firebaseIdToken`), else
 * the platform's SMS code. The token must be one the stand-in handed out for a phone code, to this
 * number, unused; it is spent here (nothing after this check refuses the registration).
 */
function checkMobileProof(ctx, mobileNum, payload, required) {
  if (payload.firebaseIdToken === undefined && payload.firebaseChannel === undefined) return checkSmsCode(ctx, mobileNum, payload, required);
  const idToken = typeof payload.firebaseIdToken === 'string' ? payload.firebaseIdToken : '';
  const entry = contract.readSwitch(ctx.store.permission(ctx.code)?.info?.sms?.firebase).on ? phoneAuthOf(ctx).tokens.get(idToken) : undefined;
  if (!entry || payload.firebaseChannel !== 'sms' || entry.channel !== 'sms' || entry.subject !== mobileNum) {
    throw fail(contract.FIREBASE_TOKEN_INVALID, 'The phone verification is not valid, please get a new code', { field: 'verificationCode' });
  }
  phoneAuthOf(ctx).tokens.delete(idToken);
}

function checkSmsCode(ctx, mobileNum, payload, required) {
  const code = typeof payload.verificationCode === 'string' ? payload.verificationCode : '';
  if (!required && !code) return;
  if (!code) throw new FieldError('verificationCode', 'required', 'must not be empty');
  const err = smsOf(ctx).verify(mobileNum, code);
  if (err) throw smsError(err);
}

function newAccount(ctx, payload, fields) {
  return accountsOf(ctx).add({
    ...fields,
    type: 0,
    balance: 0,
    email: textOf(payload, 'email') || null,
    countryDialingCode: textOf(payload, 'countryDialingCode') || (fields.mobileNum ? '63' : null),
    firstTimeLogin: true,
  });
}

function register(ctx) {
  const payload = decrypt(ctx);
  const flags = flagsOf(ctx.store, ctx.code);
  if (!flags[contract.FLAG.USERNAME_REGISTER]) throw fail('function.not.available', 'Registration by username is not available');
  const rules = registrationRules(ctx.store, ctx.code);
  for (const name of ['username', 'password']) {
    if (!rules[name]?.enabled) rules[name] = { name, enabled: true, required: true, pattern: null, patternId: null, min: null, max: null };
  }
  checkRegistration(rules, payload);
  checkRegisterGuards(ctx, rules, payload);
  const accounts = accountsOf(ctx);
  const username = textOf(payload, 'username');
  if (accounts.find(username)) throw fail('username.exists', 'Username already exists', { field: 'username' });
  const mobileNum = textOf(payload, 'mobileNum');
  if (mobileNum && accounts.findByMobile(mobileNum)) throw fail('mobileNum.exists', 'Mobile number already registered', { field: 'mobileNum' });
  checkCodes(ctx, payload);
  // the SMS code follows the mobile number: required when the brand verifies numbers (REGMOBVERF3)
  if (mobileNum) checkMobileProof(ctx, mobileNum, payload, flags[contract.FLAG.MOBILE_REGISTER_VERIFICATION] === true);
  newAccount(ctx, payload, { username, password: payload.password, mobileNum: mobileNum || null });
  provenOf(ctx).add(username.toLowerCase());
  return { username };
}

function registerMobile(ctx) {
  const payload = decrypt(ctx);
  const flags = flagsOf(ctx.store, ctx.code);
  if (!flags[contract.FLAG.MOBILE_REGISTER]) throw fail('function.not.available', 'Registration by mobile number is not available');
  const rules = registrationRules(ctx.store, ctx.code);
  const mobileNum = mobileOf(ctx, payload);
  const chosen = typeof payload.password === 'string' && payload.password !== '';
  const fields = ['affiliateCode', 'referralCode', ...(chosen ? ['password', 'confirmPassword'] : [])];
  checkRegistration(rules, payload, fields.filter((f) => rules[f] || f === 'confirmPassword'));
  checkRegisterGuards(ctx, rules, payload);
  const accounts = accountsOf(ctx);
  if (accounts.findByMobile(mobileNum)) throw fail('mobileNum.exists', 'Mobile number already registered', { field: 'mobileNum' });
  checkCodes(ctx, payload);
  checkMobileProof(ctx, mobileNum, payload, flags[contract.FLAG.MOBILE_REGISTER_VERIFICATION] === true);
  const password = chosen ? payload.password : generatePassword();
  const account = newAccount(ctx, payload, { username: accounts.freshUsername('m'), password, mobileNum });
  provenOf(ctx).add(account.username.toLowerCase());
  return { username: account.username, password };
}

// ---------------------------------------------------------------------------------------------
// member

const info = (ctx) => memberInfo(accountOfSession(ctx));

/** GET MCSFE_getPlayerAvatar: the seed account's `avatar` (default: the first static icon). */
const playerAvatar = (ctx) => accountOfSession(ctx).avatar ?? { avatar: '1', avatarType: 'STATIC' };

/** GET /wps/member/info/icon: the legacy icon id (a custom upload has none: 0). */
function memberIcon(ctx) {
  const avatar = playerAvatar(ctx);
  return avatar.avatarType === 'CUSTOM' ? 0 : Number(avatar.avatar) || 0;
}

// ---------------------------------------------------------------------------------------------
// the human check (geetest): the preview stands in with a slider it checks itself

const HUMAN_CHECK_TTL_MS = 2 * 60_000;
/** usernames whose next log-in follows their registration or SMS password reset: no second puzzle */
const provenOf = ({ state, code }) => state.slot(code, 'humanCheckProven', () => new Set());
const humanChecksOf = ({ state, code }) => state.slot(code, 'humanChecks', () => new Map());

/**
 * The V4 captcha id the preview hands out for a product in the `geetest4` mode: one per product,
 * as a platform keeps one GeeTest scene per product, shaped like GeeTest's (32 hex digits).
 */
export function providerCaptchaId(product) {
  return createHash('sha256').update(`preview-geetest4-${product}`).digest('hex').slice(0, 32);
}
/** the `geetest4` mode's answers, per product: the last one each guarded call carried (GET /__preview/human-check) */
const providerAnswersOf = ({ state, code }) => state.slot(code, 'humanCheckProviderAnswers', () => ({ used: new Set(), last: new Map() }));
const V4_FIELDS = ['lot_number', 'pass_token', 'gen_time', 'captcha_output'];

/**
 * GET /wps/captcha/geetest?product=: the check's settings, with the stand-in's gap
 * (readers/signIn.ts); in the `geetest4` mode a GeeTest V4 captcha id and no stand-in.
 */
function geetest(ctx) {
  if (!flagsOf(ctx.store, ctx.code)[contract.FLAG.GEETEST]) throw fail('function.not.available', 'The human check is not available');
  const product = ctx.query.get('product') ?? 'login';
  if (ctx.mode?.name === 'geetest4') return { captcha_id: providerCaptchaId(product) };
  const lotNumber = randomBytes(8).toString('hex');
  const gap = Math.round((0.3 + Math.random() * 0.6) * 100) / 100;
  humanChecksOf(ctx).set(lotNumber, { gap, product, expiresAt: nowOf(ctx.state) + HUMAN_CHECK_TTL_MS });
  return { captcha_id: 'preview', standIn: { lotNumber, gap } };
}

const refused = () => fail(contract.HUMAN_CHECK_FAILED, 'Verification failed, please try again', { captcha: true });

/**
 * The `geetest4` mode's check: the preview cannot ask GeeTest's /validate, so it takes a whole
 * answer (the five V4 fields) of this product's captcha id, each lot once, and keeps it for the
 * tests to compare with what the widget gave.
 */
function checkProviderAnswer(ctx, v, product) {
  const answers = providerAnswersOf(ctx);
  const whole = v && v.captcha_id === providerCaptchaId(product) && V4_FIELDS.every((f) => typeof v[f] === 'string' && v[f] !== '');
  if (!whole || answers.used.has(v.lot_number)) throw refused();
  answers.used.add(v.lot_number);
  answers.last.set(product, { captcha_id: v.captcha_id, ...Object.fromEntries(V4_FIELDS.map((f) => [f, v[f]])) });
}

/**
 * Checks and uses up a body's `geetestValidateV4` when the brand's GEETEST3 is on: the stand-in's
 * answer (`captcha_output`) is the slider's stop, within 0.04 of the gap; in the `geetest4` mode,
 * checkProviderAnswer. Refused: `geetest_captcha_err`.
 */
export function checkHumanCheck(ctx, payload, product = 'login') {
  if (!flagsOf(ctx.store, ctx.code)[contract.FLAG.GEETEST]) return;
  const v = payload?.geetestValidateV4;
  if (ctx.mode?.name === 'geetest4') return checkProviderAnswer(ctx, v, product);
  const entry = v && typeof v.lot_number === 'string' ? humanChecksOf(ctx).get(v.lot_number) : null;
  if (entry) humanChecksOf(ctx).delete(v.lot_number);
  const stop = Number(v?.captcha_output);
  // a puzzle answers only the product it was handed out for (a log-in's cannot send an SMS)
  if (!entry || entry.product !== product || entry.expiresAt <= nowOf(ctx.state) || !Number.isFinite(stop) || Math.abs(stop - entry.gap) > 0.04) {
    throw refused();
  }
}

/** GET /__preview/human-check?product=: the last GeeTest V4 answer a guarded call of that product carried (the `geetest4` mode), or null. */
const previewHumanCheck = (ctx) => providerAnswersOf(ctx).last.get(ctx.query.get('product') ?? 'login') ?? null;

function checkNewPassword(ctx, payload, newKey, confirmKey) {
  const rules = registrationRules(ctx.store, ctx.code);
  const rule = rules.password?.enabled ? { ...rules.password, required: true } : { name: 'password', enabled: true, required: true, pattern: null, patternId: null, min: null, max: null };
  checkField(newKey, rule, typeof payload[newKey] === 'string' ? payload[newKey] : '');
  if (confirmKey && payload[confirmKey] !== payload[newKey]) throw new FieldError(confirmKey, 'mismatch', 'inconsistent twice');
}

function changePassword(ctx) {
  const payload = decrypt(ctx);
  const account = accountOfSession(ctx);
  if (account.hash) {
    if (typeof payload.oldPassword !== 'string' || !payload.oldPassword) throw new FieldError('oldPassword', 'required', 'must not be empty');
    if (!verifyPassword(account, payload.oldPassword)) throw fail('password.error', 'Old password is wrong', { field: 'oldPassword' });
  }
  checkNewPassword(ctx, payload, 'newPassword', 'confirmNewPassword');
  setPassword(account, payload.newPassword);
  return null; // the session stays valid
}

function forgotByEmail(ctx) {
  const username = textOf(ctx.body, 'username');
  const email = textOf(ctx.body, 'email').toLowerCase();
  const account = accountsOf(ctx).find(username);
  if (!account || !email || (account.email ?? '').toLowerCase() !== email) throw fail('USER_NOT_EXIST', 'username/email does not exist');
  ctx.state.log?.(`[preview-platform] password reset mail for ${account.username} to ${account.email}`);
  return null;
}

function forgotByPhone(ctx) {
  const payload = decrypt(ctx);
  if (!flagsOf(ctx.store, ctx.code)[contract.FLAG.PHONE_PASSWORD_RESET]) throw fail('function.not.available', 'Password reset by phone is not available');
  const mobileNum = textOf(payload, 'mobileNum');
  if (!mobileNum) throw new FieldError('mobileNum', 'required', 'must not be empty');
  const account = accountsOf(ctx).findByMobile(mobileNum);
  if (!account) throw fail('USER_NOT_EXIST', 'mobile number does not exist');
  checkNewPassword(ctx, payload, 'newPassword', null);
  const err = smsOf(ctx).verify(mobileNum, typeof payload.verificationCode === 'string' ? payload.verificationCode : '');
  if (err) throw smsError(err);
  setPassword(account, payload.newPassword);
  provenOf(ctx).add(account.username.toLowerCase());
  return { username: account.username };
}

// ---------------------------------------------------------------------------------------------
// the phone-auth service's stand-in (firebase in the real client; src/contract/phoneSignIn.ts):
// codes go through the brand's SMS codes (GET /__preview/sms?mobileNum= reads them), id tokens
// are single use and remembered per brand until the platform log-in spends them

/** numbers the stand-in refuses, to try the site's error wording (docs/brand-folder-and-endpoints.md) */
export const PHONE_AUTH_REFUSED_NUMBERS = {
  9000000001: 'auth/too-many-requests',
  9000000002: 'auth/quota-exceeded',
  9000000003: 'auth/captcha-check-failed',
  9000000004: 'auth/operation-not-allowed',
};
const PHONE_AUTH_MESSAGES = {
  'auth/missing-phone-number': 'Missing phone number',
  'auth/invalid-phone-number': 'Invalid phone number',
  'auth/too-many-requests': 'Too many requests',
  'auth/quota-exceeded': 'SMS quota exceeded',
  'auth/captcha-check-failed': 'reCAPTCHA check failed',
  'auth/operation-not-allowed': 'Phone sign-in is not enabled',
  'auth/missing-verification-code': 'Missing verification code',
  'auth/invalid-verification-code': 'Invalid verification code',
  'auth/code-expired': 'Verification code expired',
};
const phoneAuthFail = (code) => fail(code, PHONE_AUTH_MESSAGES[code] ?? code);
/** verificationId -> mobileNum; idToken -> { channel, subject } */
const phoneAuthOf = ({ state, code }) => state.slot(code, 'phoneAuth', () => ({ verifications: new Map(), tokens: new Map() }));

function phoneAuthOn(ctx) {
  if (!contract.readSwitch(ctx.store.permission(ctx.code)?.info?.sms?.firebase).on) throw phoneAuthFail('auth/operation-not-allowed');
}

function phoneAuthSendCode(ctx) {
  phoneAuthOn(ctx);
  const mobileNum = String(ctx.body?.mobileNum ?? '').trim();
  const dial = String(ctx.body?.countryDialingCode ?? '').trim() || '63';
  if (!mobileNum) throw phoneAuthFail('auth/missing-phone-number');
  if (!/^\d{6,15}$/.test(mobileNum) || !/^\d{1,4}$/.test(dial)) throw phoneAuthFail('auth/invalid-phone-number');
  const refused = PHONE_AUTH_REFUSED_NUMBERS[mobileNum];
  if (refused) throw phoneAuthFail(refused);
  if (smsOf(ctx).send(dial, mobileNum, 'phoneAuth')) throw phoneAuthFail('auth/too-many-requests');
  const verificationId = randomBytes(12).toString('hex');
  phoneAuthOf(ctx).verifications.set(verificationId, mobileNum);
  return { verificationId };
}

function phoneAuthConfirm(ctx) {
  phoneAuthOn(ctx);
  const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : '';
  const mobileNum = phoneAuthOf(ctx).verifications.get(String(ctx.body?.verificationId ?? ''));
  if (!mobileNum) throw phoneAuthFail('auth/code-expired');
  if (!code) throw phoneAuthFail('auth/missing-verification-code');
  const err = smsOf(ctx).verify(mobileNum, code);
  if (err) throw phoneAuthFail(err === 'verification.code.expired' ? 'auth/code-expired' : 'auth/invalid-verification-code');
  phoneAuthOf(ctx).verifications.delete(String(ctx.body.verificationId));
  const idToken = `standin.${randomBytes(16).toString('hex')}`;
  phoneAuthOf(ctx).tokens.set(idToken, { channel: 'sms', subject: mobileNum });
  return { idToken };
}

/** the provider's popup, answered at once: an id token for a fixed account of that provider */
function phoneAuthPopup(ctx) {
  phoneAuthOn(ctx);
  const provider = String(ctx.body?.provider ?? '');
  if (!contract.isPhoneAuthSocial(provider)) throw phoneAuthFail('auth/operation-not-allowed');
  const idToken = `standin.${randomBytes(16).toString('hex')}`;
  phoneAuthOf(ctx).tokens.set(idToken, { channel: provider, subject: `${provider}-player` });
  return { idToken };
}

/**
 * The platform log-in with the service's id token (designed: contract firebaseLoginBody). The
 * token must be one the stand-in handed out, for the channel named, and is spent; the account is
 * the number's (or the social subject's), created when FIREBASECREATEACC3 is on.
 */
function firebaseLogin(ctx, payload) {
  const idToken = typeof payload.firebaseIdToken === 'string' ? payload.firebaseIdToken : '';
  const entry = phoneAuthOf(ctx).tokens.get(idToken);
  if (!entry || entry.channel !== payload.firebaseChannel) throw fail(contract.FIREBASE_TOKEN_INVALID, 'The sign-in token is not valid');
  phoneAuthOf(ctx).tokens.delete(idToken);
  const accounts = accountsOf(ctx);
  const known = entry.channel === 'sms' ? accounts.findByMobile(entry.subject) : accounts.find(entry.subject);
  if (known) return openSessionFor(ctx, known);
  if (!flagsOf(ctx.store, ctx.code)[contract.FLAG.FIREBASE_CREATE_ACCOUNT]) throw fail('USER_NOT_EXIST', 'No account for this sign-in');
  const account = accounts.add({
    username: entry.channel === 'sms' ? accounts.freshUsername('m') : entry.subject,
    nickname: entry.subject,
    type: 0,
    ...(entry.channel === 'sms' ? { mobileNum: entry.subject, countryDialingCode: '63' } : {}),
    firstTimeLogin: true,
  });
  return openSessionFor(ctx, account);
}

// ---------------------------------------------------------------------------------------------
// preview-only

function previewSms(ctx) {
  const mobileNum = (ctx.query.get('mobileNum') ?? '').trim();
  const entry = smsOf(ctx).peek(mobileNum);
  if (!entry) throw new HttpError(404, 'sms.not.sent', `No code was sent to ${mobileNum || '(no mobileNum)'}`);
  return { mobileNum, ...entry, expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** POST /__preview/sms/expire `{ mobileNum }`: the code sent there expires now (to try a resend without waiting). */
function previewSmsExpire(ctx) {
  const mobileNum = String(ctx.body?.mobileNum ?? '').trim();
  if (!smsOf(ctx).expire(mobileNum)) throw new HttpError(404, 'sms.not.sent', `No code was sent to ${mobileNum || '(no mobileNum)'}`);
  return null;
}

function previewCaptcha(ctx) {
  const store = captchasOf(ctx);
  const entry = captchaKeys(ctx, ctx.query.get('loginDeviceId'))
    .map((k) => store.get(k))
    .find(Boolean);
  if (!entry) throw new HttpError(404, 'captcha.not.issued', 'No captcha was issued to this cookie or loginDeviceId');
  return { code: entry.code, expiresAt: entry.expiresAt };
}

/** Ends the session of the request's Authorization token, or every session of the brand without one. */
function previewExpire(ctx) {
  if (ctx.token) ctx.state.closeSession(ctx.code, ctx.token);
  else ctx.state.expireSessions(ctx.code);
  return null;
}

export const accountRoutes = [
  { call: 'rsaKey', handler: rsa },
  { call: 'login', handler: login },
  { call: 'loginVerification', handler: loginVerification },
  { call: 'freePlay', handler: freePlay },
  { call: 'logout', handler: logout },
  { call: 'captcha', handler: captcha },
  { call: 'smsLoginCode', handler: sendSms('noLogin') },
  { call: 'smsRegisterCode', handler: sendSms('register') },
  { call: 'affiliate', handler: affiliate },
  { call: 'register', handler: register },
  { call: 'registerMobile', handler: registerMobile },
  { call: 'memberInfo', handler: info },
  { call: 'playerAvatar', handler: playerAvatar },
  { call: 'memberIcon', handler: memberIcon },
  { call: 'geetest', handler: geetest },
  { call: 'changePassword', handler: changePassword },
  { call: 'forgotPasswordByEmail', handler: forgotByEmail },
  { call: 'forgotPasswordByPhone', handler: forgotByPhone },
  { method: 'POST', path: `${contract.PHONE_AUTH_STAND_IN_BASE}${contract.PHONE_AUTH_STAND_IN.sendCode}`, handler: phoneAuthSendCode },
  { method: 'POST', path: `${contract.PHONE_AUTH_STAND_IN_BASE}${contract.PHONE_AUTH_STAND_IN.confirm}`, handler: phoneAuthConfirm },
  { method: 'POST', path: `${contract.PHONE_AUTH_STAND_IN_BASE}${contract.PHONE_AUTH_STAND_IN.popup}`, handler: phoneAuthPopup },
  { method: 'GET', path: '/__preview/sms', handler: previewSms },
  { method: 'POST', path: '/__preview/sms/expire', handler: previewSmsExpire },
  { method: 'GET', path: '/__preview/captcha', handler: previewCaptcha },
  { method: 'GET', path: '/__preview/human-check', handler: previewHumanCheck },
  { method: 'POST', path: '/__preview/sessions/expire', handler: previewExpire },
];

