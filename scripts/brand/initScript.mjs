import { minifySync } from 'rolldown/experimental';

/** A language's first-paint strings chunk, as locale-parts names it (`<code>-strings-first`) and vite hashes it. */
const FIRST_STRINGS = /^([a-z0-9_]+)-strings-first-[\w-]+\.js$/;
/** The frame chunk (vite.config.ts: the left bar, the banner strip and the home page). */
const FRAME_CHUNK = /^frame-[\w-]+\.js$/;

/**
 * What theme-init.js reads of a brand's brand.json before the framework runs (the same fields it
 * reads from the reply when a brand has none published, and the name its splash shows): only
 * those, so the script stays small.
 */
function firstFacts(index, manifests) {
  const facts = {};
  for (const { code } of index.brands) {
    const doc = manifests[code];
    if (!doc || typeof doc !== 'object' || !doc.languages || typeof doc.languages !== 'object') continue;
    facts[code] = {
      ...(typeof doc.name === 'string' ? { name: doc.name } : {}),
      languages: { supported: doc.languages.supported, default: doc.languages.default },
      ...(typeof doc.merchantCode === 'string' ? { merchantCode: doc.merchantCode } : {}),
      ...(doc.loginedToHomePage === true ? { loginedToHomePage: true } : {}),
    };
  }
  return facts;
}

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
 * @param {Record<string, unknown>} [manifests] each brand's brand.json as published: what the script
 *   needs of it (languages, merchant code, landing) is written in, so it starts the first-paint
 *   strings and the home's first calls without waiting for brand.json's reply
 * @returns {string} the script, minified
 */
export function writeInitScript(text, index, contract, assets, manifests = {}) {
  const domains = Object.fromEntries(index.brands.flatMap((b) => b.domains.map((d) => [d.toLowerCase(), b.code])));
  const first = {};
  for (const file of assets) {
    const [, lng] = FIRST_STRINGS.exec(file) ?? [];
    if (lng) first[lng] = `/assets/${file}`;
  }
  const frame = assets.find((file) => FRAME_CHUNK.test(file));
  const brandLocales = Object.fromEntries(index.brands.filter((b) => b.locales?.length).map((b) => [b.code, b.locales]));
  const written = {
    brands: ["{ domains: {}, codes: [], fallback: '', first: {} }; // brands: written by publish-brands", { domains, codes: index.brands.map((b) => b.code), fallback: index.default, first: firstFacts(index, manifests) }],
    boot: ["{ calls: [], home: [], fallbackLanguage: '' }; // boot calls: written by publish-brands", { calls: contract.bootCallTemplates(), home: contract.homeCallTemplates(), fallbackLanguage: contract.BOOT_FALLBACK_LANGUAGE }],
    strings: ["{ first: {}, brandLocales: {} }; // first-paint strings: written by publish-brands", { first, brandLocales }],
    frame: ["''; // the frame chunk: written by publish-brands", frame ? `/assets/${frame}` : ''],
  };
  let out = text;
  for (const [name, [placeholder, value]] of Object.entries(written)) {
    if (!out.includes(placeholder)) throw new Error(`theme-init.js: the ${name} placeholder is missing`);
    out = out.replace(placeholder, `${JSON.stringify(value)};`);
  }
  // minified: every first page load waits for this script (a classic one in <head>), and its
  // source is mostly comments (about 12 KB as written, under 6 KB minified)
  return minifySync('theme-init.js', out, { compress: true, mangle: true }).code;
}
