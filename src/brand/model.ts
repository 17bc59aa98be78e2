/**
 * The one typed view of a brand that the whole app reads. Built by `buildBrandModel`
 * from documents that already passed their JSON schemas; components never read raw
 * platform replies or flags by string.
 */
import type { ThemeSeeds } from '../theme/tokens';

export type ThemeMode = 'dark' | 'light';

export type GameCategory =
  | 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT';

export type SiteStatus =
  | { kind: 'normal' }
  | { kind: 'maintenance' }
  | { kind: 'region'; ip: string; country: string };

export interface MenuVendor {
  /** vendor code, e.g. "PT" (the lane card's `vassalage`) */
  code: string;
  displayName: string;
  smallIcon: string | null;
  isHot: boolean;
  /** "VASSALAGE": choosing the vendor opens a popup list of its games (spec section 3) */
  isGame?: string | null;
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
  patternId: number | null;
  min: number | null;
  max: number | null;
}

export interface Resource {
  type: string;
  url: string;
  qrCodeUrl: string | null;
  label: string | null;
}

export type SocialType = 'YOUTUBE' | 'INSTAGRAM' | 'FACEBOOK' | 'TWITTER' | 'TIKTOK' | 'LINE';

export interface CustomerServiceEntry {
  type: number;
  /** ciphertext + 8-char key, decrypted only when opened (platform contract) */
  path: string;
}

export interface BrandModel {
  merchantCode: string;
  name: string;
  status: SiteStatus;
  /** every whitelabel modId, true when enabled is "1" */
  flags: Readonly<Record<string, boolean>>;
  features: {
    directRegister: boolean; // DIRECTREG3
    freePlay: boolean; // FREEPLAY3
    smsLogin: boolean; // MOBILEVERCODELOGIN3
    mobileRegister: boolean; // MOBILENUMREG3
    usernameRegister: boolean; // USERNAMEREG3
    mobileRegisterVerification: boolean; // REGMOBVERF3
    mobileRegisterPassword: boolean; // MOBILENUMPASSREG3
    forcePasswordChangeOnExpiry: boolean; // PWDEXPFORCECHANGE3
    chat: boolean; // CBS3
    phonePasswordReset: boolean; // CHNGPASSVERIF3
    socialSignIn: boolean; // FIREBASEREG3 (modId unconfirmed)
    referral: boolean; // REFERRAL3: the referral promotion (invite friends)
  };
  header: { showRegister: boolean; showFreeDemo: boolean };
  login: { tabs: Array<'username' | 'sms'> };
  registration: {
    tabs: Array<'username' | 'mobile'>;
    defaultTab: 'username' | 'mobile';
    /** enabled fields only, in display order */
    fields: RegistrationField[];
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
  cdn: { image: string; launch: string | null };
  domainRoute: string | null;
  mainDomain: string | null;
  loggedInOnly: boolean;
  languages: { supported: string[]; default: string };
  theme: { defaultMode: ThemeMode; seeds: Record<ThemeMode, ThemeSeeds> };
  assets: {
    /** same-origin or https URLs, already checked by the manifest schema */
    logo: Record<ThemeMode, string>;
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
