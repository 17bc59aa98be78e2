export function writeInitScript(
  text: string,
  index: { brands: { code: string; domains: string[]; locales?: string[] }[]; default: string },
  contract: { bootCallTemplates: () => unknown[]; homeCallTemplates: () => unknown[]; BOOT_FALLBACK_LANGUAGE: string },
  assets: string[],
  manifests?: Record<string, unknown>,
): string;
