/**
 * The one typed view of a brand that the whole app reads. Built by `buildBrandModel`
 * from documents that already passed their JSON schemas; components never read raw
 * platform replies or flags by string.
 */
import type { GameCategory } from '../contract/gameCategories';
import type { CustomerServiceEntry, Resource } from '../contract/readers/permission';
import type { FontFamilyName } from '../contract/fontStacks';
import type { ThemeSeeds } from '../theme/tokens';

export type { GameCategory } from '../contract/gameCategories';
export type { CustomerServiceEntry, Resource } from '../contract/readers/permission';

export type ThemeMode = 'dark' | 'light';

export type SiteStatus =
  | { kind: 'normal' }
  | { kind: 'maintenance' }
  | { kind: 'region'; ip: string; country: string };

export interface MenuVendor {
  /** vendor code, e.g. "PT" (the lane card's `vassalage`) */
  code: string;
  displayName: string;
  /** a checked icon URL or CDN path; null: the image CDN's icon of the vendor */
  smallIcon: string | null;
  isHot: boolean;
  /** "VASSALAGE": choosing the vendor opens a popup list of its games (spec section 3) */
  isGame?: string | null;
  /**
   * the game type the platform files the vendor's games under (its lane card's): the menu
   * category's own, but SPORTS for an e-sports or cockfight vendor sent in the SPORTS lane; its
   * games are listed and launched with this type
   */
  gameType: string;
}

export interface MenuCategory {
  category: GameCategory;
  /** lobby route, e.g. "/rng" */
  route: string;
  vendors: MenuVendor[];
  /** false for LOTT, ELOTT, COCKFIGHT and ESPORTS */
  hasFlyout: boolean;
}

export interface RegistrationField {
  /** payload key, e.g. "username", "mobileNum", "email" */
  name: string;
  required: boolean;
  /** regex source; null means any ("*" on the wire) */
  pattern: string | null;
  /** the message reg_pattern_{patternId} that explains the rule */
  patternId: number | null;
  min: number | null;
  max: number | null;
}

export type SocialType = 'YOUTUBE' | 'INSTAGRAM' | 'FACEBOOK' | 'TWITTER' | 'TIKTOK' | 'LINE';

export type SocialProvider = 'google' | 'facebook' | 'twitter' | 'line' | 'telegram';

export interface BrandModel {
  merchantCode: string;
  name: string;
  status: SiteStatus;
  /** every whitelabel modId -> on (a flag under one that is off is off) */
  flags: Readonly<Record<string, boolean>>;
  features: {
    directRegister: boolean; // DIRECTREG3
    freePlay: boolean; // FREEPLAY3
    smsLogin: boolean; // MOBILEVERCODELOGIN3
    /** phone sign-in through the phone-auth service, when `smsProvider` configures one */
    phoneLogin: boolean; // MOBILELOGIN3
    mobileRegister: boolean; // MOBILENUMREG3
    usernameRegister: boolean; // USERNAMEREG3
    mobileRegisterVerification: boolean; // REGMOBVERF3
    mobileRegisterPassword: boolean; // MOBILENUMPASSREG3
    forcePasswordChangeOnExpiry: boolean; // PWDEXPFORCECHANGE3
    chat: boolean; // CBS3
    phonePasswordReset: boolean; // CHNGPASSVERIF3
    /** the game lobby's categories (children of GAMELO3) */
    hotGames: boolean; // GAMELOHOT3
    recentGames: boolean; // GAMELOREC3
    favouriteGames: boolean; // GAMELOFAV3
  };
  /** social sign-in providers the brand turns on (the per-provider *LOGIN3 flags) */
  socialProviders: SocialProvider[];
  header: { showRegister: boolean; showFreeDemo: boolean };
  login: { tabs: Array<'username' | 'sms'> };
  registration: {
    tabs: Array<'username' | 'mobile'>;
    defaultTab: 'username' | 'mobile';
    /** enabled fields only, in display order */
    fields: RegistrationField[];
    /** the new-player bonus the registration title states (manifest registration.bonusAmount), as text; null: a title without one */
    bonusAmount: string | null;
    /**
     * the country dialing code sent with a mobile number (manifest registration.dialingCode; default
     * 63, fixed); `fromBrand`: the manifest names it, so it wins over the visitor's country
     */
    dialingCode: { code: string; editable: boolean; fromBrand: boolean };
  };
  menu: { categories: MenuCategory[] };
  resources: {
    social: Array<{ type: SocialType; url: string }>;
    android: Resource | null;
    iosConfig: Resource | null; // MOBILECONFIG
    affiliateLink: Resource | null;
    telegram: Resource | null;
    all: Resource[];
  };
  customerService: CustomerServiceEntry[];
  analytics: { gtagId: string | null };
  /** CDN bases ('' is the site's own origin: the platform sent none) */
  cdn: { image: string; launch: string | null };
  /** the brand's own host names (manifest domains and the platform's main domain) */
  domains: string[];
  /** affiliate domains */
  domainRoute: string[];
  mainDomain: string | null;
  /** the brand's currency code (manifest currency), null when it does not say */
  currency: string | null;
  /** shown before the player's balance (manifest currency.symbol), null: amounts show bare */
  currencySymbol: string | null;
  /** logged-in users only (the manifest's loginedToHomePage) */
  loggedInOnly: boolean;
  /** SMS codes go through the phone-auth service (firebase) */
  smsFirebase: boolean;
  /** `info.sms`, read by the phone-auth adapter (contract/readers/phoneAuth.ts) when a sign-in needs it */
  smsProvider: Readonly<Record<string, unknown>> | null;
  /** `info.gw` and `info.geetestSdkVersion`, read by the human check (contract/geetest4.ts readGeetestId) when a check needs it */
  geetest: { gw: Readonly<Record<string, unknown>>; sdkVersion: unknown } | null;
  languages: {
    supported: string[];
    default: string;
    /**
     * the brand's own locale files (brands/<code>/locales/<lang>.json, listed in brands/index.json):
     * lower-case code -> same-origin URL; its wording over the site's, key by key
     */
    brandLocales?: Readonly<Record<string, string>>;
  };
  theme: {
    defaultMode: ThemeMode;
    seeds: Record<ThemeMode, ThemeSeeds>;
    /** buttons' and inputs' corner radius in px; null: the base theme's */
    buttonRadius: number | null;
    /** a name of the safe font list (contract/fontStacks.ts) */
    fontFamily: FontFamilyName;
  };
  assets: {
    /** same-origin or https URLs, already checked by the manifest schema; null: the brand's name shows */
    logo: Record<ThemeMode, string> | null;
    favicon: string | null;
    responsibility: string | null;
    paymentIcons: string[]; // exactly four in the footer
  };
  footer: {
    /** about text per language code; falls back to the default language */
    about: Record<string, string>;
    copyright: string;
  };
  lottery: { prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA' };
  /** /seamless and /vnlottery show the left and top bar only when this is on */
  layout: { embeddedShowsBars: boolean };
}
