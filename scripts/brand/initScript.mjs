/**
 * What `npm run build` writes into public/theme-init.js (the first-paint script, which runs before
 * the framework and cannot import the app): the brands' domains and codes, so it can resolve the
 * merchant from the address, and the platform's boot calls from the contract
 * (src/contract/bootCalls.ts), so it can start them at once.
 *
 * @param {string} text the script as vite copied it
 * @param {{ brands: { code: string, domains: string[] }[], default: string }} index what /brands/index.json says
 * @param {{ bootCallTemplates: () => unknown[], BOOT_FALLBACK_LANGUAGE: string }} contract
 * @returns {string}
 */
export function writeInitScript(text, index, contract) {
  const domains = Object.fromEntries(index.brands.flatMap((b) => b.domains.map((d) => [d.toLowerCase(), b.code])));
  const written = {
    brands: ["{ domains: {}, codes: [], fallback: '' }; // brands: written by publish-brands", { domains, codes: index.brands.map((b) => b.code), fallback: index.default }],
    boot: ["{ calls: [], fallbackLanguage: '' }; // boot calls: written by publish-brands", { calls: contract.bootCallTemplates(), fallbackLanguage: contract.BOOT_FALLBACK_LANGUAGE }],
  };
  let out = text;
  for (const [name, [placeholder, value]] of Object.entries(written)) {
    if (!out.includes(placeholder)) throw new Error(`theme-init.js: the ${name} placeholder is missing`);
    out = out.replace(placeholder, `${JSON.stringify(value)};`);
  }
  return out;
}
