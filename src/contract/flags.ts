/**
 * The platform's feature flags ("whitelabel" modIds) that the site reads, and the one reader of
 * the whitelabel tree. Every modId here is one the real client reads (platform-contract.md,
 * "Observed in the real client's own code", and the member/agent addendum); the site, the
 * preview platform and the tests take them from here, never spell them out.
 */
import { isRecord, type Finding } from './findings';

// the ids live one constant each in flagIds.ts (a chunk carries only the ids it reads)
import * as FLAG from './flagIds';

export { FLAG };

export type FlagId = (typeof FLAG)[keyof typeof FLAG];

/**
 * Group nodes of the real tree: they hold other flags as children (REGGRP: registration,
 * HOMEPAGE: log-in, GAMELO3: the game lobby's categories, COMM3: the member centre).
 */
// literals, not FLAG.X: a property read of FLAG would keep this unused object in the site's bundle
export const FLAG_GROUP = { REGISTRATION: 'REGGRP', HOMEPAGE: 'HOMEPAGE', GAME_LOBBY: 'GAMELO3', MEMBER_COMMON: 'COMM3' } as const;

/** What one flag means: the group node it sits under in the real tree, and what it changes on this site. */
export interface FlagDoc {
  /** the modId of the group node above it in the real tree (a group off switches it off), where a recorded tree shows it */
  group?: string;
  /** what the flag changes on this site when it is on (and what shows when it is off) */
  does: string;
}

/**
 * Every flag's meaning, beside its id: docs/flags.md is generated from this, the model's
 * feature table and the call map (npm run docs:flags; a unit test fails when the page is stale).
 * The app never imports it, so none of it ships.
 */
export const FLAG_DOCS: { readonly [K in keyof typeof FLAG]: FlagDoc } = {
  DIRECT_REGISTER: { group: 'REGGRP', does: 'registration from the site: the header\'s Register button, the log-in popup\'s Register tab and the /register page; off, new players come through an agent or an affiliate link only' },
  USERNAME_REGISTER: { group: 'REGGRP', does: 'the registration form\'s username tab (username, password and every other field the registration rules enable)' },
  MOBILE_REGISTER: { group: 'REGGRP', does: 'the registration form\'s mobile tab (mobile number, SMS code and every other field the rules enable; the platform makes the username); the default tab when the username tab is off' },
  MOBILE_REGISTER_VERIFICATION: { group: 'REGGRP', does: 'registration verifies the mobile number: the SMS code field and its send button (after the human check) follow the mobile number field' },
  MOBILE_REGISTER_PASSWORD: { group: 'REGGRP', does: 'the mobile tab asks for a password and its confirmation; off, the platform makes one and the site shows it once after registering' },
  FIREBASE_CREATE_ACCOUNT: { does: 'a social or phone sign-in may create the account (firebase)' },
  SMS_LOGIN: { group: 'HOMEPAGE', does: 'the log-in form\'s SMS tab (mobile number and code, no password)' },
  MOBILE_LOGIN: { group: 'HOMEPAGE', does: 'the log-in popup\'s phone sign-in through the phone-auth service (firebase, chosen by `info.sms.firebase`): number, 1-minute code, then the platform log-in with the service\'s token; no configured service, no entry (the SMS tab is MOBILEVERCODELOGIN3)' },
  FORCE_PASSWORD_CHANGE_ON_EXPIRY: { group: 'HOMEPAGE', does: 'a password the platform says has expired must be changed right after logging in (the change-password dialog opens and cannot be skipped)' },
  FREE_PLAY: { does: 'free play as a guest: the header\'s Free demo button and the log-in popup\'s trial entry' },
  PHONE_PASSWORD_RESET: { does: 'the forgotten-password dialog resets by SMS code to the mobile number; off, it asks for username and email' },
  CAPTCHA: { does: 'the registration asks for the image captcha (shown and required; the real client shows it from a store switch, read here as this flag); the log-in shows it only when a refused log-in asks for it' },
  GEETEST: { does: 'the platform judges a GeeTest puzzle (product login: the username log-in; register: the register call; sms: the registration code\'s send and, designed, the password reset\'s), whose answer goes with the call as geetestValidateV4 (GeeTest\'s V4 widget where the platform names a captcha id); off, the client\'s slider alone' },
  LOGIN_IP_VERIFICATION: { does: 'a log-in from an unregistered IP asks for an SMS code before the session opens (the log-in popup\'s code step)' },
  TWO_FACTOR: { does: 'every log-in asks for an SMS code before the session opens (the log-in popup\'s code step); not seen in the real client\'s code, which gates the step by LOGINIPVERF3 only' },
  GOOGLE_LOGIN: { does: 'the log-in popup\'s Google sign-in button, when `info.sms` configures the phone-auth service' },
  FACEBOOK_LOGIN: { does: 'the log-in popup\'s Facebook sign-in button, when `info.sms` configures the phone-auth service' },
  TWITTER_LOGIN: { does: 'the log-in popup\'s Twitter sign-in button, when `info.sms` configures the phone-auth service' },
  LINE_LOGIN: { does: 'a LINE sign-in button: the phone-auth service has no LINE sign-in, so none shows' },
  TELEGRAM_LOGIN: { does: 'a Telegram sign-in button: the phone-auth service has no Telegram sign-in, so none shows' },
  GAME_LOBBY: { does: 'the game lobby and its categories (a group node: off, hot games, recent games and favourites are off too); its ModuleId gates adding and removing favourites' },
  HOT_GAMES: { group: 'GAMELO3', does: 'the home page\'s Hot games section (GCSGAME_hotGamesV2)' },
  RECENT_GAMES: { group: 'GAMELO3', does: 'a player\'s Recent games section on the home page (GCS_recentGame)' },
  FAVOURITE_GAMES: { group: 'GAMELO3', does: 'favourites: the star on slot and fish game cards and a player\'s Favourites section on the home page' },
  CHAT: { does: 'the chat window (left bar entry); never for a trial account' },
  FEEDBACK: { does: 'the feedback form' },
  MEMBER_COMMON: { does: 'the member centre (a group node: its pages are its children); its ModuleId gates member info, balance and the language update' },
  DEPOSIT: { does: 'the header\'s Deposit button and the deposit page' },
  WITHDRAW: { does: 'the header\'s Withdraw button and the withdrawal page' },
  FUND_TRANSFER: { group: 'COMM3', does: 'transfers between the main wallet and vendor wallets' },
  MEMBER_TRANSACTIONS: { group: 'COMM3', does: 'the transaction records page' },
  REWARD_CENTER: { does: 'the reward centre; its ModuleId gates the merchant\'s available promotions (invite friends)' },
  INBOX: { group: 'COMM3', does: 'the player\'s inbox and its unread count' },
  POINTS: { does: 'the points system (point mall balance and redemption)' },
  MEMBER_CLUB: { does: 'member levels: the label beside the player\'s name opens the player\'s rank' },
  MISSIONS: { does: 'the mission leaderboard and its open-missions badge' },
  PAYMENT_PASSWORD: { does: 'a payment password protects withdrawals and transfers' },
  PROFILE_PICTURE: { does: 'the player may set a profile picture' },
  DEPOSIT_BASIC: { does: 'the deposit page\'s channels, amounts and order creation (its ModuleId on the deposit calls)' },
  DEPOSIT_RECORDS: { does: 'the deposit records: the deposit page\'s recent deposits and the deposit notifications' },
  DEPOSIT_ON_BEHALF: { does: 'the deposit form\'s target-username field: a deposit for another player' },
  WITHDRAW_BASIC: { does: 'the withdrawal page\'s settings, fee preview and withdrawal (its ModuleId on the withdraw calls)' },
  BIND_CARD: { does: 'binding and deleting the bank, e-wallet and virtual accounts a withdrawal is paid to' },
  WITHDRAW_RECORDS: { does: 'the withdrawal records: recent withdrawals, receipt confirmation and the withdrawal notifications' },
  WITHDRAW_NO_PASSWORD: { does: 'withdrawals ask no password (off: the payment or login password, as PAYMENTPASS3 says)' },
  RESET_PAYMENT_PASSWORD: { does: 'the security centre\'s "forgot payment password": a new one set by answering the player\'s security question (needs SECQUES3)' },
  TRANSFER_UPLINE: { does: 'an agent\'s player may transfer to the upline (encrypted)' },
  TRANSFER_UPLINE_PAYMENT_PASSWORD: { does: 'the transfer to the upline asks the payment password instead of the login password' },
  BET_RECORDS: { does: 'the betting record page' },
  PERSONAL_PNL: { does: 'the personal profit and loss page' },
  VERIFICATION: { does: 'binding the mobile number by SMS code in the security centre' },
  MAIL_VERIFICATION: { does: 'binding the email by mailed code in the security centre' },
  SECURITY_QUESTIONS: { does: 'security questions in the security centre' },
  MOBILE_UPDATE: { does: 'changing the bound mobile number' },
  LOGIN_PASSWORD: { does: 'changing the login password in the security centre (the change-password dialog; the session ends and the player logs in with the new one)' },
  UPLOAD_ID: { does: 'uploading an ID document where the platform asks for real name and ID' },
  AGENT_PAGES: { does: 'the agent centre\'s pages (a group node); off, the team overview is hidden and only the entries the menu rule keeps (announcement, transaction details) stay' },
  AGENT_ANNOUNCEMENTS: { group: 'AGEPAG', does: 'the agent centre\'s Announcement entry; the menu rule keeps it even when off' },
  AGENT_TEAM_OVERVIEW: { group: 'AGEPAG', does: 'the agent centre\'s Team overview (KPIs per day and game category); kept when off, hidden when AGEPAG is off' },
  AGENT_REGISTER_CENTRE: { does: 'the agent centre\'s Register account entry, shown when AGEREGDOWN3, CREATEAFF3 or AFFMAN3 is on too' },
  AGENT_REGISTER_DOWNLINE: { does: 'Register account: the form that registers a downline (encrypted)' },
  AGENT_CREATE_AFFILIATE: { does: 'Register account: creating affiliate links' },
  AGENT_AFFILIATE_LINKS: { does: 'Register account: the list of affiliate links (copy, QR, delete)' },
  AGENT_TEAM_MANAGEMENT: { does: 'the agent centre\'s Team management entry (downline list, member P/L)' },
  AGENT_DOWNLINE_MANAGEMENT: { does: 'the ModuleId of the downline list and the member P/L calls' },
  AGENT_DOWNLINE_PASSWORD: { does: 'Team management: changing a downline\'s login password (encrypted)' },
  AGENT_DOWNLINE_MOBILE: { does: 'Team management: changing a downline\'s mobile number' },
  AGENT_DOWNLINE_NICKNAME: { does: 'Team management: changing a downline\'s nickname' },
  AGENT_TRANSFER_DOWNLINE: { does: 'Team management: transferring money to a downline (encrypted; the payment password when PAYMENTPASS3 is on, else the login password)' },
  AGENT_TEAM_BETTING: { does: 'the agent centre\'s Team betting entry needs it beside TRANSBETREPMEM3' },
  AGENT_TEAM_PNL: { does: 'the agent centre\'s User profit and loss' },
  AGENT_INCOME: { does: 'the agent centre\'s My income' },
  AGENT_TRANSACTIONS: { does: 'the agent centre\'s Transaction details; the menu rule keeps it even when off' },
  AGENT_DIVIDEND: { group: 'AGEPAG', does: 'the agent centre\'s Dividend contract, when the consolidated reply\'s dailySalary.DIVIDEND is on too' },
  AGENT_DIVIDEND_SIGN: { does: 'offering and answering dividend contracts (ModuleId of the offer and answer calls)' },
  AGENT_DAILY_SALARY: { group: 'AGEPAG', does: 'the agent centre\'s Daily salary, when the consolidated reply\'s dailySalary.DAYSAL is on too' },
  AGENT_DAILY_SALARY_CONTRACT: { does: 'the ModuleId of the daily salary contract calls' },
  AGENT_HOURLY_SALARY: { group: 'AGEPAG', does: 'the agent centre\'s Hourly salary, when the consolidated reply\'s showHourSalary is on too' },
  AGENT_REALTIME_SALARY: { group: 'AGEPAG', does: 'the agent centre\'s Real-time salary (settled every 5 minutes), when the consolidated reply\'s showRealTimeSalary is on too (the real menu\'s entry was not found: designed here)' },
  AGENT_TRANSFER_MULTIPLE: { group: 'AGEPAG', does: 'the agent centre\'s Red envelope: one transfer from the agent\'s balance to several downlines at once (encrypted; the payment password when PAYMENTPASS3 is on, else the login password; the body is designed, docs/agent-centre.md)' },
  AGENT_MR_DAILY_SALARY: { group: 'AGEPAG', does: 'the agent centre\'s Manual daily salary, when the consolidated reply\'s mrDailySalary is on too' },
  AGENT_MR_DAILY_SALARY_CONTRACT: { does: 'the ModuleId of the manual daily salary calls (rates, apply, cancel, records and the claim)' },
  SIMPLIFIED_INVITE_URL: { does: 'the invite-friends link is the promotion domain with `?r=<referral code>` only (no affiliate code)' },
  AFFILIATE_CODE_SUFFIX: { does: 'the invite-friends link carries `&affiliateCode=`; off (and no simplified link), the affiliate code is the link\'s sub-domain' },
  INVITE_URL_REGISTER_PAGE: { does: 'the invite-friends link opens `/register.html` instead of the home page' },
};

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
