// The security centre (platform-contract-member-agent.md §10): the overview and its score, mobile
// and e-mail binding with codes (the SMS codes of ../sms.mjs, readable at /__preview/sms; mail
// codes at /__preview/mail), security questions, real name and ID, the avatar and a social account
// linked for good. State per account in ../money.mjs (`security`).
import { URLSearchParams } from 'node:url';
import { HttpError } from '../envelope.mjs';
import { contract } from '../contract.mjs';
import { moneyOf } from '../money.mjs';
import { accountOfSession, accountsOf, decrypt, fail, flagsOf, smsOf } from './account.mjs';

const QUESTIONS = [
  { questionId: '1', question: 'What was the name of your first pet?' },
  { questionId: '2', question: 'In which city were you born?' },
  { questionId: '3', question: 'What is your favourite food?' },
];
const SOCIAL = ['FACEBOOK', 'GOOGLE', 'TELEGRAM'];
/** the static pictures a player may choose (1..AVATARS) */
export const AVATARS = 8;

function player(ctx) {
  const account = accountOfSession(ctx);
  return { account, m: moneyOf(ctx, account), sec: moneyOf(ctx, account).security };
}

function securityConfig(ctx) {
  const { account, m, sec } = player(ctx);
  const flags = flagsOf(ctx.store, ctx.code);
  const on = (id) => flags[id] === true;
  const item = (enabled, complete) => ({ enabled: enabled ? 'Y' : 'N', isComplete: complete ? 'Y' : 'N' });
  // an item counts only where the brand offers it: the score moves with what the player can set
  const info = {
    profile: item(true, Boolean(account.nickname && account.email)),
    idVerification: item(true, Boolean(sec.identity.realName && sec.identity.idNumber)),
    loginPassword: item(on(contract.FLAG.LOGIN_PASSWORD), Boolean(account.hash)),
    paymentPassword: item(on(contract.FLAG.PAYMENT_PASSWORD), Boolean(m.paymentPassword)),
    securityQuestions: item(on(contract.FLAG.SECURITY_QUESTIONS), Boolean(sec.questions)),
    bankCards: item(on(contract.FLAG.BIND_CARD), m.cards.some((c) => c.type === 'BC')),
    eWallet: item(on(contract.FLAG.BIND_CARD), m.cards.some((c) => c.type === 'EW')),
    mobileVerified: item(on(contract.FLAG.VERIFICATION), sec.mobileVerified),
    emailVerified: item(on(contract.FLAG.VERIFICATION) && on(contract.FLAG.MAIL_VERIFICATION), sec.emailVerified),
  };
  const counted = Object.values(info).filter((i) => i.enabled === 'Y');
  return { info, completeProgress: Math.round((counted.filter((i) => i.isComplete === 'Y').length / counted.length) * 100) };
}

function offered(ctx, ...ids) {
  const flags = flagsOf(ctx.store, ctx.code);
  if (!ids.every((id) => flags[id] === true)) throw fail('function.not.available', 'This function is not available');
}

function smsSend(ctx) {
  offered(ctx, contract.FLAG.VERIFICATION);
  const { sec } = player(ctx);
  // a verified number changes only where the brand lets it (PERSMOBILE3)
  if (sec.mobileVerified && flagsOf(ctx.store, ctx.code)[contract.FLAG.MOBILE_UPDATE] !== true) throw fail('mobile.already.verified', 'Your mobile number is verified and cannot be changed');
  const mobileNum = String(ctx.body?.mobileNum ?? '').trim();
  if (!/^\d{7,15}$/.test(mobileNum)) throw fail('invalid.mobile', 'Enter a mobile number of 7 to 15 digits');
  const error = smsOf(ctx).send(String(ctx.body?.countryDialingCode ?? ''), mobileNum, 'bind');
  if (error) throw fail(error, 'Wait a minute before asking for another code');
  return { expirationTime: ctx.state.now() + 5 * 60_000 };
}

function smsSendVerified(ctx) {
  const { account } = player(ctx);
  if (!account.mobileNum) throw fail('mobile.not.verified', 'Bind a mobile number first');
  const error = smsOf(ctx).send(String(account.countryDialingCode ?? ''), account.mobileNum, 'withdraw');
  if (error) throw fail(error, 'Wait a minute before asking for another code');
  // the withdrawal checks the code sent to the account's number (withdraw.mjs)
  return { expirationTime: smsOf(ctx).peek(account.mobileNum).expiresAt };
}

function smsVerify(ctx) {
  const { account, sec } = player(ctx);
  const mobileNum = String(ctx.body?.mobileNum ?? '').trim();
  const error = smsOf(ctx).verify(mobileNum, String(ctx.body?.verificationCode ?? ''));
  if (error) throw fail(error, 'The verification code is wrong or expired');
  account.mobileNum = mobileNum;
  account.countryDialingCode = String(ctx.body?.countryDialingCode ?? account.countryDialingCode ?? '');
  sec.mobileVerified = true;
  return null;
}

const mailCodes = (ctx) => ctx.state.slot(ctx.code, 'mailCodes', () => new Map());

function mailSend(ctx) {
  offered(ctx, contract.FLAG.VERIFICATION, contract.FLAG.MAIL_VERIFICATION);
  const email = String(ctx.body?.email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw fail('invalid.email', 'Enter a valid e-mail address');
  const code = String(100000 + ((ctx.state.now() / 1000) % 900000 | 0));
  mailCodes(ctx).set(email, code);
  ctx.state.log?.(`[preview-platform] mail code ${code} to ${email}`);
  return { expirationTime: ctx.state.now() + 10 * 60_000 };
}

function mailVerify(ctx) {
  const { account, sec } = player(ctx);
  const email = String(ctx.body?.email ?? '').trim().toLowerCase();
  if (!mailCodes(ctx).get(email) || mailCodes(ctx).get(email) !== String(ctx.body?.verificationCode ?? '')) throw fail('verification.code.invalid', 'The verification code is wrong');
  mailCodes(ctx).delete(email);
  account.email = email;
  sec.emailVerified = true;
  return null;
}

const securityQuestions = () => QUESTIONS;
const customerSecurityQuestions = (ctx) => (player(ctx).sec.questions ?? []).map(({ questionId, question }) => ({ questionId, question }));

function setSecurityQuestions(ctx) {
  const payload = decrypt(ctx);
  const { sec } = player(ctx);
  const list = Array.isArray(payload.questions) ? payload.questions : [];
  if (list.length < 1) throw fail('security.question.required', 'Answer at least one question');
  sec.questions = list.map((q) => {
    const found = QUESTIONS.find((x) => x.questionId === String(q.questionId));
    const answer = String(q.answer ?? '').trim().toLowerCase();
    if (!found || !answer) throw fail('security.question.invalid', 'Pick a question and answer it');
    return { ...found, answer };
  });
  return null;
}

function identityFields(ctx) {
  const { sec } = player(ctx);
  return { fields: [{ name: 'realName', required: 'Y', value: sec.identity.realName ?? null, locked: sec.identity.realName ? 'Y' : 'N' }, { name: 'idNumber', required: 'Y', value: sec.identity.idNumber ?? null, locked: sec.identity.idNumber ? 'Y' : 'N' }] };
}

function updateIdentity(ctx) {
  const { sec } = player(ctx);
  const realName = String(ctx.body?.realName ?? '').trim();
  const idNumber = String(ctx.body?.idNumber ?? '').trim();
  if (!sec.identity.realName && !/^[\p{L} .'-]{2,60}$/u.test(realName)) throw fail('invalid.real.name', 'Enter your name as on your ID');
  if (!sec.identity.idNumber && !/^[A-Za-z0-9-]{4,30}$/.test(idNumber)) throw fail('invalid.id.number', 'Enter the number of your ID');
  sec.identity.realName ??= realName;
  sec.identity.idNumber ??= idNumber;
  return null;
}

/** a custom picture: a png or jpeg data URL of at most 5 MB (designed: docs/security-centre.md) */
const CUSTOM_AVATAR = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/;
export const CUSTOM_AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The avatar lives on the account: account.mjs's playerAvatar and memberIcon read it back. A
 * custom picture is kept on the account and served at a URL of its own, as the platform's CDN would.
 */
function updateAvatar(ctx) {
  offered(ctx, contract.FLAG.PROFILE_PICTURE);
  const { account } = player(ctx);
  const type = String(ctx.body?.avatarType ?? 'STATIC');
  const value = String(ctx.body?.avatar ?? '');
  if (type === 'CUSTOM') {
    const image = CUSTOM_AVATAR.exec(value);
    const bytes = image ? Buffer.from(image[2], 'base64') : null;
    if (!image || !bytes?.length) throw fail('invalid.avatar', 'Upload a png or jpg picture');
    if (bytes.length > CUSTOM_AVATAR_MAX_BYTES) throw fail('avatar.too.large', 'The picture is larger than 5 MB');
    const version = (account.avatarImage?.version ?? 0) + 1;
    account.avatarImage = { mime: `image/${image[1]}`, bytes, version };
    const query = new URLSearchParams({ merchant: ctx.code, user: account.username, v: String(version) });
    account.avatar = { avatar: `/__preview/avatar?${query}`, avatarType: 'CUSTOM' };
    return null;
  }
  if (type !== 'STATIC' || !/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > AVATARS) throw fail('invalid.avatar', 'Choose one of the pictures');
  account.avatar = { avatar: value, avatarType: 'STATIC' };
  return null;
}

/** GET /__preview/avatar?merchant&user: a player's uploaded picture (what the platform's CDN serves). */
function previewAvatar(ctx) {
  const image = accountsOf(ctx).find(ctx.query.get('user'))?.avatarImage;
  if (!image) throw new HttpError(404, 'avatar.not.found', 'This player has uploaded no picture');
  ctx.res.writeHead(200, { 'content-type': image.mime, 'content-length': image.bytes.length, 'cache-control': 'no-cache' });
  ctx.res.end(image.bytes);
}

const socialAccounts = (ctx) => ({ list: SOCIAL.map((socialType) => ({ socialType, linked: player(ctx).sec.social.some((s) => s.socialType === socialType) ? 'Y' : 'N', account: player(ctx).sec.social.find((s) => s.socialType === socialType)?.account ?? null })) });

function linkSocialAccount(ctx) {
  const { sec } = player(ctx);
  const socialType = String(ctx.body?.socialType ?? '');
  const account = String(ctx.body?.account ?? '').trim();
  if (!SOCIAL.includes(socialType) || !account) throw fail('invalid.social.account', 'Choose a network and enter your account');
  if (sec.social.some((s) => s.socialType === socialType)) throw fail('social.account.linked', 'This network is already linked and cannot be changed');
  sec.social.push({ socialType, account: account.slice(0, 120) });
  return null;
}

function previewMail(ctx) {
  const code = mailCodes(ctx).get(String(ctx.query.get('email') ?? '').toLowerCase());
  if (!code) throw new HttpError(404, 'mail.not.sent', 'No code was sent to this address');
  return { code };
}

export const securityRoutes = [
  { call: 'securityConfig', handler: securityConfig },
  { call: 'smsSend', handler: smsSend },
  { call: 'smsSendVerified', handler: smsSendVerified },
  { call: 'smsVerify', handler: smsVerify },
  { call: 'mailSend', handler: mailSend },
  { call: 'mailVerify', handler: mailVerify },
  { call: 'securityQuestions', handler: securityQuestions },
  { call: 'customerSecurityQuestions', handler: customerSecurityQuestions },
  { call: 'setSecurityQuestions', handler: setSecurityQuestions },
  { call: 'identityFields', handler: identityFields },
  { call: 'updateIdentity', handler: updateIdentity },
  { call: 'updateAvatar', handler: updateAvatar },
  { call: 'socialAccounts', handler: socialAccounts },
  { call: 'linkSocialAccount', handler: linkSocialAccount },
  { method: 'GET', path: '/__preview/mail', handler: previewMail },
  { method: 'GET', path: '/__preview/avatar', handler: previewAvatar },
];
