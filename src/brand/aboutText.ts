import type { BrandModel } from './model';

/** The brand's about text in a language (its code in any case), else in the brand's default language, else none. */
export function aboutText(brand: Pick<BrandModel, 'footer' | 'languages'>, language: string | undefined): string {
  const lang = (language || brand.languages.default).toUpperCase();
  return brand.footer.about[lang] ?? brand.footer.about[brand.languages.default] ?? '';
}
