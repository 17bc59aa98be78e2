#!/usr/bin/env node
/**
 * Compiles schemas/*.schema.json ahead of time into self-contained ES modules of standalone
 * ajv validators (no `new Function` at run time, so the site runs under CSP script-src 'self'),
 * plus their declarations and TypeScript types of the documents:
 *
 *   src/brand/generated/validators.js        every validator, all errors, + patternMessages (bundled, no require())
 *   src/brand/generated/validators.d.ts      their declarations
 *   src/brand/generated/bootValidators.js    the documents boot checks (the four, and a compiled theme),
 *                                            yes or no (first error, no error details), plus
 *                                            warmPatterns: small code for the cold check at boot
 *                                            (acceptBrandDocuments.ts); validators.js explains a failure
 *   src/brand/generated/bootValidators.d.ts  their declarations
 *   src/brand/generated/types.ts             document types generated from the schemas
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src/brand/generated');
const outFile = (f) => path.join(outDir, f);
const outputs = {
  validators: outFile('validators.js'),
  validatorsDts: outFile('validators.d.ts'),
  bootValidators: outFile('bootValidators.js'),
  bootValidatorsDts: outFile('bootValidators.d.ts'),
  types: outFile('types.ts'),
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

/** What boot validates before it can render (src/boot/loadBrand.ts): bootValidators.js. */
export const BOOT_DOCUMENTS = DOCUMENTS.filter((d) => ['manifest', 'permission', 'registration', 'lanes', 'compiledTheme'].includes(d.name));

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
 * An ajv instance with every schema. validators.js collects every error (`allErrors`: the
 * invalid-config screen lists them all); bootValidators.js stops at the first (boot only needs
 * yes or no). See compileValidators for the rest.
 */
async function createAjv(schemas, { allErrors, inlineRefs, logger }) {
  const { default: Ajv } = await import('ajv');
  const ajv = new Ajv({
    logger,
    allErrors,
    strict: true,
    allowUnionTypes: true,
    // Lengths in UTF-16 units (String#length) instead of code points: our limits are caps
    // (URLs, names), and counting code points char by char was most of a cold boot validation.
    unicode: false,
    // Our patterns are ASCII; non-unicode regular expressions compile faster on first use.
    unicodeRegExp: false,
    inlineRefs,
    messages: false, // validate.ts writes its own readable messages
    code: { source: true, esm: true, lines: false, optimize: true },
  });
  // Annotations (editor help) stay out of the bundle; patternErrorMessage becomes patternMessages below.
  for (const s of schemas) ajv.addSchema(stripAnnotations(s.schema));
  return ajv;
}

/** Index just past the object literal that opens at `code[at]` (skipping string literals). */
function objectLiteralEnd(code, at) {
  let depth = 0;
  for (let i = at; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('unterminated object literal in the standalone code');
}

/**
 * Replaces every error object in ajv standalone code with `{}`: what ajv itself generates where
 * no one reads the errors (inside `not`, `if`). A validator still fails with an `errors` list,
 * one `{}` long; nothing in the generated code reads an error's fields (checked here).
 */
function emptyErrorObjects(code) {
  let out = '';
  let from = 0;
  let emptied = 0;
  for (let at = code.indexOf('{instancePath', from); at !== -1; at = code.indexOf('{instancePath', from)) {
    const end = objectLiteralEnd(code, at);
    const literal = code.slice(at, end);
    // the other objects that start so are the arguments of a call to another validator
    const isError = literal.includes(',schemaPath:');
    out += code.slice(from, at) + (isError ? '{}' : literal);
    if (isError) emptied++;
    from = end;
  }
  out += code.slice(from);
  if (emptied === 0 || /schemaPath|\.(?:keyword|params|propertyName)\b/.test(out)) {
    throw new Error('emptying the error objects: the standalone code does not look as expected (ajv changed?)');
  }
  return out;
}

/**
 * Boot's validators are read as yes or no, so they keep no error list at all: where ajv stores
 * one (`validate.errors`, `vErrors`) only its count is kept (`errors`, which the generated code
 * compares with the count it saved before a subschema, and resets after a passing `anyOf`
 * branch); with no error to place, no path is passed down either. Less code to load and, cold,
 * to compile. Runs on the bundled code (rolldown's formatting), after emptyErrorObjects.
 */
function countErrorsOnly(code) {
  const edits = [
    // a failure that returns at once: no list to leave behind
    [/\b(?:validate\d+|wrapper\d+\.validate)\.errors = \[\{\}\];\s*return false;/g, 'return false;'],
    // a subschema's validator failed: count it instead of appending its list
    [/vErrors = vErrors === null \? ([\w.]+)\.errors : vErrors\.concat\(\1\.errors\);\s*errors = vErrors\.length;/g, 'errors++;'],
    // an error collected inside anyOf/oneOf/if: count it
    [/const (err\d+) = \{\};\s*if \(vErrors === null\) vErrors = \[\1\];\s*else vErrors\.push\(\1\);\s*errors\+\+;/g, 'errors++;'],
    // a passing branch discards the errors of the ones before it: the count reset stays
    [/if \(vErrors !== null\) \{\s*if \((_errs\d+)\) vErrors\.length = \1;\s*else vErrors = null;\s*\}/g, ''],
    [/\b(?:validate\d+|wrapper\d+\.validate)\.errors = vErrors;/g, ''],
    [/\blet vErrors = null;/g, ''],
    // and with no error to place, a subschema's validator needs no path or parent
    [/\(data, \{ instancePath = "", parentData, parentDataProperty, rootData = data \} = \{\}\)/g, '(data)'],
    [/, \{\s*instancePath: [^\n]*,\s*parentData: \w+,\s*parentDataProperty: [\w"]+,\s*rootData\s*\}\)/g, ')'],
  ];
  let out = code;
  for (const [pattern, replacement] of edits) {
    const next = out.replace(pattern, replacement);
    if (next === out) throw new Error(`keeping error counts only: nothing matched ${pattern} (ajv changed?)`);
    out = next;
  }
  if (/\bvErrors\b|\.errors\b|\b(?:instancePath|parentData|rootData)\b/.test(out)) {
    throw new Error('keeping error counts only: an error list or path is left (ajv changed?)');
  }
  return out;
}

/**
 * ajv embeds a whole schema object (`const schema11 = {…}`, the manifest's: 4.5 kB) where a
 * subschema with more than eight properties forbids others: the check is only
 * `hasOwnProperty.call(schema11.properties, key)`. Where that is the schema object's only use,
 * it is cut down to those property names.
 */
function shrinkEmbeddedSchemas(code) {
  let out = code;
  for (const [, name] of code.matchAll(/\bconst (schema\d+) = \{/g)) {
    const uses = [...out.matchAll(new RegExp(`\\b${name}\\b(\\.\\w+)?`, 'g'))].slice(1); // [0] is the declaration
    if (uses.length === 0 || uses.some(([, member]) => member !== '.properties')) continue;
    const start = out.indexOf(`const ${name} = {`) + `const ${name} = `.length;
    const end = objectLiteralEnd(out, start);
    const schema = JSON.parse(out.slice(start, end));
    const names = Object.fromEntries(Object.keys(schema.properties ?? {}).map((key) => [key, 0]));
    out = `${out.slice(0, start)}${JSON.stringify({ properties: names })}${out.slice(end)}`;
  }
  return out;
}

/**
 * Adds `warmPatterns()`: every regular expression of the validators run twice on an empty
 * string. V8 compiles a pattern on its first run and compiles it again to machine code on its
 * second; boot calls this while the documents are on their way, so checking them does not wait
 * for those compiles (the URL pattern alone is about 0.15 ms cold).
 */
function withPatternWarmUp(code) {
  const names = [...code.matchAll(/\bconst (pattern\d+) = /g)].map((m) => m[1]);
  if (names.length === 0) throw new Error('warming the patterns: the standalone code has none (ajv changed?)');
  return `${code}\nexport function warmPatterns() {\n  for (const p of [${names.join(', ')}]) {\n    p.test('');\n    p.test('');\n  }\n}\n`;
}

/**
 * Standalone code of `documents`' validators, bundled into one module (`name` names the
 * temporary entry); `process` edits the standalone code before it is bundled, `processBundled`
 * the bundled code.
 */
async function standaloneModule(ajv, documents, name, { extraCode = '', process = (code) => code, processBundled = (code) => code } = {}) {
  const { default: standaloneCode } = await import('ajv/dist/standalone/index.js');
  const refs = {};
  for (const d of documents) {
    if (!ajv.getSchema(d.ref)) throw new Error(`cannot resolve ${d.ref}`);
    refs[d.validator] = d.ref;
  }
  const code = process(standaloneCode(ajv, refs)) + extraCode;

  // Bundle so the ajv runtime helpers that standalone code require()s are inlined.
  const { rolldown } = await import('rolldown');
  const tmpDir = path.join(root, 'node_modules/.cache/compile-schemas');
  await mkdir(tmpDir, { recursive: true });
  const entry = path.join(tmpDir, `${name}.entry.mjs`);
  await writeFile(entry, code);
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent', treeshake: true });
  const { output } = await bundle.generate({ format: 'esm', minify: false });
  await bundle.close();
  const chunks = output.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${name}: expected one bundled chunk, got ${chunks.length}`);
  const js = `/* eslint-disable */\n// Generated by scripts/compile-schemas.mjs from schemas/*.schema.json. Do not edit.\n${processBundled(chunks[0].code)}`;
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

/** validators.js (every document, every error, + patternMessages) and bootValidators.js. */
async function compileValidators(schemas) {
  const patternMessages = collectPatternMessages(schemas);
  const js = await standaloneModule(await createAjv(schemas, { allErrors: true, inlineRefs: false, logger: undefined }), DOCUMENTS, 'validators', {
    extraCode: `\nexport const patternMessages = ${JSON.stringify(patternMessages, null, 2)};\n`,
  });
  // Boot's yes-or-no validators (of the variants measured cold in Chromium with `npm run size`,
  // the smallest and fastest): stopping at the first error, no error list kept, references
  // inlined (no call with an argument object per subschema). Less than half the code of the
  // same four validators above. logger: false, the warnings of these options were printed above.
  const bootAjv = await createAjv(schemas, { allErrors: false, inlineRefs: true, logger: false });
  const bootJs = await standaloneModule(bootAjv, BOOT_DOCUMENTS, 'bootValidators', {
    process: (code) => withPatternWarmUp(shrinkEmbeddedSchemas(emptyErrorObjects(code))),
    processBundled: countErrorsOnly,
  });
  return { js, bootJs, patternMessages };
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
  lines.push('/** pattern source -> readable message (from patternErrorMessage in the schemas). */');
  lines.push('export declare const patternMessages: Readonly<Record<string, string>>;', '');
  return lines.join('\n');
}

function bootValidatorsDts() {
  const lines = [
    '// Generated by scripts/compile-schemas.mjs. Do not edit.',
    '// Stop at the first error: yes or no only (validators.js, with every error, says why).',
    '/** true when the document is valid (the error the validator stopped at is not read). */',
    'export type BootValidator = (data: unknown) => boolean;',
  ];
  for (const d of BOOT_DOCUMENTS) lines.push(`/** Is this a valid ${d.type} (${d.ref})? */`, `export declare const ${d.validator}: BootValidator;`);
  lines.push('/** Compiles every pattern of these validators ahead of their first check. */', 'export declare function warmPatterns(): void;');
  lines.push('');
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

  const { js, bootJs, patternMessages } = await compileValidators(schemas);
  const types = generateTypes(schemas);
  await mkdir(outDir, { recursive: true });
  await writeFile(outputs.validators, js);
  await writeFile(outputs.validatorsDts, validatorsDts());
  await writeFile(outputs.bootValidators, bootJs);
  await writeFile(outputs.bootValidatorsDts, bootValidatorsDts());
  await writeFile(outputs.types, types);
  await writeFile(stampFile, `${hash}\n`);
  await rm(path.join(root, 'node_modules/.cache/compile-schemas'), { recursive: true, force: true });

  for (const s of schemas) {
    const v = byFile(s.file);
    console.log(`schemas/${s.file} -> ${v.length ? v.join(', ') : '(shared definitions)'}`);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `wrote ${rel(outputs.validators)} (${Math.round(js.length / 1024)} kB, ${Object.keys(patternMessages).length} pattern messages), ` +
      `${rel(outputs.bootValidators)} (${Math.round(bootJs.length / 1024)} kB), their .d.ts and ${rel(outputs.types)} in ${ms} ms`,
  );
}

main().catch((e) => {
  console.error(`compile-schemas: ${e.message}`);
  process.exitCode = 1;
});
