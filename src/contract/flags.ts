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
  /**
   * an account's every log-in takes the second step. Named by the product's issue, not seen in
   * the real client's public code (which gates the step's call by LOGINIPVERF3 only)
   */
  TWO_FACTOR: 'TWOFACTOR3',
  // social sign-in, one flag per provider
  GOOGLE_LOGIN: 'GOOGLELOGIN3',
  FACEBOOK_LOGIN: 'FACEBOOKLOGIN3',
  TWITTER_LOGIN: 'TWITTERLOGIN3',
  LINE_LOGIN: 'LINELOGIN3',
  TELEGRAM_LOGIN: 'TELEGRAMLOGIN3',
  // game lobby (GAMELO3) and its categories: hot games, recent games, favourites
  GAME_LOBBY: 'GAMELO3',
  HOT_GAMES: 'GAMELOHOT3',
  RECENT_GAMES: 'GAMELOREC3',
  FAVOURITE_GAMES: 'GAMELOFAV3',
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
  // the invite link's shape (platform-contract-member-agent.md §14)
  /** the invite link carries `?r=<referral code>` only */
  SIMPLIFIED_INVITE_URL: 'SIMPLIFIEDURL3',
  /** the invite link carries the affiliate code as `&affiliateCode=` instead of a sub-domain */
  AFFILIATE_CODE_SUFFIX: 'SUFAFFCODE3',
  /** the invite link leads to `/register.html` */
  INVITE_URL_REGISTER_PAGE: 'AFFURLEXT3',
} as const;

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
  MOBILE_REGISTER_VERIFICATION: { group: 'REGGRP', does: 'registration verifies the mobile number: the SMS code field and its send button (after the slider check) follow the mobile number field' },
  MOBILE_REGISTER_PASSWORD: { group: 'REGGRP', does: 'the mobile tab asks for a password and its confirmation; off, the platform makes one and the site shows it once after registering' },
  FIREBASE_CREATE_ACCOUNT: { does: 'a social or phone sign-in may create the account (firebase)' },
  SMS_LOGIN: { group: 'HOMEPAGE', does: 'the log-in form\'s SMS tab (mobile number and code, no password)' },
  FORCE_PASSWORD_CHANGE_ON_EXPIRY: { group: 'HOMEPAGE', does: 'a password the platform says has expired must be changed right after logging in (the change-password dialog opens and cannot be skipped)' },
  FREE_PLAY: { does: 'free play as a guest: the header\'s Free demo button and the log-in popup\'s trial entry' },
  PHONE_PASSWORD_RESET: { does: 'the forgotten-password dialog resets by SMS code to the mobile number; off, it asks for username and email' },
  CAPTCHA: { does: 'the platform asks for an image captcha at log-in and registration' },
  GEETEST: { does: 'the platform asks for a GeeTest human check' },
  LOGIN_IP_VERIFICATION: { does: 'a log-in from an unregistered IP asks for an SMS code before the session opens (the log-in popup\'s code step)' },
  TWO_FACTOR: { does: 'every log-in asks for an SMS code before the session opens (the log-in popup\'s code step); not seen in the real client\'s code, which gates the step by LOGINIPVERF3 only' },
  GOOGLE_LOGIN: { does: 'the Google sign-in button' },
  FACEBOOK_LOGIN: { does: 'the Facebook sign-in button' },
  TWITTER_LOGIN: { does: 'the Twitter sign-in button' },
  LINE_LOGIN: { does: 'the LINE sign-in button' },
  TELEGRAM_LOGIN: { does: 'the Telegram sign-in button' },
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
  RESET_PAYMENT_PASSWORD: { does: 'the payment password may be reset by SMS code' },
  TRANSFER_UPLINE: { does: 'an agent\'s player may transfer to the upline (encrypted)' },
  TRANSFER_UPLINE_PAYMENT_PASSWORD: { does: 'the transfer to the upline asks the payment password instead of the login password' },
  BET_RECORDS: { does: 'the betting record page' },
  PERSONAL_PNL: { does: 'the personal profit and loss page' },
  VERIFICATION: { does: 'binding the mobile number by SMS code in the security centre' },
  MAIL_VERIFICATION: { does: 'binding the email by mailed code in the security centre' },
  SECURITY_QUESTIONS: { does: 'security questions in the security centre' },
  MOBILE_UPDATE: { does: 'changing the bound mobile number' },
  LOGIN_PASSWORD: { does: 'changing the login password in the security centre' },
  UPLOAD_ID: { does: 'uploading an ID document where the platform asks for real name and ID' },
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
