/**
 * The platform's feature flags ("whitelabel" modIds) that the site reads, and the one reader of
 * the whitelabel tree. Every modId here is one the real client reads (platform-contract.md,
 * "Observed in the real client's own code", and the member/agent addendum); the site, the
 * preview platform and the tests take them from here, never spell them out.
 */
import { isRecord, type Finding } from './findings';

export const FLAG = {
  // registration (children of the REGGRP group node)
  DIRECT_REGISTER: 'DIRECTREG3',
  USERNAME_REGISTER: 'USERNAMEREG3',
  MOBILE_REGISTER: 'MOBILENUMREG3',
  MOBILE_REGISTER_VERIFICATION: 'REGMOBVERF3',
  MOBILE_REGISTER_PASSWORD: 'MOBILENUMPASSREG3',
  /** a social or phone sign-in may create the account (firebase) */
  FIREBASE_CREATE_ACCOUNT: 'FIREBASECREATEACC3',
  // log-in (children of the HOMEPAGE group node)
  SMS_LOGIN: 'MOBILEVERCODELOGIN3',
  FORCE_PASSWORD_CHANGE_ON_EXPIRY: 'PWDEXPFORCECHANGE3',
  FREE_PLAY: 'FREEPLAY3',
  PHONE_PASSWORD_RESET: 'CHNGPASSVERIF3',
  CAPTCHA: 'CAPTCHA3',
  GEETEST: 'GEETEST3',
  LOGIN_IP_VERIFICATION: 'LOGINIPVERF3',
  // social sign-in, one flag per provider
  GOOGLE_LOGIN: 'GOOGLELOGIN3',
  FACEBOOK_LOGIN: 'FACEBOOKLOGIN3',
  TWITTER_LOGIN: 'TWITTERLOGIN3',
  LINE_LOGIN: 'LINELOGIN3',
  TELEGRAM_LOGIN: 'TELEGRAMLOGIN3',
  // service
  CHAT: 'CBS3',
  FEEDBACK: 'FEEDBACK3',
  // member centre
  MEMBER_COMMON: 'COMM3',
  DEPOSIT: 'DEPOSIT',
  WITHDRAW: 'WITHDRAW',
  FUND_TRANSFER: 'FUNDTRANS3',
  MEMBER_TRANSACTIONS: 'MEMTRANS3',
  REWARD_CENTER: 'REWCEN3',
  INBOX: 'INBOX3',
  POINTS: 'PTSYS3',
  MEMBER_CLUB: 'MEMCLUB3',
  MISSIONS: 'MISSIONLB3',
  PAYMENT_PASSWORD: 'PAYMENTPASS3',
  PROFILE_PICTURE: 'PROFPIC3',
  // the member centre's money and security pages (platform-contract-member-agent.md §3–10)
  DEPOSIT_BASIC: 'DPSTBAS3',
  DEPOSIT_RECORDS: 'DEPREC3',
  /** the deposit form's target-username field (deposit for another player) */
  DEPOSIT_ON_BEHALF: 'DEPOSITBEHALF',
  WITHDRAW_BASIC: 'WTHDRW3',
  BIND_CARD: 'BINDCARD3',
  WITHDRAW_RECORDS: 'WDRAWREC3',
  /** withdrawals ask no password */
  WITHDRAW_NO_PASSWORD: 'WDRAWNOPASSVERIF3',
  RESET_PAYMENT_PASSWORD: 'RESPAYPASS3',
  TRANSFER_UPLINE: 'AGETRANSFERUP3',
  /** the transfer to the upline asks the payment password instead of the login password */
  TRANSFER_UPLINE_PAYMENT_PASSWORD: 'TRANSUPVERFPAYMENTPW3',
  BET_RECORDS: 'TRANSBETREPMEM3',
  PERSONAL_PNL: 'PERSPNL3',
  VERIFICATION: 'VERIFICATION3',
  MAIL_VERIFICATION: 'MAILVERIFICATION3',
  SECURITY_QUESTIONS: 'SECQUES3',
  MOBILE_UPDATE: 'PERSMOBILE3',
  LOGIN_PASSWORD: 'PASS3',
  UPLOAD_ID: 'UPLOADID3',
} as const;

export type FlagId = (typeof FLAG)[keyof typeof FLAG];

/** Group nodes of the real tree: they hold other flags as children (REGGRP: registration, HOMEPAGE: log-in). */
export const FLAG_GROUP = { REGISTRATION: 'REGGRP', HOMEPAGE: 'HOMEPAGE' } as const;

/** Social sign-in providers, each behind its own flag. */
export const SOCIAL_PROVIDERS = [
  { provider: 'google', flag: FLAG.GOOGLE_LOGIN },
  { provider: 'facebook', flag: FLAG.FACEBOOK_LOGIN },
  { provider: 'twitter', flag: FLAG.TWITTER_LOGIN },
  { provider: 'line', flag: FLAG.LINE_LOGIN },
  { provider: 'telegram', flag: FLAG.TELEGRAM_LOGIN },
] as const;

/**
 * A value read the way the real client reads a switch: "1", 1, true and "true" are on; "0", 0,
 * false, "false", null and absence are off. Anything else is off too, and `known` says it was
 * not one of these (the reader reports it).
 */
export function readSwitch(value: unknown): { on: boolean; known: boolean } {
  if (value === '1' || value === 1 || value === true || value === 'true') return { on: true, known: true };
  if (value === '0' || value === 0 || value === false || value === 'false' || value === null || value === undefined) return { on: false, known: true };
  return { on: false, known: false };
}

/** Deeper than any real tree (4 levels seen): a tree beyond this is cut there, never recursed into. */
export const MAX_WHITELABEL_DEPTH = 32;
/** More nodes than a real tree has (about 200 modIds): the rest is ignored. */
export const MAX_WHITELABEL_NODES = 5000;

export interface WhitelabelReading {
  /** modId -> on. A node is on only when it and every node above it are on. */
  flags: Record<string, boolean>;
  findings: Finding[];
}

/**
 * Flattens the whitelabel tree into modId -> on, as the real client does: `info.whitelabel` is
 * one root node (an array of roots is read too), `childrenNodes` holds the children. A flag off
 * switches off the flags under it (a group node such as REGGRP turns its registration flags off).
 * If a modId appears twice, the later node (depth first) wins. Walked with a stack, never
 * recursion, with depth and size limits, so no tree can overflow the stack; a node without a
 * modId is skipped (its children are still read) and reported.
 */
export function readWhitelabel(tree: unknown, at = '/info/whitelabel'): WhitelabelReading {
  const flags: Record<string, boolean> = {};
  const findings: Finding[] = [];
  const roots = Array.isArray(tree) ? tree : [tree];
  const stack: Array<{ node: unknown; pointer: string; depth: number; parentOn: boolean }> = [];
  for (let i = roots.length - 1; i >= 0; i--) {
    stack.push({ node: roots[i], pointer: Array.isArray(tree) ? `${at}/${i}` : at, depth: 1, parentOn: true });
  }
  let seen = 0;
  while (stack.length > 0) {
    const { node, pointer, depth, parentOn } = stack.pop()!;
    if (++seen > MAX_WHITELABEL_NODES) {
      findings.push({ pointer: at, message: `has more than ${MAX_WHITELABEL_NODES} nodes: the rest is ignored`, severity: 'error' });
      break;
    }
    if (!isRecord(node)) {
      findings.push({ pointer, message: 'must be a whitelabel node ({ modId, enabled, childrenNodes })', severity: 'error' });
      continue;
    }
    const named = typeof node.modId === 'string' && node.modId.length > 0 && node.modId.length <= 100;
    const { on, known } = readSwitch(node.enabled);
    if (!known) {
      const who = named ? `${node.modId as string}: ` : '';
      findings.push({ pointer: `${pointer}/enabled`, message: `${who}must be "1" or "0" (read as off: ${short(node.enabled)})`, severity: 'error' });
    }
    const nodeOn = parentOn && on;
    if (named) flags[node.modId as string] = nodeOn;
    else findings.push({ pointer: `${pointer}/modId`, message: 'is required: a node without a modId is skipped (its children are read)', severity: 'error' });
    const children = node.childrenNodes;
    if (children === undefined || children === null) continue;
    if (!Array.isArray(children)) {
      findings.push({ pointer: `${pointer}/childrenNodes`, message: `${named ? `${node.modId as string}: ` : ''}must be a list`, severity: 'error' });
      continue;
    }
    if (children.length === 0) continue;
    if (depth >= MAX_WHITELABEL_DEPTH) {
      findings.push({ pointer: `${pointer}/childrenNodes`, message: `${named ? `${node.modId as string}: ` : ''}is nested deeper than ${MAX_WHITELABEL_DEPTH} levels: the nodes below are ignored`, severity: 'error' });
      continue;
    }
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i], pointer: `${pointer}/childrenNodes/${i}`, depth: depth + 1, parentOn: nodeOn });
    }
  }
  return { flags, findings };
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}
