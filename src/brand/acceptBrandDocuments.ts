/**
 * What boot runs on the brand's documents on every start, a chunk of its own fetched while the
 * documents are: the contract's readers with boot's checks in code (contract/readers/codeCheck.ts:
 * the shapes the site relies on and every value that reaches a sink, by the schemas' own
 * patterns), and the model builder. No schema validator runs at boot: the every-error validators
 * (contract/sectionChecks.ts, a chunk of its own) load only to list every problem of a brand the
 * site cannot open; brand:check runs them always.
 */
import { compiledColors } from '../theme/compiledTheme';
import * as patterns from '../contract/generated/patterns';
import type { ColorsByMode, SeedsByMode } from '../theme/tokens';

// Compiled while the documents are on their way rather than inside the first read (a cold
// pattern costs V8 a compile on its first run).
for (const pattern of Object.values(patterns)) pattern.test('');

/**
 * The brand's colours from its compiled theme (`theme.json`) when this build's engine compiled it
 * from these seeds and every token is a colour; otherwise null, and boot derives them. A bad
 * compiled theme never refuses the brand: it is derived data, the manifest is the source.
 */
export function acceptCompiledTheme(doc: unknown, seeds: SeedsByMode): ColorsByMode | null {
  return compiledColors(doc, seeds, __THEME_ENGINE__);
}

// Boot reads the documents and builds its model right after: the readers and the model builder
// come in this chunk, compiled ahead, instead of in the entry chunk, where V8 compiles each
// function on its first call.
export { codeCheck } from '../contract/readers/codeCheck';
export { readBrandDocuments } from './readBrand';
export { buildBrandModel } from './buildBrandModel';
