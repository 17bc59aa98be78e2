import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossCheckBrand } from './crossChecks';
import { BRAND_CODES, baseDocuments, brandCodes, rawBrandDocuments } from './testDocs';
import { validateBrandDocuments, type DocumentError } from './validate';
import { validateDocument } from './validateDocument';

/* eslint-disable @typescript-eslint/no-explicit-any -- tests break raw JSON on purpose */
type Raw = { manifest: any; permission: any; registration: any; lanes: any };

/** The neutral base documents (testDocs.ts) as plain JSON to break. */
const raw = (): Raw => baseDocuments() as Raw;

function broken(mutate: (d: Raw) => void): DocumentError[] {
  const docs = raw();
  mutate(docs);
  const result = validateBrandDocuments(docs);
  if (result.ok) throw new Error('expected the documents to be invalid');
  return result.errors;
}

describe('the brand folders', () => {
  it('brands/ holds at least one brand folder', () => {
    expect(BRAND_CODES.length).toBeGreaterThan(0);
  });

  it('discovery takes the sub-folders, sorted, and leaves out _… and .… folders and files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-codes-'));
    try {
      for (const name of ['zeta', '_template', '.cache', 'alpha', 'b-2']) mkdirSync(join(dir, name));
      writeFileSync(join(dir, 'index.json'), '[]');
      expect(brandCodes(dir)).toEqual(['alpha', 'b-2', 'zeta']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(BRAND_CODES)('%s passes every schema and cross check', (code) => {
    const result = validateBrandDocuments(rawBrandDocuments(code));
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(crossCheckBrand(rawBrandDocuments(code))).toEqual([]);
  });

  it.each(BRAND_CODES)('%s: info.register passes the registration schema too', (code) => {
    const { permission } = rawBrandDocuments(code) as Raw;
    expect(validateDocument('registration', permission.info.register).ok).toBe(true);
  });
});

describe('the neutral base documents', () => {
  it('pass every schema and cross check (so each broken case below has exactly its own error)', () => {
    const result = validateBrandDocuments(raw());
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(crossCheckBrand(raw())).toEqual([]);
    expect(validateDocument('registration', raw().permission.info.register).ok).toBe(true);
  });
});

describe('broken documents fail with the exact pointer', () => {
  const cases: Array<[string, (d: Raw) => void, DocumentError]> = [
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

  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(broken(mutate)).toEqual([expected]);
  });

  it('accepts a lane of a game type the site has no lobby for (the menu leaves it out)', () => {
    const docs = raw();
    docs.lanes.data.lanes.push({ title: 'BINGO', gameClassify: [], cards: [] });
    expect(validateBrandDocuments(docs).ok).toBe(true);
  });

  it('lower-case language code (and the about text of EN is then unsupported)', () => {
    expect(broken((d) => (d.manifest.languages.supported[1] = 'en'))).toEqual([
      { document: 'manifest', pointer: '/languages/supported/1', message: 'must be an upper-case language code such as EN, TY or ZH_TW' },
      { document: 'manifest', pointer: '/footer/about/EN', message: 'is not a supported language (TY, en)' },
    ]);
  });

  it('collects errors from all four documents at once', () => {
    const errors = broken((d) => {
      d.manifest.assets.logo.light = 'javascript:alert(1)';
      d.manifest.languages.default = 'VI';
      d.permission.info.resources[0].url = '//evil.com';
      delete d.permission.info.whitelabel;
      d.registration.username.patternId = 99;
      d.lanes.data.lanes[0].cards[0].isHot = 'yes';
    });
    expect(errors.map((e) => `${e.document}${e.pointer}`).sort()).toEqual(
      [
        'lanes/data/lanes/0/cards/0/isHot',
        'manifest/assets/logo/light',
        'manifest/languages/default',
        'permission/info/resources/0/url',
        'permission/info/whitelabel',
        'registration/username/patternId',
      ].sort(),
    );
  });

  it('reports a whole document of the wrong type at the root pointer', () => {
    expect(broken((d) => (d.registration = null))).toEqual([{ document: 'registration', pointer: '', message: 'must be an object' }]);
  });

  it('reports a bad registration field name at its own pointer, escaped', () => {
    expect(broken((d) => (d.registration['bad/name'] = d.registration.email))).toEqual([
      { document: 'registration', pointer: '/bad~1name', message: 'is not an allowed name: must be a field name (letters, digits and _ starting with a letter)' },
    ]);
  });
});

describe('URL and colour formats', () => {
  const logoWith = (url: string) => {
    const docs = raw();
    docs.manifest.assets = { logo: { dark: url, light: url }, paymentIcons: [url, url, url, url] };
    return validateBrandDocuments(docs);
  };

  it.each([
    '/brands/demo/assets/logo.svg',
    '/',
    'https://cdn.example.test/a/b.png?x=1#y',
    'http://localhost:8080/logo.svg',
    'https://img.example.test:8443/logo.svg',
  ])('accepts %s', (url) => {
    expect(logoWith(url).ok).toBe(true);
  });

  it.each([
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
  ])('rejects %j', (url) => {
    const result = logoWith(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toEqual({ document: 'manifest', pointer: '/assets/logo/dark', message: 'must be an http(s) URL or a same-origin path' });
  });

  const colourResult = (color: string) => {
    const docs = raw();
    docs.manifest.theme.dark.accent = color;
    return validateBrandDocuments(docs);
  };

  it.each(['#abc', '#ABCD', '#12ab9f', '#12ab9f80', 'rgb(0, 128, 255)', 'rgba(0,128,255,0.5)', 'hsl(210, 50%, 40%)', 'hsla(210.5, 50%, 40%, 1)'])('accepts colour %s', (c) => {
    expect(colourResult(c).ok).toBe(true);
  });

  it.each(['red', '#ggg', '#12345', 'rgb(0,0,0);', 'url(x)', 'expression(alert(1))', 'rgb(0,0,0)}body{', 'var(--x)', 'rgb(a,b,c)', ''])('rejects colour %j', (c) => {
    const result = colourResult(c);
    expect(result.ok ? [] : result.errors.map((e) => e.pointer)).toEqual(['/theme/dark/accent']);
  });
});

describe('validateDocument for platform replies', () => {
  it.each([
    ['envelope', { success: true, value: { anything: 1 } }],
    ['envelope', { success: false, errorCode: 'login.not.session', msg: 'x' }],
    ['banners', [{ bannerId: 1, groupName: 'w_home', url: '/b.png', linkageType: null, linkage: null }]],
    ['help', [{ title: 'FAQ', tag: 'faq', content: '<p>x</p>' }]],
    ['promotions', [{ id: 'p1', category: 'new_player', title: 'Hi', imageUrl: 'https://img.test/p.png', content: '<p/>', startTime: null }]],
    ['game', { nodeId: 1, gameId: '2', gameType: 'RNG', gameClassify: 'SLOT', vassalage: 'PT', gameName: 'g', displayName: 'G', iconUrl: '/i.png', minBet: 1, isGame: null }],
    ['gameList', { games: [], totalPages: 0, totalCount: 0 }],
    ['lanes', { data: { lanes: [] } }],
  ] as const)('%s accepts a valid reply', (name, data) => {
    expect(validateDocument(name, data)).toEqual({ ok: true, value: data });
  });

  it.each([
    ['envelope', { value: 1 }, '/success', 'is required'],
    ['banners', [{ bannerId: 1, groupName: 'w_nowhere', url: '/b.png', linkageType: null, linkage: null }], '/0/groupName', 'must be one of'],
    ['banners', [{ bannerId: 1, groupName: 'w_home', url: 'javascript:x', linkageType: null, linkage: null }], '/0/url', 'must be an http(s) URL or a same-origin path'],
    ['help', [{ title: 'FAQ', content: '' }], '/0/tag', 'is required'],
    ['promotions', [{ id: 1, category: 'x', title: 't', imageUrl: '//evil.test/p.png', content: '' }], '/0/imageUrl', 'must be an http(s) URL or a same-origin path'],
    ['game', { nodeId: 1, gameId: 2, gameType: 'RNG', gameClassify: '', vassalage: 'PT', gameName: 'g', displayName: 'G', iconUrl: 'data:x' }, '/iconUrl', 'must be an http(s) URL or a same-origin path'],
    ['gameList', { games: [{}], totalPages: 1, totalCount: 1 }, '/games/0/nodeId', 'is required'],
  ] as const)('%s rejects %j', (name, data, pointer, message) => {
    const result = validateDocument(name, data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ document: name, pointer, message: expect.stringContaining(message) });
  });
});
