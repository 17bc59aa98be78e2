import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PATTERN_ID } from '../contract/fieldRules';

/**
 * The site loads only the player's language (no English fallback chunk), so every locale
 * must carry every key of en.json, with the same {{placeholders}}.
 */
const dir = join(process.cwd(), 'locales');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const load = (f: string) => flatten(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>);
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = load('en.json');

describe.each(files.filter((f) => f !== 'en.json'))('%s', (file) => {
  const locale = load(file);
  it('has exactly the keys of en.json', () => {
    expect([...locale.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !locale.has(k))).toEqual([]);
  });
  it('keeps every placeholder of the English text', () => {
    const wrong = [...english].filter(([k, v]) => locale.has(k) && placeholders(v).join() !== placeholders(locale.get(k)!).join());
    expect(wrong.map(([k]) => k)).toEqual([]);
  });
  it('has no empty text', () => {
    expect([...locale].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });
});

/**
 * Filipino text left in English reads as a half-translated site (QA found the help centre, the
 * points mall and the maintenance screen so). A value equal to the English is an error unless it is
 * only placeholders and figures, or a name that stays as it is in every language: a brand or a
 * network, a platform, an abbreviation.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'OK', 'HOT', 'QQ', 'QR code', 'LINE', 'WhatsApp', 'Zalo', 'Facebook', 'WeChat', 'Telegram', 'YouTube', 'Instagram',
  'Twitter', 'TikTok', 'Android', 'iOS', 'Google Authenticator', 'Mark Six',
]);
const noWords = (s: string) => !/\p{L}/u.test(s.replace(/{{\s*\w+\s*}}/g, ''));

describe('ty.json', () => {
  it('has no English left in it', () => {
    const filipino = load('ty.json');
    const untranslated = [...english].filter(([k, v]) => filipino.get(k) === v && !noWords(v) && !SAME_IN_EVERY_LANGUAGE.has(v));
    expect(untranslated.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe.each(files)('%s: the platform pattern messages', (file) => {
  const locale = load(file);
  // every patternId a field rule may carry (the real client's reg_pattern_0 … reg_pattern_30) has its message
  it.each(Array.from({ length: MAX_PATTERN_ID + 1 }, (_, id) => id))('reg_pattern_%i', (id) => {
    const text = locale.get(`account.reg_pattern_${id}`);
    expect(text).toBeTruthy();
    // the bounds are filled in, except in the two date formats (11 and 13)
    if (id !== 11 && id !== 13) expect(text).toContain('(min)-(max)');
  });
});

/**
 * One spelling of "centre" in English (QA: the avatar menu said "Reward center" and "Security
 * center" while the personal centre said "centre"): the site's English, and each brand's own
 * English wording over it. The other languages say it in their own words, the same way each time,
 * never the English word inside their text ("kunin ito sa reward centre").
 */
const CENTRE = /\bcent(?:er|re)s?\b/gi;
const spellings = (values: Iterable<string>) => new Set([...values].flatMap((v) => [...v.matchAll(CENTRE)].map((m) => m[0].toLowerCase().replace(/s$/, ''))));
const brandsDir = join(process.cwd(), 'brands');
const brandEnglish = readdirSync(brandsDir)
  .map((b) => join(brandsDir, b, 'locales', 'en.json'))
  .filter((f) => existsSync(f))
  .flatMap((f) => [...flatten(JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>).values()]);

describe('"centre" in English', () => {
  it('is spelled one way in en.json and the brands\' English', () => {
    expect([...spellings([...english.values(), ...brandEnglish])]).toEqual(['centre']);
  });
  it.each(files.filter((f) => f !== 'en.json'))('%s does not leave it in English', (file) => {
    const english = [...load(file)].filter(([, v]) => /\bcent(?:er|re)s?\b/i.test(v)).map(([k, v]) => `${k}: ${v}`);
    expect(english).toEqual([]);
  });
});
