export function writeInitScript(
  text: string,
  index: { brands: { code: string; domains: string[]; locales?: string[] }[]; default: string },
  contract: { bootCallTemplates: () => unknown[]; BOOT_FALLBACK_LANGUAGE: string },
  assets: string[],
): string;
