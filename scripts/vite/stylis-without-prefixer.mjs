/**
 * stylis (styled-components' CSS parser) without its vendor-prefix table. styled-components 6
 * prefixes only when a StyleSheetManager asks for it (`enableVendorPrefixes`), which this site
 * never does (framework-aliases.test.mjs checks), yet its namespace import of stylis keeps the
 * table in every build: 1.5 KiB gzipped that no player runs. The path is relative because the
 * package's exports name only its root, which resolves back to this file.
 */
export * from '../../node_modules/stylis/index.js';

/** Replaces stylis' own: asking for vendor prefixes fails loudly instead of silently not prefixing. */
export function prefixer() {
  throw new Error('vendor prefixes are left out of this build (scripts/vite/stylis-without-prefixer.mjs): do not set enableVendorPrefixes');
}
