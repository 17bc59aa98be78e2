#!/usr/bin/env node
/**
 * Compiles schemas/*.schema.json ahead of time into self-contained ES modules of standalone
 * ajv validators (no `new Function` at run time, so the site runs under CSP script-src 'self'),
 * plus their declarations and TypeScript types of the documents:
 *
 *   src/contract/generated/validators.js        every validator, all errors, + patternMessages (bundled, no require())
 *   src/contract/generated/validators.d.ts      their declarations
 *   src/contract/generated/types.ts             document types generated from the schemas
 *   src/contract/generated/patterns.ts          the shared formats of defs.schema.json (URLs, colours, host
 *                                            names, language codes) as regular expressions, for the
 *                                            checks the site makes at run time (src/contract/safeUrl.ts,
 *                                            readers/codeCheck.ts: boot runs no schema validator)
 *
 * Idempotent: when the schemas, this script and ajv/rolldown are unchanged and the outputs
 * exist, nothing is written. `--force` rebuilds anyway. Prints one line per schema.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** the bundler's scratch folder, one per checkout (linked worktrees may share node_modules) */
const schemasTmpDir = (root) => path.join(root, 'node_modules/.cache/compile-schemas', createHash('sha256').update(root).digest('hex').slice(0, 12));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src/contract/generated');
const outFile = (f) => path.join(outDir, f);
const outputs = {
  validators: outFile('validators.js'),
  validatorsDts: outFile('validators.d.ts'),
  types: outFile('types.ts'),
  patterns: outFile('patterns.ts'),
};
const stampFile = path.join(outDir, '.stamp');

/** Documents the app validates: schema (or a definition inside one) -> validator export and type name. */
export const DOCUMENTS = [
  { name: 'manifest', ref: 'brand-manifest.schema.json', validator: 'validateManifest', type: 'BrandManifest' },
  { name: 'permission', ref: 'permission.schema.json', validator: 'validatePermission', type: 'PermissionDocument' },
  { name: 'registration', ref: 'registration-settings.schema.json', validator: 'validateRegistration', type: 'RegistrationSettings' },
  { name: 'lanes', ref: 'vendor-lanes.schema.json', validator: 'validateLanes', type: 'VendorLanes' },
  { name: 'compiledTheme', ref: 'compiled-theme.schema.json', validator: 'validateCompiledTheme', type: 'CompiledTheme' },
  { name: 'envelope', ref: 'envelope.schema.json', validator: 'validateEnvelope', type: 'Envelope' },
  { name: 'banners', ref: 'banners.schema.json', validator: 'validateBanners', type: 'Banners' },
  { name: 'help', ref: 'help.schema.json', validator: 'validateHelp', type: 'HelpTopics' },
  { name: 'promotions', ref: 'promotions.schema.json', validator: 'validatePromotions', type: 'Promotions' },
  { name: 'gameList', ref: 'games.schema.json', validator: 'validateGameList', type: 'GameListPage' },
  { name: 'game', ref: 'games.schema.json#/definitions/game', validator: 'validateGame', type: 'Game' },
];

/**
 * The parts of the brand documents that degrade on their own (src/contract/readers/check.ts
 * SectionName): brand:check (and boot, for a brand it cannot open) has the readers check these one
 * by one with the every-error validators, leaving out or defaulting each part that fails. No
 * types: the documents' types cover them.
 */
export const SECTIONS = [
  ['manifest.theme', 'brand-manifest.schema.json#/properties/theme', 'validateManifestTheme'],
  ['manifest.assets', 'brand-manifest.schema.json#/properties/assets', 'validateManifestAssets'],
  ['manifest.languages', 'brand-manifest.schema.json#/properties/languages', 'validateManifestLanguages'],
  ['manifest.footer', 'brand-manifest.schema.json#/properties/footer', 'validateManifestFooter'],
  ['manifest.lottery', 'brand-manifest.schema.json#/properties/lottery', 'validateManifestLottery'],
  ['manifest.layout', 'brand-manifest.schema.json#/properties/layout', 'validateManifestLayout'],
  ['manifest.domains', 'brand-manifest.schema.json#/properties/domains', 'validateManifestDomains'],
  ['manifest.loginedToHomePage', 'brand-manifest.schema.json#/properties/loginedToHomePage', 'validateManifestLoginedToHomePage'],
  ['manifest.vendorCategories', 'brand-manifest.schema.json#/properties/vendorCategories', 'validateManifestVendorCategories'],
  ['manifest.currency', 'brand-manifest.schema.json#/properties/currency', 'validateManifestCurrency'],
  ['manifest.registration', 'brand-manifest.schema.json#/properties/registration', 'validateManifestRegistration'],
  ['manifest.menu', 'brand-manifest.schema.json#/properties/menu', 'validateManifestMenu'],
  ['permission.location', 'permission.schema.json#/properties/location', 'validatePermissionLocation'],
  ['permission.resource', 'permission.schema.json#/definitions/resource', 'validatePermissionResource'],
  ['permission.customerService', 'permission.schema.json#/definitions/customerServiceEntry', 'validatePermissionCustomerService'],
  ['permission.analytics', 'permission.schema.json#/properties/info/properties/analytics', 'validatePermissionAnalytics'],
  ['permission.cdnBase', 'defs.schema.json#/definitions/cdnBase', 'validatePermissionCdnBase'],
  ['permission.domainRoute', 'permission.schema.json#/properties/info/properties/domainRoute', 'validatePermissionDomainRoute'],
  ['permission.mainDomain', 'permission.schema.json#/properties/info/properties/mainDomain', 'validatePermissionMainDomain'],
  ['lanes.lane', 'vendor-lanes.schema.json#/definitions/laneShell', 'validateLanesLane'],
  ['lanes.card', 'vendor-lanes.schema.json#/definitions/vendorCard', 'validateLanesCard'],
  ['lanes.classify', 'vendor-lanes.schema.json#/definitions/gameClassify', 'validateLanesClassify'],
].map(([name, ref, validator]) => ({ name, ref, validator, section: true }));

const rel = (p) => path.relative(root, p);

async function loadSchemas() {
  const files = (await readdir(schemaDir)).filter((f) => f.endsWith('.schema.json')).sort();
  const schemas = [];
  for (const file of files) {
    const text = await readFile(path.join(schemaDir, file), 'utf8');
    let schema;
    try {
      schema = JSON.parse(text);
    } catch (e) {
      throw new Error(`schemas/${file}: not JSON: ${e.message}`, { cause: e });
    }
    if (schema.$id !== file) throw new Error(`schemas/${file}: $id must be "${file}" (found ${JSON.stringify(schema.$id)})`);
    schemas.push({ file, text, schema });
  }
  return schemas;
}

async function inputHash(schemas) {
  const h = createHash('sha256');
  h.update(await readFile(fileURLToPath(import.meta.url)));
  for (const pkg of ['ajv', 'rolldown']) {
    h.update(await readFile(path.join(root, 'node_modules', pkg, 'package.json')));
  }
  for (const s of schemas) h.update(s.file).update('\0').update(s.text).update('\0');
  return h.digest('hex');
}

/** Walks every subschema, calling fn(node, pointer). */
function walk(node, pointer, fn) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => walk(n, `${pointer}/${i}`, fn));
    return;
  }
  fn(node, pointer);
  for (const [k, v] of Object.entries(node)) {
    if (k === 'enum' || k === 'const' || k === 'examples' || k === 'default') continue;
    walk(v, `${pointer}/${k}`, fn);
  }
}

// ---------------------------------------------------------------- validators

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'patternErrorMessage', '$comment']);

/** A copy without annotation keywords (the validators embed parts of the schemas). */
function stripAnnotations(node, parentKey) {
  if (Array.isArray(node)) return node.map((n) => stripAnnotations(n));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    // inside properties/definitions the keys are names, not keywords
    const isNameMap = parentKey === 'properties' || parentKey === 'definitions';
    if (!isNameMap && ANNOTATIONS.has(k)) continue;
    out[k] = k === 'enum' || k === 'const' ? v : stripAnnotations(v, isNameMap ? undefined : k);
  }
  return out;
}

/**
 * An ajv instance with every schema, collecting every error (brand:check and the invalid-config
 * screen list them all).
 */
async function createAjv(schemas) {
  const { default: Ajv } = await import('ajv');
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    // Lengths in UTF-16 units and patterns without the u flag: as the site's own checks in code
    // count and match (String#length, patterns.ts), so both say the same of one value.
    unicode: false,
    unicodeRegExp: false,
    inlineRefs: false,
    messages: false, // validate.ts writes its own readable messages
    code: { source: true, esm: true, lines: false, optimize: true },
  });
  // Annotations (editor help) stay out of the bundle; patternErrorMessage becomes patternMessages below.
  for (const s of schemas) ajv.addSchema(stripAnnotations(s.schema));
  return ajv;
}

/** Standalone code of `documents`' validators, bundled into one module (`name` names the temporary entry). */
async function standaloneModule(ajv, documents, name, { extraCode = '' } = {}) {
  const { default: standaloneCode } = await import('ajv/dist/standalone/index.js');
  const refs = {};
  for (const d of documents) {
    if (!ajv.getSchema(d.ref)) throw new Error(`cannot resolve ${d.ref}`);
    refs[d.validator] = d.ref;
  }
  const code = standaloneCode(ajv, refs) + extraCode;

  // Bundle so the ajv runtime helpers that standalone code require()s are inlined.
  const { rolldown } = await import('rolldown');
  const tmpDir = schemasTmpDir(root);
  await mkdir(tmpDir, { recursive: true });
  const entry = path.join(tmpDir, `${name}.entry.mjs`);
  await writeFile(entry, code);
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent', treeshake: true });
  const { output } = await bundle.generate({ format: 'esm', minify: false });
  await bundle.close();
  const chunks = output.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${name}: expected one bundled chunk, got ${chunks.length}`);
  const js = `/* eslint-disable */\n// Generated by scripts/compile-schemas.mjs from schemas/*.schema.json. Do not edit.\n${chunks[0].code}`;
  if (/(?<!['"\w.])require\s*\(/.test(js)) throw new Error(`bundled ${name} still call require()`);
  if (/new Function|\beval\s*\(/.test(js)) throw new Error(`bundled ${name} use new Function/eval`);
  return js;
}

function collectPatternMessages(schemas) {
  const patternMessages = {};
  for (const s of schemas) {
    walk(s.schema, '', (node, pointer) => {
      if (typeof node.patternErrorMessage !== 'string') return;
      if (typeof node.pattern !== 'string') throw new Error(`schemas/${s.file}#${pointer}: patternErrorMessage without pattern`);
      const prev = patternMessages[node.pattern];
      if (prev && prev !== node.patternErrorMessage) {
        throw new Error(`schemas/${s.file}#${pointer}: same pattern with two different patternErrorMessage texts`);
      }
      patternMessages[node.pattern] = node.patternErrorMessage;
    });
  }
  return patternMessages;
}

/** validators.js: every document and section, every error, + patternMessages and sectionValidators. */
async function compileValidators(schemas) {
  const patternMessages = collectPatternMessages(schemas);
  const js = await standaloneModule(await createAjv(schemas), [...DOCUMENTS, ...SECTIONS], 'validators', {
    extraCode: `\nexport const patternMessages = ${JSON.stringify(patternMessages, null, 2)};\nexport const sectionValidators = {\n${SECTIONS.map((d) => `  ${JSON.stringify(d.name)}: ${d.validator},`).join('\n')}\n};\n`,
  });
  return { js, patternMessages };
}

function validatorsDts() {
  const lines = [
    '// Generated by scripts/compile-schemas.mjs. Do not edit.',
    '/** An ajv error object as produced by the standalone validators. */',
    'export interface ValidationError {',
    '  instancePath: string;',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    'export interface ValidatorFunction {',
    '  (data: unknown): boolean;',
    '  errors?: ValidationError[] | null;',
    '}',
  ];
  for (const d of DOCUMENTS) lines.push(`/** Validates a ${d.type} (${d.ref}). */`, `export declare const ${d.validator}: ValidatorFunction;`);
  for (const d of SECTIONS) lines.push(`/** Validates the section ${d.name} (${d.ref}). */`, `export declare const ${d.validator}: ValidatorFunction;`);
  lines.push(`/** section name -> its validator (the parts of the brand documents that degrade on their own). */`);
  lines.push(`export declare const sectionValidators: Readonly<Record<${SECTIONS.map((d) => JSON.stringify(d.name)).join(' | ')}, ValidatorFunction>>;`);
  lines.push('/** pattern source -> readable message (from patternErrorMessage in the schemas). */');
  lines.push('export declare const patternMessages: Readonly<Record<string, string>>;', '');
  return lines.join('\n');
}

// ---------------------------------------------------------------- types

const pascal = (s) => s.replace(/(^|[-_\s.])([a-zA-Z0-9])/g, (_m, _p, c) => c.toUpperCase());

function generateTypes(schemas) {
  /** "file#/definitions/x" or "file" -> type name */
  const names = new Map();
  const taken = new Map();
  const claim = (name, key) => {
    if (taken.has(name) && taken.get(name) !== key) throw new Error(`type name ${name} used by ${taken.get(name)} and ${key}`);
    taken.set(name, key);
    names.set(key, name);
  };
  for (const d of DOCUMENTS) claim(d.type, d.ref);
  for (const s of schemas) {
    for (const def of Object.keys(s.schema.definitions ?? {})) {
      const key = `${s.file}#/definitions/${def}`;
      if (!names.has(key)) claim(pascal(def), key);
    }
  }

  const resolveRef = (ref, file) => {
    const [f, frag = ''] = ref.split('#');
    const key = frag ? `${f || file}#${frag}` : f || file;
    const name = names.get(key);
    if (!name) throw new Error(`schemas/${file}: no type for $ref ${ref}`);
    return name;
  };

  const doc = (node, indent) => {
    const text = [node.title, node.description].filter(Boolean).join(': ');
    return text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
  };

  const ts = (node, file, indent) => {
    if (node === true || node === undefined) return 'unknown';
    if (node === false) return 'never';
    if (node.$ref) return resolveRef(node.$ref, file);
    if (node.const !== undefined) return JSON.stringify(node.const);
    if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
    // branches that only add constraints (patterns) to a typed node do not change its type
    const branches = node.anyOf ?? node.oneOf;
    const shapesType = (b) => b && typeof b === 'object' && ('type' in b || '$ref' in b || 'const' in b || 'enum' in b);
    if (branches && branches.some(shapesType)) return branches.map((n) => ts(n, file, indent)).join(' | ');
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.length === 0) return 'unknown';
    return types
      .map((t) => {
        switch (t) {
          case 'string':
            return 'string';
          case 'integer':
          case 'number':
            return 'number';
          case 'boolean':
            return 'boolean';
          case 'null':
            return 'null';
          case 'array': {
            const item = node.items ? ts(node.items, file, indent) : 'unknown';
            return `Array<${item}>`;
          }
          case 'object': {
            const inner = `${indent}  `;
            const required = new Set(node.required ?? []);
            const members = [];
            const indexed = node.additionalProperties && typeof node.additionalProperties === 'object';
            for (const [k, v] of Object.entries(node.properties ?? {})) {
              // "$schema" (editor hint) would clash with a map's index signature; readers skip "$" keys
              if (indexed && k === '$schema') continue;
              const key = /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? k : JSON.stringify(k);
              members.push(`${doc(v, inner)}${inner}${key}${required.has(k) ? '' : '?'}: ${ts(v, file, inner)};`);
            }
            if (indexed) {
              members.push(`${inner}[key: string]: ${ts(node.additionalProperties, file, inner)};`);
            }
            return members.length ? `{\n${members.join('\n')}\n${indent}}` : 'Record<string, unknown>';
          }
          default:
            throw new Error(`schemas/${file}: unsupported type ${t}`);
        }
      })
      .join(' | ');
  };

  const out = ['// Generated by scripts/compile-schemas.mjs from schemas/*.schema.json. Do not edit.', ''];
  for (const s of schemas) {
    out.push(`// ---- ${s.file}`);
    for (const [def, node] of Object.entries(s.schema.definitions ?? {})) {
      const key = `${s.file}#/definitions/${def}`;
      out.push(`${doc(node, '')}export type ${names.get(key)} = ${ts(node, s.file, '')};`);
    }
    const d = DOCUMENTS.find((x) => x.ref === s.file);
    if (d) out.push(`${doc(s.schema, '')}export type ${d.type} = ${ts(s.schema, s.file, '')};`);
    out.push('');
  }
  return out.join('\n');
}

// ---------------------------------------------------------------- run-time patterns

/** defs.schema.json's formats as RegExp literals (the site's run-time checks use the schemas' own rules). */
function generatePatterns(schemas) {
  const defs = schemas.find((s) => s.file === 'defs.schema.json')?.schema.definitions;
  if (!defs) throw new Error('schemas/defs.schema.json: no definitions');
  const pick = {
    SAFE_URL: defs.safeUrl?.pattern,
    IMAGE_URL: defs.imageUrl?.pattern,
    COLOR_HEX: defs.color?.anyOf?.[0]?.pattern,
    COLOR_FUNCTIONAL: defs.color?.anyOf?.[1]?.pattern,
    HOSTNAME: defs.hostname?.pattern,
    LANGUAGE_CODE: defs.languageCode?.pattern,
    GTAG_ID: defs.gtagId?.pattern,
  };
  const out = ['// Generated by scripts/compile-schemas.mjs from schemas/defs.schema.json. Do not edit.', ''];
  for (const [name, source] of Object.entries(pick)) {
    if (typeof source !== 'string') throw new Error(`schemas/defs.schema.json: no pattern for ${name}`);
    // validated as the validators do (unicodeRegExp: false): \uXXXX escapes work without the u flag
    new RegExp(source);
    out.push(`export const ${name} = new RegExp(${JSON.stringify(source)});`);
  }
  out.push('');
  return out.join('\n');
}

// ---------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  const force = process.argv.includes('--force');
  const schemas = await loadSchemas();
  const hash = await inputHash(schemas);
  const upToDate =
    !force && Object.values(outputs).every((f) => existsSync(f)) && existsSync(stampFile) && (await readFile(stampFile, 'utf8')).trim() === hash;

  const byFile = (file) => DOCUMENTS.filter((d) => d.ref.split('#')[0] === file).map((d) => d.validator);
  if (upToDate) {
    for (const s of schemas) {
      const v = byFile(s.file);
      console.log(`schemas/${s.file} -> ${v.length ? v.join(', ') : '(shared definitions)'} (up to date)`);
    }
    return;
  }

  const { js, patternMessages } = await compileValidators(schemas);
  const types = generateTypes(schemas);
  await mkdir(outDir, { recursive: true });
  await writeFile(outputs.validators, js);
  await writeFile(outputs.validatorsDts, validatorsDts());
  await writeFile(outputs.types, types);
  await writeFile(outputs.patterns, generatePatterns(schemas));
  await writeFile(stampFile, `${hash}\n`);
  await rm(schemasTmpDir(root), { recursive: true, force: true });

  for (const s of schemas) {
    const v = byFile(s.file);
    console.log(`schemas/${s.file} -> ${v.length ? v.join(', ') : '(shared definitions)'}`);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `wrote ${rel(outputs.validators)} (${Math.round(js.length / 1024)} kB, ${Object.keys(patternMessages).length} pattern messages), ` +
      `their .d.ts, ${rel(outputs.types)} and ${rel(outputs.patterns)} in ${ms} ms`,
  );
}

main().catch((e) => {
  console.error(`compile-schemas: ${e.message}`);
  process.exitCode = 1;
});
