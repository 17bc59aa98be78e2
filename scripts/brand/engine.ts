/**
 * The brand checker's rules, taken from the app's own code (the contract's readers with the
 * every-error section checks, the schemas compiled ahead of time, the folder checks, deriveTheme):
 * scripts/brand/check.mjs bundles this entry with rolldown on first use
 * (node_modules/.cache/brand-check/) so Node runs the very rules boot runs. No file system here:
 * the caller reads the folder and passes parsed documents and folder facts.
 * The theme engine's compiler rides along for scripts/theme-engine.mjs (a brand's theme.json).
 */
import { validateBanners, validateGame, validateHelp, validatePromotions, type ValidatorFunction } from '../../src/contract/generated/validators.js';
import { crossCheckBrand } from '../../src/brand/crossChecks';
import { crossCheckBrandFolder, flattenStrings, type FolderCheckInput } from '../../src/brand/folderChecks';
import { readBrandDocuments } from '../../src/brand/readBrand';
import { sectionCheck } from '../../src/contract/sectionChecks';
import { toDocumentErrors } from '../../src/contract/schemaErrors';
import { isRecord as isObject, pointerSegment } from '../../src/contract/findings';
import { AA_TEXT, contrastRatio, isParsableColor } from '../../src/theme/contrast';
import { deriveTheme, themeContrastReport } from '../../src/theme/deriveTheme';
import { logoContrastProblems, svgPaintColours } from '../../src/brand/logoContrast';
import type { ThemeSeeds } from '../../src/theme/tokens';

export { compileTheme } from '../../src/theme/themeCompiler';

/** One finding in one file of the folder; `pointer` is a JSON pointer into that file. */
export interface Finding {
  file: string;
  pointer: string;
  message: string;
  /** contrast warnings: the measured ratio and the one required */
  ratio?: number;
  required?: number;
}

export interface FolderFacts {
  /** upper-case codes of the languages with a file in locales/ */
  locales: string[];
  /** the site's locale files as parsed (upper-case code -> document), for the per-key rules of languages (skipped when absent) */
  siteStrings?: Record<string, unknown>;
  /** does assets/<path> exist in the folder */
  assetExists: (path: string) => boolean;
  /** the files under assets/, as paths below it, and the text of every JSON file of the folder (for the unused ones) */
  assetFiles?: string[];
  documentsText?: string;
  /** the text of an SVG under assets/ (undefined for another kind of file or none) */
  assetText?: (path: string) => string | undefined;
}


/** Fixture files checked against a schema as a whole (the brand documents are read by the site's own readers). */
const WHOLE: Record<string, ValidatorFunction> = {
  'fixtures/banners.json': validateBanners,
  'fixtures/promotions.json': validatePromotions,
};

/** Document name of a finding -> file. */
const FILE_OF: Record<string, string> = {
  manifest: 'brand.json',
  permission: 'permission.json',
  registration: 'registration.json',
  lanes: 'fixtures/games.json',
  banners: 'fixtures/banners.json',
  promotions: 'fixtures/promotions.json',
  games: 'fixtures/games.json',
};

function schemaFindings(file: string, validate: ValidatorFunction, data: unknown, base = ''): Finding[] {
  if (validate(data)) return [];
  return toDocumentErrors(file, validate.errors).map((e) => ({ file, pointer: `${base}${e.pointer}`, message: e.message }));
}

/** Every document of the folder against its schema (files absent from `docs` are skipped). */
function checkSchemas(docs: Record<string, unknown>): Finding[] {
  const out: Finding[] = [];
  for (const [file, validate] of Object.entries(WHOLE)) {
    if (file in docs) out.push(...schemaFindings(file, validate, docs[file]));
  }
  const help = docs['fixtures/help.json'];
  if (isObject(help) && isObject(help.topics)) {
    for (const [lang, topics] of Object.entries(help.topics)) {
      out.push(...schemaFindings('fixtures/help.json', validateHelp, topics, `/topics/${pointerSegment(lang)}`));
    }
  }
  const games = docs['fixtures/games.json'];
  if (isObject(games) && Array.isArray(games.games)) {
    games.games.forEach((game, i) => out.push(...schemaFindings('fixtures/games.json', validateGame, game, `/games/${i}`)));
  }
  return out;
}

const MODES = ['dark', 'light'] as const;

function seedsOf(manifest: unknown, mode: 'dark' | 'light'): ThemeSeeds | null {
  const theme = isObject(manifest) && isObject(manifest.theme) ? manifest.theme : null;
  const seeds = theme && isObject(theme[mode]) ? theme[mode] : null;
  if (!seeds || !isParsableColor(seeds.primary) || !isParsableColor(seeds.accent)) return null;
  const optional = (v: unknown) => (isParsableColor(v) ? v : undefined);
  return { primary: seeds.primary, accent: seeds.accent, background: optional(seeds.background), surface: optional(seeds.surface), header: optional(seeds.header), leftBar: optional(seeds.leftBar) };
}

/** The text of the mode's logo when it is an SVG of the folder's own assets. */
function logoText(manifest: unknown, mode: 'dark' | 'light', assetText: NonNullable<FolderFacts['assetText']>): string | undefined {
  if (!isObject(manifest) || typeof manifest.merchantCode !== 'string' || !isObject(manifest.assets) || !isObject(manifest.assets.logo)) return undefined;
  const path = manifest.assets.logo[mode];
  const prefix = `/brands/${manifest.merchantCode}/assets/`;
  if (typeof path !== 'string' || !path.startsWith(prefix)) return undefined;
  return assetText(decodeURIComponent(path.slice(prefix.length).split(/[?#]/)[0] ?? ''));
}

const ratioText = (r: number) => `${(Math.floor(r * 100) / 100).toFixed(2)}:1`;

/** A club label's text and background colours, whatever the fixture calls them. */
function labelColours(label: unknown): { fg?: string; bg?: string } {
  if (typeof label === 'string') return isParsableColor(label) ? { bg: label } : {};
  if (!isObject(label)) return {};
  const pick = (...keys: string[]) => keys.map((k) => label[k]).find(isParsableColor);
  // the platform's clubLabel: color = text, color2 = background
  return { fg: pick('color', 'textColor', 'text', 'fg', 'foreground'), bg: pick('color2', 'background', 'backgroundColor', 'bg') };
}

/**
 * WCAG AA of the derived theme in both modes (text on surfaces, contrast text on primary and
 * accent, …) and of the member labels of fixtures/accounts.json (`clubLabels`, and each seed
 * account's `clubLabel`: color on color2; a label with one colour is read on the theme's surface).
 */
function checkContrast(docs: Record<string, unknown>, assetText?: FolderFacts['assetText']): Finding[] {
  const out: Finding[] = [];
  const manifest = docs['brand.json'];
  const accounts = docs['fixtures/accounts.json'];
  const labels = isObject(accounts) ? accounts.clubLabels : undefined;
  const labelEntries: Array<[pointer: string, label: unknown]> = Array.isArray(labels)
    ? labels.map((l, i) => [`/clubLabels/${i}`, l])
    : isObject(labels)
      ? Object.entries(labels).map(([k, l]) => [`/clubLabels/${pointerSegment(k)}`, l])
      : [];
  // a seed account's own label (accounts[i].clubLabel)
  if (isObject(accounts) && Array.isArray(accounts.accounts)) {
    accounts.accounts.forEach((a, i) => {
      if (isObject(a) && isObject(a.clubLabel)) labelEntries.push([`/accounts/${i}/clubLabel`, a.clubLabel]);
    });
  }
  for (const mode of MODES) {
    const seeds = seedsOf(manifest, mode);
    if (!seeds) continue;
    const theme = deriveTheme(mode, seeds);
    const logo = assetText ? logoText(manifest, mode, assetText) : undefined;
    if (logo !== undefined) {
      for (const p of logoContrastProblems(svgPaintColours(logo), theme.colors.header)) {
        out.push({ file: 'brand.json', pointer: `/assets/logo/${mode}`, message: `${mode} mode: ${p.message}`, ratio: p.ratio, required: p.required });
      }
    }
    for (const c of themeContrastReport(theme)) {
      if (c.ok) continue;
      out.push({
        file: 'brand.json',
        pointer: `/theme/${mode}`,
        message: `${mode} mode: ${c.pair} is ${ratioText(c.ratio)} (${c.fg} on ${c.bg}), WCAG AA needs ${c.required}:1`,
        ratio: c.ratio,
        required: c.required,
      });
    }
    for (const [pointer, label] of labelEntries) {
      const { fg, bg } = labelColours(label);
      const pair = fg && bg ? [fg, bg] : fg ? [fg, theme.colors.surface] : bg ? [bg, theme.colors.surface] : null;
      if (!pair) continue;
      // a label with its own background looks the same in both modes: report it once
      if (fg && bg && mode === 'light') continue;
      const ratio = contrastRatio(pair[0]!, pair[1]!);
      if (ratio >= AA_TEXT) continue;
      const where = fg && bg ? 'text on its background' : `on the ${mode} surface`;
      const name = isObject(label) && typeof label.labelName === 'string' ? ` "${label.labelName}"` : '';
      out.push({
        file: 'fixtures/accounts.json',
        pointer,
        message: `member label${name}: ${where} is ${ratioText(ratio)} (${pair[0]} on ${pair[1]}), WCAG AA needs ${AA_TEXT}:1`,
        ratio,
        required: AA_TEXT,
      });
    }
  }
  return out;
}

/** The brand's own locale files among its documents (`locales/<lang>.json`). */
const BRAND_LOCALE = /^locales\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\.json$/;

/** The words the language rules compare: the site's English and locales, the brand's own files. */
function wordsOf(docs: Record<string, unknown>, siteStrings: Record<string, unknown> | undefined): FolderCheckInput['words'] {
  if (!siteStrings || siteStrings.EN === undefined) return undefined;
  const site = Object.fromEntries(Object.entries(siteStrings).map(([code, doc]) => [code, new Set([...flattenStrings(doc)].filter(([, v]) => typeof v === 'string').map(([k]) => k))]));
  const brand: Record<string, unknown> = {};
  for (const [file, doc] of Object.entries(docs)) {
    const m = BRAND_LOCALE.exec(file);
    if (m) brand[m[1]!.toUpperCase()] = doc;
  }
  return { english: flattenStrings(siteStrings.EN), site, brand };
}

/**
 * Checks a brand folder's parsed documents (relative path -> value). Files that could not be
 * read or parsed are left out by the caller, which reports them itself. `lanes` is the vendor-lanes
 * reply the preview platform makes of fixtures/games.json (its findings point into that reply).
 *
 * The brand documents go through the site's own readers with every part checked against its
 * schema (boot checks in code only what the site relies on; what it degrades, this degrades too),
 * then the rules that span documents: each finding is an error (the site shows less than the
 * folder says) or a warning; a brand the site could not open at all reports what makes it unusable.
 */
export function checkBrandDocuments(
  docs: Record<string, unknown>,
  facts: FolderFacts,
  lanes?: unknown,
  locateLanes: (pointer: string) => { file: string; pointer: string } = (pointer) => ({ file: 'fixtures/games.json', pointer }),
): { errors: Finding[]; warnings: Finding[] } {
  const errors = checkSchemas(docs);
  const warnings: Finding[] = [];
  const add = (e: { document: string; pointer: string; message: string; severity: 'error' | 'warning' }) => {
    const where = e.document === 'lanes' ? locateLanes(e.pointer) : { file: FILE_OF[e.document] ?? e.document, pointer: e.pointer };
    (e.severity === 'warning' ? warnings : errors).push({ ...where, message: e.message });
  };
  if ('brand.json' in docs && 'permission.json' in docs) {
    const reading = readBrandDocuments(
      { manifest: docs['brand.json'], permission: docs['permission.json'], registration: docs['registration.json'], lanes: lanes ?? { data: { lanes: [] } } },
      sectionCheck,
    );
    // a brand the site could not open at all: its reasons are errors whatever their kind
    reading.findings.forEach((f) => add(reading.ok ? f : { ...f, severity: 'error' }));
    if (reading.ok) crossCheckBrand(reading.documents).forEach(add);
  }
  crossCheckBrandFolder({
    manifest: docs['brand.json'],
    banners: docs['fixtures/banners.json'],
    promotions: docs['fixtures/promotions.json'],
    games: docs['fixtures/games.json'],
    locales: facts.locales,
    words: wordsOf(docs, facts.siteStrings),
    assetExists: facts.assetExists,
    assetFiles: facts.assetFiles,
    documentsText: facts.documentsText,
  }).forEach(add);
  return { errors, warnings: [...warnings, ...checkContrast(docs, facts.assetText)] };
}

// the platform contract, for the preview platform and the tests (one bundle of the app's rules)
export * from '../../src/contract/index';

// brand:cs-link: the customer-service path a brand's permission.json carries, made from a URL
export { decryptServicePath, encryptServicePath } from '../../src/contract/serviceLink';
export { safeUrl } from '../../src/contract/safeUrl';
