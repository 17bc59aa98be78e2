/**
 * The platform's language codes (upper case, as sent in the `Language` header) with the
 * label each shows in the selector, written in its own language so a player can find it.
 * TY is not mapped anywhere public; the dialing code 63 and a Bingo category that appears
 * only with TY point to Tagalog (Filipino), so that is how we label and write it.
 */
export interface LanguageInfo {
  code: string;
  label: string;
  /** BCP 47 tag for <html lang> and Intl */
  htmlLang: string;
  dir?: 'rtl';
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'TY', label: 'Filipino (Tagalog)', htmlLang: 'tl' },
  { code: 'EN', label: 'English', htmlLang: 'en' },
  { code: 'CN', label: '简体中文', htmlLang: 'zh-CN' },
  { code: 'TW', label: '繁體中文', htmlLang: 'zh-TW' },
  { code: 'VI', label: 'Tiếng Việt', htmlLang: 'vi' },
  { code: 'TH', label: 'ไทย', htmlLang: 'th' },
  { code: 'ID', label: 'Bahasa Indonesia', htmlLang: 'id' },
  { code: 'MS', label: 'Bahasa Melayu', htmlLang: 'ms' },
  { code: 'HI', label: 'हिन्दी', htmlLang: 'hi' },
  { code: 'BN', label: 'বাংলা', htmlLang: 'bn' },
  { code: 'UR', label: 'اردو', htmlLang: 'ur', dir: 'rtl' },
  { code: 'NE', label: 'नेपाली', htmlLang: 'ne' },
  { code: 'SI', label: 'සිංහල', htmlLang: 'si' },
  { code: 'TA', label: 'தமிழ்', htmlLang: 'ta' },
  { code: 'TE', label: 'తెలుగు', htmlLang: 'te' },
  { code: 'KO', label: '한국어', htmlLang: 'ko' },
  { code: 'JA', label: '日本語', htmlLang: 'ja' },
  { code: 'KM', label: 'ខ្មែរ', htmlLang: 'km' },
  { code: 'LO', label: 'ລາວ', htmlLang: 'lo' },
  { code: 'MY', label: 'မြန်မာ', htmlLang: 'my' },
  { code: 'MN', label: 'Монгол', htmlLang: 'mn' },
  { code: 'KK', label: 'Қазақ', htmlLang: 'kk' },
  { code: 'UZ', label: 'Oʻzbek', htmlLang: 'uz' },
  { code: 'PT', label: 'Português', htmlLang: 'pt' },
  { code: 'ES', label: 'Español', htmlLang: 'es' },
  { code: 'FR', label: 'Français', htmlLang: 'fr' },
  { code: 'DE', label: 'Deutsch', htmlLang: 'de' },
  { code: 'IT', label: 'Italiano', htmlLang: 'it' },
  { code: 'NL', label: 'Nederlands', htmlLang: 'nl' },
  { code: 'PL', label: 'Polski', htmlLang: 'pl' },
  { code: 'RU', label: 'Русский', htmlLang: 'ru' },
  { code: 'TR', label: 'Türkçe', htmlLang: 'tr' },
  { code: 'AR', label: 'العربية', htmlLang: 'ar', dir: 'rtl' },
  { code: 'FA', label: 'فارسی', htmlLang: 'fa', dir: 'rtl' },
];

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

export function languageInfo(code: string): LanguageInfo {
  return byCode.get(code.toUpperCase()) ?? { code, label: code, htmlLang: code.toLowerCase() };
}

/** The stored choice when the brand supports it, else the brand's default. */
export function resolveLanguage(stored: string | null, supported: readonly string[], fallback: string): string {
  const s = stored?.toUpperCase();
  return s && supported.includes(s) ? s : fallback;
}
