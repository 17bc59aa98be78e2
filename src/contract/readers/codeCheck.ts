/**
 * Boot's check of each part of the brand documents, in code: what the readers and the model rely
 * on (the shapes they read) and every value that reaches a sink (URLs through the URL rule,
 * colours through the colour rule, host names, language codes and the tag id through the
 * schemas' own patterns, generated/patterns.ts). No ajv at boot: the schemas' every-error
 * validators (sectionChecks.ts) stay for brand:check and for listing every problem of a brand
 * the site cannot open. A part this check passes may still break a rule of its schema that
 * nothing at run time depends on (a length cap, exactly four payment icons); brand:check says so.
 *
 * Never stricter than the schema: what a section's schema accepts, this accepts too
 * (codeCheck.test.ts holds the two side by side over every brand's documents and hostile values).
 */
import type { BrandManifest } from '../generated/types';
import { GTAG_ID, HOSTNAME, LANGUAGE_CODE } from '../generated/patterns';
import { isCssColour } from '../cssValues';
import { isRecord, type Finding } from '../findings';
import { isSafeUrl } from '../safeUrl';
import { GAME_CATEGORIES } from '../gameCategories';
import { FONT_FAMILIES } from '../fontStacks';
import type { SectionCheck, SectionName } from './check';

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const satisfies ReadonlyArray<BrandManifest['lottery']['prizeMode']>;
const THEME_MODES = ['dark', 'light'] as const satisfies ReadonlyArray<BrandManifest['theme']['defaultMode']>;

/** One rule: adds what is wrong with the value at `at` to `problems`. */
type Rule = (value: unknown, at: string, problems: Finding[]) => void;

const fail = (problems: Finding[], pointer: string, message: string) => problems.push({ pointer, message, severity: 'error' });

const rule =
  (test: (v: unknown) => boolean, message: string): Rule =>
  (v, at, problems) => {
    if (!test(v)) fail(problems, at, message);
  };

const isString = (v: unknown): v is string => typeof v === 'string';
const matches = (pattern: RegExp) => (v: unknown) => isString(v) && pattern.test(v);
const orNull = (test: (v: unknown) => boolean) => (v: unknown) => v === null || v === undefined || test(v);

const url = rule(isSafeUrl, 'must be an https URL or a /path (the URL rule)');
const optionalUrl = rule(orNull(isSafeUrl), 'must be an https URL or a /path (the URL rule), or null');
const colour = rule(isCssColour, 'must be a colour: #hex, rgb(a)() or hsl(a)()');
const optionalColour = rule((v) => v === undefined || isCssColour(v), 'must be a colour: #hex, rgb(a)() or hsl(a)()');
const hostname = rule(matches(HOSTNAME), 'must be a host name');
const languageCode = rule(matches(LANGUAGE_CODE), 'must be a language code such as EN or PT-BR');
const text = rule(isString, 'must be text');
const optionalText = rule(orNull(isString), 'must be text or null');

/** An object whose named properties each follow their rule (others are ignored). */
function object(rules: Record<string, Rule>, required: readonly string[] = []): Rule {
  return (v, at, problems) => {
    if (!isRecord(v)) return fail(problems, at, 'must be an object');
    for (const key of required) if (v[key] === undefined) fail(problems, `${at}/${key}`, 'is required');
    for (const [key, check] of Object.entries(rules)) if (v[key] !== undefined) check(v[key], `${at}/${key}`, problems);
  };
}

function array(item: Rule, { nonEmpty = false } = {}): Rule {
  return (v, at, problems) => {
    if (!Array.isArray(v)) return fail(problems, at, 'must be a list');
    if (nonEmpty && v.length === 0) fail(problems, at, 'must not be empty');
    v.forEach((x, i) => item(x, `${at}/${i}`, problems));
  };
}

const seeds = object(
  { primary: colour, accent: colour, background: optionalColour, surface: optionalColour, header: optionalColour, leftBar: optionalColour },
  ['primary', 'accent'],
);
const wholeNumberIn = (min: number, max: number) => rule((v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max, `must be a whole number from ${min} to ${max}`);
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const oneOf = (values: readonly unknown[]) => rule((v) => values.includes(v), `must be one of ${values.join(', ')}`);

const RULES: Partial<Record<SectionName, Rule>> = {
  'manifest.domains': array(hostname),
  'manifest.theme': object(
    { defaultMode: oneOf(THEME_MODES), dark: seeds, light: seeds, buttonRadius: wholeNumberIn(0, 24), fontFamily: oneOf(FONT_FAMILIES) },
    ['defaultMode', 'dark', 'light'],
  ),
  'manifest.assets': object(
    { logo: object({ dark: url, light: url }, ['dark', 'light']), favicon: url, responsibility: url, paymentIcons: array(url) },
    ['logo', 'paymentIcons'],
  ),
  'manifest.languages': object({ supported: array(languageCode, { nonEmpty: true }), default: languageCode }, ['supported', 'default']),
  'manifest.footer': object(
    {
      about: (v, at, problems) => {
        if (!isRecord(v)) return fail(problems, at, 'must be an object');
        for (const [lang, about] of Object.entries(v)) {
          if (!LANGUAGE_CODE.test(lang)) fail(problems, `${at}/${lang}`, 'must be named by a language code');
          text(about, `${at}/${lang}`, problems);
        }
      },
      copyright: text,
    },
    ['about', 'copyright'],
  ),
  'manifest.lottery': object({ prizeMode: oneOf(PRIZE_MODES) }, ['prizeMode']),
  'manifest.layout': object({ embeddedShowsBars: rule((v) => typeof v === 'boolean', 'must be true or false') }, ['embeddedShowsBars']),
  'manifest.loginedToHomePage': rule((v) => typeof v === 'boolean', 'must be true or false'),
  'manifest.vendorCategories': object({ ESPORTS: array(text), COCKFIGHT: array(text) }),
  'manifest.currency': object({ code: text, symbol: rule((v) => isString(v) && v.length >= 1 && v.length <= 4, 'must be 1-4 characters') }, ['code']),
  'manifest.registration': object({
    bonusAmount: rule((v) => isString(v) && v.length >= 1 && v.length <= 40, 'must be the bonus as text (1-40 characters)'),
    fieldOrder: array(rule(matches(FIELD_NAME), 'must be a field name')),
    dialingCode: object({ code: rule(matches(/^[0-9]{1,4}$/), 'must be 1-4 digits, without +'), editable: rule((v) => typeof v === 'boolean', 'must be true or false') }, ['code']),
  }),
  'manifest.menu': object({ categoryOrder: array(oneOf(GAME_CATEGORIES)) }),
  'permission.location': object({ ip: optionalText, country: optionalText }),
  'permission.resource': object(
    { resourceType: rule((v) => isString(v) && v !== '', 'must be a resource type'), url, qrCodeUrl: optionalUrl, labelNameEn: optionalText },
    ['resourceType', 'url'],
  ),
  'permission.customerService': object(
    { type: rule((v) => Number.isInteger(v) || matches(/^\d{1,4}$/)(v), 'must be a number'), path: text, csType: optionalText },
    ['type', 'path'],
  ),
  'permission.analytics': object({ gtagId: rule(orNull(matches(GTAG_ID)), 'must be a Google tag id such as G-XXXXXXX or UA-12345-1') }),
  'permission.cdnBase': url,
  'permission.domainRoute': (v, at, problems) =>
    (Array.isArray(v) ? v : [v]).forEach((d, i) => {
      if (!(matches(HOSTNAME)(d) || isSafeUrl(d))) fail(problems, Array.isArray(v) ? `${at}/${i}` : at, 'must be a host name or an https URL');
    }),
  'permission.mainDomain': hostname,
  // the lanes' parts are read field by field by readLanes itself (shape and icon)
};

/** The SectionCheck boot passes to the readers. */
export const codeCheck: SectionCheck = (section, value, at) => {
  const problems: Finding[] = [];
  RULES[section]?.(value, at, problems);
  return problems;
};
