// Accounts of one brand for the preview platform: seeded from brands/<code>/fixtures/accounts.json,
// passwords hashed with scrypt (a salt per account) as the file is read, so no plain text is kept;
// the file is read directly (not through the brand store's cache) for the same reason.
import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandDocError } from './brands.mjs';

/** Member types that may log in to the member site: players 0, agents 1, 2, 41, 42, trial 4. */
export const MEMBER_TYPES = new Set([0, 1, 2, 4, 41, 42]);
export const AGENT_TYPES = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

const SCRYPT = { N: 8192, r: 8, p: 1 };
const KEY_LEN = 32;

export function hashPassword(password) {
  const salt = randomBytes(16);
  return { salt: salt.toString('hex'), hash: scryptSync(password, salt, KEY_LEN, SCRYPT).toString('hex') };
}

export function verifyPassword(account, password) {
  if (!account.hash || typeof password !== 'string') return false;
  const actual = scryptSync(password, Buffer.from(account.salt, 'hex'), KEY_LEN, SCRYPT);
  return timingSafeEqual(actual, Buffer.from(account.hash, 'hex'));
}

export function setPassword(account, password) {
  Object.assign(account, hashPassword(password));
  account.passwordExpired = false;
}

const FILE = 'fixtures/accounts.json';

function readSeed(brandDir) {
  let text;
  try {
    text = readFileSync(join(brandDir, FILE), 'utf8');
  } catch {
    return { accounts: [] }; // a brand without seed accounts: registration and free play still work
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new BrandDocError(FILE, err.message);
  }
}

/** The accounts store of one brand (kept in the platform state's slot 'accounts'). */
export function createAccounts(brandDir) {
  const seed = readSeed(brandDir);
  const byName = new Map();
  let nextId = 100001;

  function add(fields) {
    const { password, ...rest } = fields;
    const account = {
      id: nextId++,
      username: rest.username,
      nickname: rest.nickname ?? rest.username,
      type: Number(rest.type ?? 0),
      balance: Number(rest.balance ?? 0),
      points: Number(rest.points ?? 0),
      mobileNum: rest.mobileNum ?? null,
      countryDialingCode: rest.countryDialingCode ?? null,
      email: rest.email ?? null,
      toUpline: rest.toUpline ?? true,
      clubLabel: rest.clubLabel ?? null,
      passwordExpired: Boolean(rest.passwordExpired),
      firstTimeLogin: Boolean(rest.firstTimeLogin),
      /** "newIp" | "twoFactor": the log-in's second step this account meets (routes/account.mjs) */
      verification: rest.verification ?? null,
      /** MCSFE_getPlayerAvatar's reply: `{ avatar, avatarType }` */
      avatar: rest.avatar ?? null,
      salt: null,
      hash: null,
    };
    if (typeof password === 'string' && password) Object.assign(account, hashPassword(password));
    byName.set(account.username.toLowerCase(), account);
    return account;
  }

  for (const a of Array.isArray(seed.accounts) ? seed.accounts : []) {
    if (a && typeof a.username === 'string') add(a);
  }

  const affiliates = new Set((seed.affiliates ?? []).map((c) => String(c).toUpperCase()));
  const referralCodes = new Set((seed.referralCodes ?? []).map((c) => String(c).toUpperCase()));
  const trialBalance = Number(seed.trial?.balance ?? 2000);

  const find = (username) => (typeof username === 'string' ? (byName.get(username.trim().toLowerCase()) ?? null) : null);
  const findByMobile = (mobileNum) => (mobileNum ? ([...byName.values()].find((a) => a.mobileNum === mobileNum) ?? null) : null);

  /** A fresh username with a prefix and digits that no account uses. */
  function freshUsername(prefix) {
    for (;;) {
      const name = `${prefix}${randomInt(100000, 1000000)}`;
      if (!find(name)) return name;
    }
  }

  return {
    add,
    find,
    findByMobile,
    freshUsername,
    all: () => [...byName.values()],
    /** an affiliate link an agent made from the agent centre */
    addAffiliate: (code) => affiliates.add(String(code).toUpperCase()),
    affiliateAccepted: (code) => typeof code === 'string' && affiliates.has(code.trim().toUpperCase()),
    referralAccepted: (code) => typeof code === 'string' && referralCodes.has(code.trim().toUpperCase()),
    trialBalance,
  };
}

/** The member-info reply of an account. */
export function memberInfo(account) {
  return {
    id: account.id,
    nickname: account.nickname,
    account: account.username,
    username: account.username,
    type: account.type,
    toUpline: account.toUpline,
    clubLabel: account.clubLabel ?? null,
    email: account.email ?? null,
    mobileNum: account.mobileNum ?? null,
    hasPassword: Boolean(account.hash),
  };
}

/** A password the platform makes for a mobile registration: lower- and upper-case letters and digits. */
export function generatePassword(length = 10) {
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = lower + upper + digits;
  const chars = [lower[randomInt(lower.length)], upper[randomInt(upper.length)], digits[randomInt(digits.length)]];
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
