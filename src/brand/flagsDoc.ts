/**
 * docs/flags.md, written from the contract layer: every modId of FLAG with its group, what it
 * changes (FLAG_DOCS, kept beside each id), and where this site reads it, found in the code
 * itself: the model's feature that carries it (FEATURE_FLAGS) and the files that use that
 * feature, the files that name the flag, the calls that send it as their ModuleId. Pure (the
 * sources come in as text), so the unit test and `npm run docs:flags` render the same page; the
 * site never imports it.
 */
import { CALLS } from '../contract/calls';
import { FLAG, FLAG_DOCS, SOCIAL_PROVIDERS } from '../contract/flags';
import { FEATURE_FLAGS } from './buildBrandModel';

export interface SourceFile {
  /** path from the repository root, with forward slashes */
  path: string;
  text: string;
}

type FlagKey = keyof typeof FLAG;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files that read a model feature: `features.name`, or `name` destructured from `…features`. */
function filesUsingFeature(name: string, sources: readonly SourceFile[]): string[] {
  const n = escapeRe(name);
  const read = new RegExp(`features\\.${n}\\b|\\{[^}]*\\b${n}\\b[^}]*\\}\\s*=\\s*[\\w.()]*features\\b`);
  return sources.filter((s) => read.test(s.text)).map((s) => s.path);
}

/** The files that name the flag by its FLAG key (FLAG.KEY), besides the contract's own flags module. */
function filesNamingFlag(key: string, sources: readonly SourceFile[]): string[] {
  const named = new RegExp(`\\bFLAG\\.${escapeRe(key)}\\b`);
  return sources.filter((s) => !s.path.endsWith('src/contract/flags.ts') && named.test(s.text)).map((s) => s.path);
}

/** Where the site reads one flag, as markdown fragments (empty: nothing reads it yet). */
export function whereRead(key: FlagKey, sources: readonly SourceFile[]): string[] {
  const modId = FLAG[key];
  const where: string[] = [];
  for (const [feature, id] of Object.entries(FEATURE_FLAGS)) {
    if (id !== modId) continue;
    const files = filesUsingFeature(feature, sources);
    where.push(`\`brand.features.${feature}\`${files.length > 0 ? ` in ${files.map((f) => `\`${f}\``).join(', ')}` : ''}`);
  }
  const social = SOCIAL_PROVIDERS.find((p) => p.flag === modId);
  if (social) where.push(`\`brand.socialProviders\` (\`${social.provider}\`)`);
  // buildBrandModel names every feature's flag in FEATURE_FLAGS: that is the feature line above
  const isFeature = (Object.values(FEATURE_FLAGS) as string[]).includes(modId);
  const named = filesNamingFlag(key, sources).filter((p) => !(isFeature && p.endsWith('src/brand/buildBrandModel.ts')));
  if (named.length > 0) where.push(`named in ${named.map((f) => `\`${f}\``).join(', ')}`);
  const calls = Object.entries(CALLS).filter(([, spec]) => spec.moduleId === modId).map(([name]) => name).sort();
  if (calls.length > 0) where.push(`ModuleId header of ${calls.map((c) => `\`${c}\``).join(', ')}`);
  return where;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The whole page. */
export function renderFlagsDoc(sources: readonly SourceFile[]): string {
  const sorted = [...sources].sort((a, b) => a.path.localeCompare(b.path));
  // FLAG_DOCS's order (the contract's grouping): FLAG is a module namespace, whose keys come sorted
  const rows = (Object.keys(FLAG_DOCS) as FlagKey[]).map((key) => {
    const doc = FLAG_DOCS[key];
    const where = whereRead(key, sorted);
    return `| \`${FLAG[key]}\` | \`${key}\` | ${doc.group ? `\`${doc.group}\`` : ''} | ${cell(doc.does)} | ${where.length > 0 ? cell(where.join('; ')) : 'not read by this site yet'} |`;
  });
  const otherIds = [...new Set(Object.values(CALLS).map((s) => s.moduleId).filter((m): m is string => typeof m === 'string'))]
    .filter((m) => !(Object.values(FLAG) as string[]).includes(m))
    .sort();
  const otherRows = otherIds.map((m) => {
    const calls = Object.entries(CALLS).filter(([, s]) => s.moduleId === m).map(([n]) => `\`${n}\``).sort();
    return `| \`${m}\` | ${calls.join(', ')} |`;
  });
  return [
    '# The modIds this site reads',
    '',
    '<!-- Written by `npm run docs:flags` from src/contract/flags.ts (FLAG, FLAG_DOCS), src/brand/buildBrandModel.ts (FEATURE_FLAGS),',
    '     src/contract/calls/* and the code under src/. Do not edit: a unit test (src/brand/flagsDoc.test.ts) fails when it is stale. -->',
    '',
    'The platform\'s whitelabel tree (`info.whitelabel` of `/wps/system/status`, a brand\'s `permission.json`) switches parts of',
    'the site on and off by modId. **A flag off switches off every flag under it** (read as the real client reads the tree:',
    '`readWhitelabel` in src/contract/flags.ts), so a group node such as `GAMELO3` or `REGGRP` turns its whole group off.',
    'To describe a new flag, add its id to `FLAG` and its meaning to `FLAG_DOCS` beside it, then run `npm run docs:flags`.',
    '',
    '| modId | FLAG key | under | what it changes | where this site reads it |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## ModuleIds sent with calls only',
    '',
    'These modIds gate a call on the platform (sent as the `ModuleId` header); the site shows nothing by them.',
    '',
    '| modId | calls |',
    '| --- | --- |',
    ...otherRows,
    '',
  ].join('\n');
}
