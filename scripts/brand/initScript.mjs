/** A language's first-paint strings chunk, as locale-parts names it (`<code>-strings-first`) and vite hashes it. */
const FIRST_STRINGS = /^([a-z0-9_]+)-strings-first-[\w-]+\.js$/;

/**
 * What `npm run build` writes into public/theme-init.js (the first-paint script, which runs before
 * the framework and cannot import the app): the brands' domains and codes, so it can resolve the
 * merchant from the address, the platform's boot calls and the home's first calls from the
 * contract (src/contract/bootCalls.ts), so it can start them at once, and where each language's
 * first-paint strings are (the build's chunks, scripts/vite/locale-parts.mjs, and the brands' own locale files).
 *
 * @param {string} text the script as vite copied it
 * @param {{ brands: { code: string, domains: string[], locales?: string[] }[], default: string }} index what /brands/index.json says
 * @param {{ bootCallTemplates: () => unknown[], homeCallTemplates: () => unknown[], BOOT_FALLBACK_LANGUAGE: string }} contract
 * @param {string[]} assets the file names in the build's assets/
 * @returns {string}
 */
export function writeInitScript(text, index, contract, assets) {
  const domains = Object.fromEntries(index.brands.flatMap((b) => b.domains.map((d) => [d.toLowerCase(), b.code])));
  const first = {};
  for (const file of assets) {
    const [, lng] = FIRST_STRINGS.exec(file) ?? [];
    if (lng) first[lng] = `/assets/${file}`;
  }
  const brandLocales = Object.fromEntries(index.brands.filter((b) => b.locales?.length).map((b) => [b.code, b.locales]));
  const written = {
    brands: ["{ domains: {}, codes: [], fallback: '' }; // brands: written by publish-brands", { domains, codes: index.brands.map((b) => b.code), fallback: index.default }],
    boot: ["{ calls: [], home: [], fallbackLanguage: '' }; // boot calls: written by publish-brands", { calls: contract.bootCallTemplates(), home: contract.homeCallTemplates(), fallbackLanguage: contract.BOOT_FALLBACK_LANGUAGE }],
    strings: ["{ first: {}, brandLocales: {} }; // first-paint strings: written by publish-brands", { first, brandLocales }],
  };
  let out = text;
  for (const [name, [placeholder, value]] of Object.entries(written)) {
    if (!out.includes(placeholder)) throw new Error(`theme-init.js: the ${name} placeholder is missing`);
    out = out.replace(placeholder, `${JSON.stringify(value)};`);
  }
  return out;
}
