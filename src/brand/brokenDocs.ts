/**
 * Test fixtures (tests only): the neutral base documents of testDocs.ts broken one way each, with
 * the one error validateBrandDocuments reports, and URLs and colours either side of the format
 * patterns. validate.test.ts checks the errors; acceptBrandDocuments.test.ts checks that boot's
 * yes-or-no check refuses and accepts the same documents.
 */
import { expect } from 'vitest';
import type { DocumentError } from './documents';
import { baseDocuments } from './testDocs';

/* eslint-disable @typescript-eslint/no-explicit-any -- tests break raw JSON on purpose */
export type RawDocs = { manifest: any; permission: any; registration: any; lanes: any };

/** The neutral base documents as plain JSON to break; a fresh copy each call. */
export const rawBase = (): RawDocs => baseDocuments() as RawDocs;

/** The base documents with one change. */
export function changed(mutate: (d: RawDocs) => void): RawDocs {
  const docs = rawBase();
  mutate(docs);
  return docs;
}

/**
 * One break each, schema errors in each of the four documents and cross-check errors, with the
 * one error it causes.
 */
export const BROKEN: Array<[name: string, mutate: (d: RawDocs) => void, error: DocumentError]> = [
  [
    'javascript: URL in a resource',
    (d) => (d.permission.info.resources[2].url = 'javascript:alert(1)'),
    { document: 'permission', pointer: '/info/resources/2/url', message: 'must be an http(s) URL or a same-origin path' },
  ],
  [
    'data: URL as a QR code',
    (d) => (d.permission.info.resources[0].qrCodeUrl = 'data:image/png;base64,AAAA'),
    { document: 'permission', pointer: '/info/resources/0/qrCodeUrl', message: 'must be an http(s) URL or a same-origin path' },
  ],
  [
    'protocol-relative logo',
    (d) => (d.manifest.assets.logo.dark = '//evil.com/logo.svg'),
    { document: 'manifest', pointer: '/assets/logo/dark', message: 'must be an http(s) URL or a same-origin path' },
  ],
  [
    'colour with CSS injection',
    (d) => (d.manifest.theme.light.primary = 'red; background:url(x)'),
    {
      document: 'manifest',
      pointer: '/theme/light/primary',
      message: 'must be a colour: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() or hsl()/hsla() with numbers only',
    },
  ],
  ['missing whitelabel', (d) => delete d.permission.info.whitelabel, { document: 'permission', pointer: '/info/whitelabel', message: 'is required' }],
  [
    'whitelabel flag that is not "1"/"0"',
    (d) => (d.permission.info.whitelabel[1].childrenNodes[0].enabled = 'yes'),
    { document: 'permission', pointer: '/info/whitelabel/1/childrenNodes/0/enabled', message: 'must be one of "1", "0"' },
  ],
  ['patternId 99', (d) => (d.registration.username.patternId = 99), { document: 'registration', pointer: '/username/patternId', message: 'must be at most 20' }],
  [
    'non-compiling acceptedPattern',
    (d) => (d.registration.password.acceptedPattern = '^([a-z]+$'),
    { document: 'registration', pointer: '/password/acceptedPattern', message: expect.stringMatching(/^is not a valid regular expression \(.+\)$/) as unknown as string },
  ],
  [
    'non-compiling acceptedPattern in info.register',
    (d) => (d.permission.info.register.email.acceptedPattern = '[a-'),
    { document: 'permission', pointer: '/info/register/email/acceptedPattern', message: expect.stringContaining('is not a valid regular expression') as unknown as string },
  ],
  [
    'default language not supported',
    (d) => (d.manifest.languages.default = 'VI'),
    { document: 'manifest', pointer: '/languages/default', message: 'must be one of languages.supported (TY, EN)' },
  ],
  [
    'about text missing for the default language',
    (d) => delete d.manifest.footer.about.TY,
    { document: 'manifest', pointer: '/footer/about', message: 'needs a text for the default language TY' },
  ],
  [
    'about text for an unsupported language',
    (d) => (d.manifest.footer.about.VI = 'Xin chào'),
    { document: 'manifest', pointer: '/footer/about/VI', message: 'is not a supported language (TY, EN)' },
  ],
  ['unknown top-level manifest property', (d) => (d.manifest.colour = '#ffffff'), { document: 'manifest', pointer: '/colour', message: 'is not a known property (check the spelling)' }],
  ['typo in the manifest', (d) => (d.manifest.layout.embededShowsBars = true), { document: 'manifest', pointer: '/layout/embededShowsBars', message: 'is not a known property (check the spelling)' }],
  ['three payment icons', (d) => d.manifest.assets.paymentIcons.pop(), { document: 'manifest', pointer: '/assets/paymentIcons', message: 'must have at least 4 items' }],
  ['bad merchantCode', (d) => (d.manifest.merchantCode = 'Demo!'), { document: 'manifest', pointer: '/merchantCode', message: expect.stringContaining('lower-case') as unknown as string }],
  ['bad prize mode', (d) => (d.manifest.lottery.prizeMode = 'VN'), { document: 'manifest', pointer: '/lottery/prizeMode', message: 'must be one of "Lott", "ZY", "Elott", "SEA"' }],
  ['bad theme mode', (d) => (d.manifest.theme.defaultMode = 'auto'), { document: 'manifest', pointer: '/theme/defaultMode', message: 'must be one of "dark", "light"' }],
  ['image CDN list empty', (d) => (d.permission.info.imageCDNs = []), { document: 'permission', pointer: '/info/imageCDNs', message: 'must have at least 1 item' }],
  ['relative image CDN', (d) => (d.permission.info.imageCDNs[1] = '/cdn'), { document: 'permission', pointer: '/info/imageCDNs/1', message: 'must be an absolute http(s) URL' }],
  ['bad gtag id', (d) => (d.permission.info.analytics = { gtagId: "G-1'); alert(1" }), { document: 'permission', pointer: '/info/analytics/gtagId', message: 'must be a Google tag id such as G-XXXXXXX or UA-12345-1' }],
  ['customer-service type not an integer', (d) => (d.permission.info.customerService[0].type = '3'), { document: 'permission', pointer: '/info/customerService/0/type', message: 'must be a whole number' }],
  ['maintenance not boolean', (d) => (d.permission.maintenance = 'false'), { document: 'permission', pointer: '/maintenance', message: 'must be true or false' }],
  ['enabled as "1" in registration', (d) => (d.registration.email.enabled = '1'), { document: 'registration', pointer: '/email/enabled', message: 'must be true or false' }],
  ['minLength above maxLength', (d) => (d.registration.username.minLength = 30), { document: 'registration', pointer: '/username/maxLength', message: 'must not be less than minLength (30)' }],
  ['null length is fine but a string is not', (d) => (d.registration.username.maxLength = '16'), { document: 'registration', pointer: '/username/maxLength', message: 'must be a whole number or null' }],
  ['mobile registration without mobileNum', (d) => (d.registration.mobileNum.enabled = false), { document: 'registration', pointer: '/mobileNum/enabled', message: 'must be true because MOBILENUMREG3 is on' }],
  ['lane with a game type that is not an upper-case code', (d) => (d.lanes.data.lanes[0].title = 'rng; x'), { document: 'lanes', pointer: '/data/lanes/0/title', message: expect.stringContaining('must match') as unknown as string }],
  ['two lanes of the same type', (d) => (d.lanes.data.lanes[2].title = 'RNG'), { document: 'lanes', pointer: '/data/lanes/2/title', message: 'repeats the game type of lane 0 (RNG)' }],
  ['vendor icon with javascript:', (d) => (d.lanes.data.lanes[0].cards[1].smallIcon = 'javascript:void(0)'), { document: 'lanes', pointer: '/data/lanes/0/cards/1/smallIcon', message: 'must be an http(s) URL or a same-origin path' }],
  ['lanes without data', (d) => (d.lanes = {}), { document: 'lanes', pointer: '/data', message: 'is required' }],
];

/** Every asset of the manifest at `url`. */
export const assetsAt = (url: string) => (d: RawDocs) => {
  d.manifest.assets = { logo: { dark: url, light: url }, paymentIcons: [url, url, url, url] };
};

export const GOOD_URLS = [
  '/brands/demo/assets/logo.svg',
  '/',
  'https://cdn.example.test/a/b.png?x=1#y',
  'http://localhost:8080/logo.svg',
  'https://img.example.test:8443/logo.svg',
];

export const BAD_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:image/svg+xml,<svg/>',
  '//evil.com/x.svg',
  '/\\evil.com/x.svg',
  '\\\\evil.com',
  'logo.svg',
  'https://',
  'https:///x',
  ' https://a.test/x',
  '/a b.svg',
  '/a\nb',
  '/a\u0000b',
  'ftp://a.test/x',
  'vbscript:x',
];

/** The dark accent colour set to `colour`. */
export const accent = (colour: string) => (d: RawDocs) => {
  d.manifest.theme.dark.accent = colour;
};

export const GOOD_COLOURS = ['#abc', '#ABCD', '#12ab9f', '#12ab9f80', 'rgb(0, 128, 255)', 'rgba(0,128,255,0.5)', 'hsl(210, 50%, 40%)', 'hsla(210.5, 50%, 40%, 1)'];

export const BAD_COLOURS = ['red', '#ggg', '#12345', 'rgb(0,0,0);', 'url(x)', 'expression(alert(1))', 'rgb(0,0,0)}body{', 'var(--x)', 'rgb(a,b,c)', ''];
