/**
 * Turns a brand's documents, as the contract's readers left them, into the one BrandModel the app
 * reads. Pure and synchronous: no React, no I/O; randomness (CDN choice) comes from options.random.
 * A section the readers defaulted (null) gets the site's default here.
 */
import type { FieldRule } from '../contract/fieldRules';
import { FLAG, SOCIAL_PROVIDERS } from '../contract/flags';
import { CATEGORY_INFO, isGameCategory, VENDOR_CATEGORY, type GameCategory } from '../contract/gameCategories';
import type { VendorLane } from '../contract/readers/games';
import { findResource, type Resource } from '../contract/readers/permission';
import { baseThemes } from '../theme/baseThemes';
import { SEED_KEYS, type ThemeSeeds } from '../theme/tokens';
import type { BrandDocuments } from './documents';
import type { BrandModel, MenuCategory, RegistrationField, SiteStatus, SocialType } from './model';

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

/** Spec section 9: the country dialing code when the brand names none (the field is then disabled). */
export const DEFAULT_DIALING_CODE = '63';

/** The model's features and the flag each reads (docs/flags.md lists where the site reads them). */
export const FEATURE_FLAGS = {
  directRegister: FLAG.DIRECT_REGISTER,
  freePlay: FLAG.FREE_PLAY,
  smsLogin: FLAG.SMS_LOGIN,
  phoneLogin: FLAG.MOBILE_LOGIN,
  mobileRegister: FLAG.MOBILE_REGISTER,
  usernameRegister: FLAG.USERNAME_REGISTER,
  mobileRegisterVerification: FLAG.MOBILE_REGISTER_VERIFICATION,
  mobileRegisterPassword: FLAG.MOBILE_REGISTER_PASSWORD,
  forcePasswordChangeOnExpiry: FLAG.FORCE_PASSWORD_CHANGE_ON_EXPIRY,
  chat: FLAG.CHAT,
  phonePasswordReset: FLAG.PHONE_PASSWORD_RESET,
  hotGames: FLAG.HOT_GAMES,
  recentGames: FLAG.RECENT_GAMES,
  favouriteGames: FLAG.FAVOURITE_GAMES,
} as const satisfies Record<keyof BrandModel['features'], string>;

export const SOCIAL_TYPES: readonly SocialType[] = ['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TWITTER', 'TIKTOK', 'LINE'];

/** Resource types (compared case-insensitively). */
export const RESOURCE_TYPE = {
  ANDROID: 'Android',
  IOS_CONFIG: 'MOBILECONFIG',
  AFFILIATE_LINK: 'AFFILIATELINK',
  TELEGRAM: 'TELEGRAM',
} as const;

/** The SMS code field follows the mobile number's rule (the real client clones it), 0-255 characters. */
export const VERIFICATION_CODE_BOUNDS = { min: 0, max: 255 } as const;

/**
 * CAPTCHA3 on: the registration asks for the image captcha, required, whatever the registration
 * settings say of it (the real client shows its captcha field from a store switch, `Public.showCaptcha`,
 * not from the captcha rule, which gives only `required`; that the switch is CAPTCHA3 is this
 * contract's reading, docs/flags.md). Off: the rules as they are.
 */
export function withImageCaptcha(rules: readonly FieldRule[], imageCaptcha: boolean): FieldRule[] {
  if (!imageCaptcha) return [...rules];
  const captcha: FieldRule = { name: 'captcha', enabled: true, required: true, pattern: null, patternId: null, min: null, max: null };
  const at = rules.findIndex((r) => r.name === 'captcha');
  return at === -1 ? [...rules, captcha] : rules.map((r, i) => (i === at ? { ...r, enabled: true, required: true } : r));
}

/**
 * Enabled registration fields in display order. The real platform has no rule for the SMS code:
 * when the brand verifies mobile numbers (REGMOBVERF3) and the mobile number is asked, the code
 * field follows it, with its pattern and the bounds 0-255; a verificationCode rule in the
 * document is not read.
 */
export function buildRegistrationFields(rules: readonly FieldRule[], mobileVerification: boolean, brandOrder: readonly string[] = []): RegistrationField[] {
  // the brand's order first, then the site's, then the document's
  const rank = (name: string) => {
    const own = brandOrder.indexOf(name);
    if (own !== -1) return own;
    const i = REGISTRATION_FIELD_ORDER.indexOf(name);
    return brandOrder.length + (i === -1 ? REGISTRATION_FIELD_ORDER.length : i);
  };
  const enabled = rules.filter((r) => r.enabled && r.name !== 'verificationCode');
  const mobile = enabled.find((r) => r.name === 'mobileNum');
  if (mobile && mobileVerification) {
    enabled.push({ ...mobile, name: 'verificationCode', required: true, ...VERIFICATION_CODE_BOUNDS });
  }
  // stable sort: known fields in display order, unknown ones after them in document order
  return enabled
    .map((rule, i) => ({ rule, i }))
    .sort((a, b) => rank(a.rule.name) - rank(b.rule.name) || a.i - b.i)
    .map(({ rule }) => ({ name: rule.name, required: rule.required, pattern: rule.pattern, patternId: rule.patternId, min: rule.min, max: rule.max }));
}

/**
 * One menu entry per game category with at least one vendor, in the catalogue's order. Vendors of
 * the SPORTS lane that the brand (or the contract's default) files under e-sports or cockfight fill
 * those entries, as the real client sorts them.
 */
export function buildMenuCategories(
  lanes: readonly VendorLane[],
  vendorCategories?: Partial<Record<GameCategory, string[]>> | null,
  categoryOrder: readonly GameCategory[] = [],
): MenuCategory[] {
  const overrides: Record<string, GameCategory> = vendorCategories
    ? Object.fromEntries(Object.entries(vendorCategories).flatMap(([category, codes]) => (codes ?? []).map((code) => [code.toUpperCase(), category as GameCategory])))
    : { ...VENDOR_CATEGORY };
  const byCategory = new Map<GameCategory, MenuCategory['vendors']>();
  for (const lane of lanes) {
    if (!isGameCategory(lane.title)) continue; // a type the site has no lobby for (e.g. BINGO)
    for (const card of lane.cards) {
      const code = card.code.toUpperCase();
      const category: GameCategory = lane.title === 'SPORTS' ? (overrides[code] ?? 'SPORTS') : lane.title;
      const vendors = byCategory.get(category) ?? [];
      if (vendors.some((v) => v.code === card.code)) continue;
      vendors.push({ code: card.code, displayName: card.displayName, smallIcon: card.smallIcon, isHot: card.isHot, gameType: card.gameType, ...(card.isGame ? { isGame: card.isGame } : {}) });
      byCategory.set(category, vendors);
    }
  }
  // the brand's order (manifest menu.categoryOrder) first, the catalogue's for the rest
  const rank = (category: GameCategory) => {
    const i = categoryOrder.indexOf(category);
    return i === -1 ? categoryOrder.length : i;
  };
  const ordered = CATEGORY_INFO.map((info, i) => ({ info, i })).sort((a, b) => rank(a.info.category) - rank(b.info.category) || a.i - b.i);
  return ordered.flatMap(({ info: { category, path, hasFlyout } }) => {
    const vendors = byCategory.get(category);
    return vendors && vendors.length > 0 ? [{ category, route: path, hasFlyout, vendors }] : [];
  });
}

export function buildResources(all: readonly Resource[]): BrandModel['resources'] {
  const social: BrandModel['resources']['social'] = [];
  for (const type of SOCIAL_TYPES) {
    const r = findResource(all, type);
    if (r) social.push({ type, url: r.url });
  }
  return {
    social,
    android: findResource(all, RESOURCE_TYPE.ANDROID),
    iosConfig: findResource(all, RESOURCE_TYPE.IOS_CONFIG),
    affiliateLink: findResource(all, RESOURCE_TYPE.AFFILIATE_LINK),
    telegram: findResource(all, RESOURCE_TYPE.TELEGRAM),
    all: [...all],
  };
}

/** One entry chosen with random() in [0, 1), trailing slashes trimmed; null for an empty list. */
export function pickCdn(list: readonly string[], random: () => number): string | null {
  if (list.length === 0) return null;
  const r = random();
  const i = Math.min(list.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * list.length)));
  return (list[i] as string).replace(/\/+$/, '');
}

/**
 * The default language the model uses: the manifest's when it is supported, else the first
 * supported one (null when the languages section itself was defaulted).
 */
export function effectiveDefaultLanguage(languages: BrandDocuments['manifest']['languages']): string | null {
  if (!languages) return null;
  return languages.supported.includes(languages.default) ? languages.default : (languages.supported[0] ?? null);
}

/** The seeds of a mode when the manifest's theme could not be used: the base theme's own. */
const baseSeeds = (mode: 'dark' | 'light') => ({ primary: baseThemes[mode].colors.primary, accent: baseThemes[mode].colors.accent });

/** The seeds the engine knows, and only those (a name the manifest adds never reaches the theme). */
const knownSeeds = (given: ThemeSeeds): ThemeSeeds =>
  Object.fromEntries(SEED_KEYS.filter((k) => given[k] !== undefined).map((k) => [k, given[k]])) as unknown as ThemeSeeds;

export function buildBrandModel(docs: BrandDocuments, options: BuildBrandModelOptions = {}): BrandModel {
  const random = options.random ?? Math.random;
  const { manifest, permission, registration, lanes } = docs;
  const flags = permission.flags;
  const on = (modId: string) => flags[modId] === true;

  const features = Object.fromEntries(Object.entries(FEATURE_FLAGS).map(([name, modId]) => [name, on(modId)])) as BrandModel['features'];

  const registrationTabs: Array<'username' | 'mobile'> = [];
  if (features.usernameRegister) registrationTabs.push('username');
  if (features.mobileRegister) registrationTabs.push('mobile');
  if (registrationTabs.length === 0) registrationTabs.push('username');

  let status: SiteStatus = { kind: 'normal' };
  if (permission.maintenance) status = { kind: 'maintenance' };
  else if (permission.regionRestriction) status = { kind: 'region', ip: permission.location.ip, country: permission.location.country };

  const languages = manifest.languages;
  const theme = manifest.theme;
  const assets = manifest.assets;
  return {
    merchantCode: manifest.merchantCode,
    name: manifest.name,
    status,
    flags,
    features,
    socialProviders: SOCIAL_PROVIDERS.filter((p) => on(p.flag)).map((p) => p.provider),
    header: { showRegister: features.directRegister, showFreeDemo: features.freePlay },
    login: { tabs: features.smsLogin ? ['username', 'sms'] : ['username'] },
    registration: {
      tabs: registrationTabs,
      defaultTab: registrationTabs.includes('username') ? 'username' : 'mobile',
      fields: buildRegistrationFields(withImageCaptcha(registration, on(FLAG.CAPTCHA)), features.mobileRegisterVerification, manifest.registration?.fieldOrder ?? []),
      bonusAmount: manifest.registration?.bonusAmount ?? null,
      dialingCode: {
        code: manifest.registration?.dialingCode?.code ?? DEFAULT_DIALING_CODE,
        editable: manifest.registration?.dialingCode?.editable ?? false,
        fromBrand: manifest.registration?.dialingCode?.code !== undefined,
      },
    },
    menu: { categories: buildMenuCategories(lanes, manifest.vendorCategories, manifest.menu?.categoryOrder ?? []) },
    resources: buildResources(permission.resources),
    customerService: permission.customerService.map((c) => ({ ...c })),
    analytics: { gtagId: permission.gtagId },
    cdn: { image: pickCdn(permission.imageCDNs, random) ?? '', launch: pickCdn(permission.launchGameCDNs, random) },
    domains: [...manifest.domains, ...(permission.mainDomain ? [permission.mainDomain] : [])],
    domainRoute: [...permission.domainRoute],
    mainDomain: permission.mainDomain,
    currency: manifest.currency?.code ?? null,
    currencySymbol: manifest.currency?.symbol ?? null,
    loggedInOnly: manifest.loginedToHomePage,
    smsFirebase: permission.smsFirebase,
    smsProvider: permission.smsProvider,
    geetest: permission.geetest,
    languages: languages
      ? { supported: [...languages.supported], default: effectiveDefaultLanguage(languages) ?? languages.supported[0] ?? 'EN' }
      : { supported: ['EN'], default: 'EN' },
    theme: {
      defaultMode: theme?.defaultMode ?? 'dark',
      seeds: { dark: theme ? knownSeeds(theme.dark) : baseSeeds('dark'), light: theme ? knownSeeds(theme.light) : baseSeeds('light') },
      buttonRadius: theme?.buttonRadius ?? null,
      fontFamily: theme?.fontFamily ?? 'system',
    },
    assets: {
      logo: assets ? { dark: assets.logo.dark, light: assets.logo.light } : null,
      favicon: assets?.favicon ?? null,
      responsibility: assets?.responsibility ?? null,
      paymentIcons: [...(assets?.paymentIcons ?? [])],
    },
    footer: { about: { ...(manifest.footer?.about ?? {}) }, copyright: manifest.footer?.copyright ?? '' },
    lottery: { prizeMode: manifest.lottery?.prizeMode ?? 'Lott' },
    layout: { embeddedShowsBars: manifest.layout?.embeddedShowsBars ?? false },
  };
}
