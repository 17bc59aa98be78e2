/**
 * Turns a brand's validated documents into the one BrandModel the app reads. Pure and
 * synchronous: no React, no I/O; randomness (CDN choice) comes from options.random.
 * The documents must have passed validateBrandDocuments (schemas + cross checks).
 */
import type { BrandDocuments, RegistrationSettings, Resource as ResourceDocument, VendorLanes } from './documents';
import type {
  BrandModel,
  GameCategory,
  MenuCategory,
  RegistrationField,
  Resource,
  SiteStatus,
  SocialType,
} from './model';
import { isAnyPattern, registrationEntries } from './rules';
import { FLAG, flattenWhitelabel } from './flags';

export interface BuildBrandModelOptions {
  /** [0, 1) source for the CDN choice; defaults to Math.random */
  random?: () => number;
}

/** Display order of registration fields; fields not listed follow in document order. */
export const REGISTRATION_FIELD_ORDER: readonly string[] = [
  'username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'payeeName',
  'nickname', 'fullname', 'birthday', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat',
  'telegram', 'idNumber', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'paymentPassword',
  'recommenderId', 'affiliateCode', 'referralCode', 'captcha',
];

/** Left-bar order of game categories, their lobby routes and whether they show a vendor flyout. */
export const MENU_CATEGORIES: ReadonlyArray<{ category: GameCategory; route: string; hasFlyout: boolean }> = [
  { category: 'ELOTT', route: '/elott', hasFlyout: false },
  { category: 'LOTT', route: '/elott', hasFlyout: false },
  { category: 'LIVE', route: '/live', hasFlyout: true },
  { category: 'SPORTS', route: '/sports', hasFlyout: true },
  { category: 'FISH', route: '/fish', hasFlyout: true },
  { category: 'RNG', route: '/rng', hasFlyout: true },
  { category: 'PVP', route: '/pvp', hasFlyout: true },
  { category: 'ESPORTS', route: '/esports', hasFlyout: false },
  { category: 'COCKFIGHT', route: '/cockfight', hasFlyout: false },
];

export const SOCIAL_TYPES: readonly SocialType[] = ['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TWITTER', 'TIKTOK', 'LINE'];

/** Resource types (compared case-insensitively). */
export const RESOURCE_TYPE = {
  ANDROID: 'Android',
  IOS_CONFIG: 'MOBILECONFIG',
  AFFILIATE_LINK: 'AFFILIATELINK',
  TELEGRAM: 'TELEGRAM',
} as const;

/** Enabled registration fields in display order. */
export function buildRegistrationFields(rules: RegistrationSettings): RegistrationField[] {
  const entries = registrationEntries(rules);
  const rank = (name: string) => {
    const i = REGISTRATION_FIELD_ORDER.indexOf(name);
    return i === -1 ? REGISTRATION_FIELD_ORDER.length : i;
  };
  // stable sort: known fields in display order, unknown ones after them in document order
  const ordered = entries.map((entry, i) => ({ entry, i })).sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.i - b.i);
  const fields: RegistrationField[] = [];
  for (const { entry: [name, rule] } of ordered) {
    if (!rule.enabled) continue;
    fields.push({
      name,
      required: rule.required,
      pattern: isAnyPattern(rule.acceptedPattern) ? null : rule.acceptedPattern,
      patternId: rule.patternId,
      min: rule.minLength,
      max: rule.maxLength,
    });
  }
  return fields;
}

/** One menu entry per lane with at least one vendor card, in MENU_CATEGORIES order. */
export function buildMenuCategories(lanes: VendorLanes): MenuCategory[] {
  const categories: MenuCategory[] = [];
  for (const { category, route, hasFlyout } of MENU_CATEGORIES) {
    const lane = lanes.data.lanes.find((l) => l.title === category && l.cards.length > 0);
    if (!lane) continue;
    categories.push({
      category,
      route,
      hasFlyout,
      vendors: lane.cards.map((c) => ({ code: c.vassalage, displayName: c.displayName, smallIcon: c.smallIcon, isHot: c.isHot, ...(c.isGame ? { isGame: c.isGame } : {}) })),
    });
  }
  return categories;
}

function toResource(r: ResourceDocument): Resource {
  return { type: r.resourceType, url: r.url, qrCodeUrl: r.qrCodeUrl ?? null, label: r.labelNameEn ?? null };
}

export function buildResources(list: readonly ResourceDocument[]): BrandModel['resources'] {
  const all = list.map(toResource);
  const find = (type: string) => all.find((r) => r.type.toUpperCase() === type.toUpperCase()) ?? null;
  const social: BrandModel['resources']['social'] = [];
  for (const type of SOCIAL_TYPES) {
    const r = find(type);
    if (r) social.push({ type, url: r.url });
  }
  return {
    social,
    android: find(RESOURCE_TYPE.ANDROID),
    iosConfig: find(RESOURCE_TYPE.IOS_CONFIG),
    affiliateLink: find(RESOURCE_TYPE.AFFILIATE_LINK),
    telegram: find(RESOURCE_TYPE.TELEGRAM),
    all,
  };
}

/** One entry chosen with random() in [0, 1), trailing slashes trimmed; null for an empty list. */
export function pickCdn(list: readonly string[], random: () => number): string | null {
  if (list.length === 0) return null;
  const r = random();
  const i = Math.min(list.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * list.length)));
  return (list[i] as string).replace(/\/+$/, '');
}

export function buildBrandModel(docs: BrandDocuments, options: BuildBrandModelOptions = {}): BrandModel {
  const random = options.random ?? Math.random;
  const { manifest, permission, registration, lanes } = docs;
  const info = permission.info;
  const flags = flattenWhitelabel(info.whitelabel);
  const on = (modId: string) => flags[modId] === true;

  const features: BrandModel['features'] = {
    directRegister: on(FLAG.DIRECT_REGISTER),
    freePlay: on(FLAG.FREE_PLAY),
    smsLogin: on(FLAG.SMS_LOGIN),
    mobileRegister: on(FLAG.MOBILE_REGISTER),
    usernameRegister: on(FLAG.USERNAME_REGISTER),
    mobileRegisterVerification: on(FLAG.MOBILE_REGISTER_VERIFICATION),
    mobileRegisterPassword: on(FLAG.MOBILE_REGISTER_PASSWORD),
    forcePasswordChangeOnExpiry: on(FLAG.FORCE_PASSWORD_CHANGE_ON_EXPIRY),
    chat: on(FLAG.CHAT),
    phonePasswordReset: on(FLAG.PHONE_PASSWORD_RESET),
    socialSignIn: on(FLAG.SOCIAL_SIGN_IN),
    referral: on(FLAG.REFERRAL),
  };

  const registrationTabs: Array<'username' | 'mobile'> = [];
  if (features.usernameRegister) registrationTabs.push('username');
  if (features.mobileRegister) registrationTabs.push('mobile');
  if (registrationTabs.length === 0) registrationTabs.push('username');

  let status: SiteStatus = { kind: 'normal' };
  if (permission.maintenance) status = { kind: 'maintenance' };
  else if (permission.regionRestriction) {
    status = { kind: 'region', ip: permission.location?.ip ?? '', country: permission.location?.country ?? '' };
  }

  const gtagId = info.analytics?.gtagId;
  const { theme, assets, languages, footer } = manifest;

  return {
    merchantCode: manifest.merchantCode,
    name: manifest.name,
    status,
    flags,
    features,
    header: { showRegister: features.directRegister, showFreeDemo: features.freePlay },
    login: { tabs: features.smsLogin ? ['username', 'sms'] : ['username'] },
    registration: {
      tabs: registrationTabs,
      defaultTab: registrationTabs.includes('username') ? 'username' : 'mobile',
      fields: buildRegistrationFields(registration),
    },
    menu: { categories: buildMenuCategories(lanes) },
    resources: buildResources(info.resources),
    customerService: info.customerService.map((c) => ({ type: c.type, path: c.path })),
    analytics: { gtagId: gtagId ? gtagId : null },
    cdn: { image: pickCdn(info.imageCDNs, random) ?? '', launch: pickCdn(info.launchGameCDNs, random) },
    domainRoute: info.domainRoute ?? null,
    mainDomain: info.mainDomain ?? null,
    loggedInOnly: on(FLAG.LOGGED_IN_ONLY),
    languages: { supported: [...languages.supported], default: languages.default },
    theme: {
      defaultMode: theme.defaultMode,
      seeds: { dark: { ...theme.dark }, light: { ...theme.light } },
    },
    assets: {
      logo: { dark: assets.logo.dark, light: assets.logo.light },
      favicon: assets.favicon ?? null,
      responsibility: assets.responsibility ?? null,
      paymentIcons: [...assets.paymentIcons],
    },
    footer: { about: { ...footer.about }, copyright: footer.copyright },
    lottery: { prizeMode: manifest.lottery.prizeMode },
    layout: { embeddedShowsBars: manifest.layout.embeddedShowsBars },
  };
}
