import { describe, expect, it, vi } from 'vitest';
import { buildBrandModel, MENU_CATEGORIES, pickCdn, REGISTRATION_FIELD_ORDER } from './buildBrandModel';
import type { BrandDocuments, RegistrationRule, Resource, WhitelabelNode } from './documents';
import { FLAG, flattenWhitelabel } from './flags';
import type { BrandModel } from './model';
import { BRAND_CODES, baseDocuments, brandDocuments, findBrand } from './testDocs';

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** The neutral base documents (testDocs.ts) with the whitelabel tree replaced by exactly the given flags. */
function withFlags(flags: Record<string, boolean>, patch: (d: BrandDocuments) => void = () => {}): BrandDocuments {
  const docs = baseDocuments();
  docs.permission.info.whitelabel = [node('ROOT3', true, Object.entries(flags).map(([k, v]) => node(k, v)))];
  patch(docs);
  return docs;
}

const build = (docs: BrandDocuments) => buildBrandModel(docs, { random: () => 0 });

const rule = (over: Partial<RegistrationRule> = {}): RegistrationRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  ...over,
});

const resource = (resourceType: string, extra: Partial<Resource> = {}): Resource => ({
  resourceType,
  url: `https://example.test/${resourceType.toLowerCase()}`,
  ...extra,
});

describe('flags: flattening the whitelabel tree', () => {
  it('maps every modId at every depth to enabled === "1"', () => {
    const flags = flattenWhitelabel([
      node('A', true, [node('B', false, [node('C', true)]), node('D', true)]),
      node('E', false),
    ]);
    expect(flags).toEqual({ A: true, B: false, C: true, D: true, E: false });
  });

  it('a disabled parent does not disable its children', () => {
    expect(flattenWhitelabel([node('PARENT', false, [node('DIRECTREG3', true)])]).DIRECTREG3).toBe(true);
  });

  it('accepts missing or null childrenNodes and an empty tree', () => {
    expect(flattenWhitelabel([{ modId: 'X', enabled: '1' }, { modId: 'Y', enabled: '0', childrenNodes: null }])).toEqual({ X: true, Y: false });
    expect(flattenWhitelabel([])).toEqual({});
  });

  it('a later duplicate (pre-order) wins', () => {
    expect(flattenWhitelabel([node('A', true, [node('X', true)]), node('X', false)]).X).toBe(false);
  });

  it('puts every modId into model.flags', () => {
    const model = build(withFlags({ SOMETHING3: true, OTHER3: false }));
    expect(model.flags).toEqual({ ROOT3: true, SOMETHING3: true, OTHER3: false });
  });
});

describe('features', () => {
  const table: Array<[string, keyof BrandModel['features']]> = [
    ['DIRECTREG3', 'directRegister'],
    ['FREEPLAY3', 'freePlay'],
    ['MOBILEVERCODELOGIN3', 'smsLogin'],
    ['MOBILENUMREG3', 'mobileRegister'],
    ['USERNAMEREG3', 'usernameRegister'],
    ['REGMOBVERF3', 'mobileRegisterVerification'],
    ['MOBILENUMPASSREG3', 'mobileRegisterPassword'],
    ['PWDEXPFORCECHANGE3', 'forcePasswordChangeOnExpiry'],
    ['CBS3', 'chat'],
    ['CHNGPASSVERIF3', 'phonePasswordReset'],
    ['FIREBASEREG3', 'socialSignIn'],
    ['REFERRAL3', 'referral'],
  ];

  it.each(table)('%s drives features.%s', (modId, key) => {
    expect(build(withFlags({ [modId]: true })).features[key]).toBe(true);
    expect(build(withFlags({ [modId]: false })).features[key]).toBe(false);
    expect(build(withFlags({})).features[key]).toBe(false);
    // only that feature is on
    const on = Object.entries(build(withFlags({ [modId]: true })).features).filter(([, v]) => v);
    expect(on).toEqual([[key, true]]);
  });
});

describe('header, login and registration tabs', () => {
  it.each([
    [{ DIRECTREG3: true, FREEPLAY3: true }, { showRegister: true, showFreeDemo: true }],
    [{ DIRECTREG3: true, FREEPLAY3: false }, { showRegister: true, showFreeDemo: false }],
    [{ DIRECTREG3: false, FREEPLAY3: true }, { showRegister: false, showFreeDemo: true }],
    [{}, { showRegister: false, showFreeDemo: false }],
  ])('header for %j', (flags, header) => {
    expect(build(withFlags(flags)).header).toEqual(header);
  });

  it.each([
    [{ MOBILEVERCODELOGIN3: true }, ['username', 'sms']],
    [{ MOBILEVERCODELOGIN3: false }, ['username']],
    [{}, ['username']],
  ])('login tabs for %j', (flags, tabs) => {
    expect(build(withFlags(flags)).login.tabs).toEqual(tabs);
  });

  it.each([
    [{ USERNAMEREG3: true, MOBILENUMREG3: true }, ['username', 'mobile'], 'username'],
    [{ USERNAMEREG3: true, MOBILENUMREG3: false }, ['username'], 'username'],
    [{ USERNAMEREG3: false, MOBILENUMREG3: true }, ['mobile'], 'mobile'],
    [{ USERNAMEREG3: false, MOBILENUMREG3: false }, ['username'], 'username'],
  ])('registration tabs for %j', (flags, tabs, defaultTab) => {
    const { registration } = build(withFlags(flags));
    expect(registration.tabs).toEqual(tabs);
    expect(registration.defaultTab).toBe(defaultTab);
  });
});

describe('registration fields', () => {
  const withRules = (rules: Record<string, RegistrationRule>) => build(withFlags({}, (d) => (d.registration = rules)));

  it('keeps enabled fields only', () => {
    const names = withRules({ username: rule(), qqNum: rule({ enabled: false }), email: rule() }).registration.fields.map((f) => f.name);
    expect(names).toEqual(['username', 'email']);
  });

  it('orders known fields by the display order and unknown ones after, in document order', () => {
    const rules: Record<string, RegistrationRule> = {};
    for (const name of ['zzUnknown', 'captcha', 'email', 'aaUnknown', 'password', 'username', 'mobileNum']) rules[name] = rule();
    expect(withRules(rules).registration.fields.map((f) => f.name)).toEqual([
      'username', 'password', 'mobileNum', 'email', 'captcha', 'zzUnknown', 'aaUnknown',
    ]);
  });

  it('follows the full display order', () => {
    const rules = Object.fromEntries([...REGISTRATION_FIELD_ORDER].reverse().map((n) => [n, rule()]));
    expect(withRules(rules).registration.fields.map((f) => f.name)).toEqual(REGISTRATION_FIELD_ORDER);
  });

  it.each([
    ['*', null],
    ['', null],
    [' * ', null],
    ['^\\d+$', '^\\d+$'],
  ])('acceptedPattern %j -> pattern %j', (acceptedPattern, pattern) => {
    expect(withRules({ mobileNum: rule({ acceptedPattern }) }).registration.fields[0]?.pattern).toBe(pattern);
  });

  it('copies required, patternId and min/max from the rule', () => {
    const [field] = withRules({
      username: rule({ required: true, acceptedPattern: '^[a-z]+$', patternId: 1, minLength: 6, maxLength: 16 }),
    }).registration.fields;
    expect(field).toEqual({ name: 'username', required: true, pattern: '^[a-z]+$', patternId: 1, min: 6, max: 16 });
  });

  it('ignores "$schema"', () => {
    const rules = { $schema: '../../schemas/registration-settings.schema.json', username: rule() } as unknown as Record<string, RegistrationRule>;
    expect(withRules(rules).registration.fields.map((f) => f.name)).toEqual(['username']);
  });
});

describe('menu categories', () => {
  it('one entry per non-empty lane, in the fixed order', () => {
    const model = build(withFlags({}));
    expect(model.menu.categories.map((c) => c.category)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT']);
  });

  it.each([
    ['ELOTT', '/elott', false],
    ['LOTT', '/elott', false],
    ['LIVE', '/live', true],
    ['SPORTS', '/sports', true],
    ['FISH', '/fish', true],
    ['RNG', '/rng', true],
    ['PVP', '/pvp', true],
    ['ESPORTS', '/esports', false],
    ['COCKFIGHT', '/cockfight', false],
  ] as const)('%s -> route %s, flyout %s', (category, route, hasFlyout) => {
    const docs = withFlags({}, (d) => {
      d.lanes = { data: { lanes: [{ title: category, gameClassify: [], cards: [{ vassalage: 'V1', displayName: 'Vendor 1', gameType: category, smallIcon: null, isHot: true }] }] } };
    });
    expect(build(docs).menu.categories).toEqual([
      { category, route, hasFlyout, vendors: [{ code: 'V1', displayName: 'Vendor 1', smallIcon: null, isHot: true }] },
    ]);
    expect(MENU_CATEGORIES.find((c) => c.category === category)).toEqual({ category, route, hasFlyout });
  });

  it('lists the lane cards as vendors, in lane order', () => {
    const rng = build(withFlags({})).menu.categories.find((c) => c.category === 'RNG');
    expect(rng?.vendors.map((v) => v.code)).toEqual(['PT', 'MG', 'CQ9']);
    expect(rng?.vendors[0]).toEqual({ code: 'PT', displayName: 'PT RNG', smallIcon: '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PT-DEFAULT.png', isHot: true });
  });

  it('is empty without lanes', () => {
    expect(build(withFlags({}, (d) => (d.lanes = { data: { lanes: [] } }))).menu.categories).toEqual([]);
  });
});

describe('resources', () => {
  const withResources = (list: Resource[]) => build(withFlags({}, (d) => (d.permission.info.resources = list)));

  it('social: the six types in fixed order, only those present', () => {
    const model = withResources([resource('LINE'), resource('Android'), resource('YOUTUBE'), resource('TWITTER'), resource('UNKNOWN')]);
    expect(model.resources.social).toEqual([
      { type: 'YOUTUBE', url: 'https://example.test/youtube' },
      { type: 'TWITTER', url: 'https://example.test/twitter' },
      { type: 'LINE', url: 'https://example.test/line' },
    ]);
  });

  it.each([
    ['Android', 'android'],
    ['MOBILECONFIG', 'iosConfig'],
    ['AFFILIATELINK', 'affiliateLink'],
    ['TELEGRAM', 'telegram'],
  ] as const)('%s -> resources.%s', (type, key) => {
    const model = withResources([resource(type, { qrCodeUrl: '/qr.png', labelNameEn: 'Label' })]);
    expect(model.resources[key]).toEqual({ type, url: `https://example.test/${type.toLowerCase()}`, qrCodeUrl: '/qr.png', label: 'Label' });
    expect(withResources([]).resources[key]).toBeNull();
  });

  it('all: every resource, with null qrCodeUrl and label when absent', () => {
    const model = withResources([resource('FACEBOOK'), resource('Custom', { qrCodeUrl: null, labelNameEn: null })]);
    expect(model.resources.all).toEqual([
      { type: 'FACEBOOK', url: 'https://example.test/facebook', qrCodeUrl: null, label: null },
      { type: 'Custom', url: 'https://example.test/custom', qrCodeUrl: null, label: null },
    ]);
  });
});

describe('customer service, analytics, domains', () => {
  it('copies customer-service entries as given', () => {
    const entries = [{ type: 3, path: 'abcKEY12345' }, { type: 1, path: 'x' }];
    expect(build(withFlags({}, (d) => (d.permission.info.customerService = entries))).customerService).toEqual(entries);
  });

  it.each([
    [{ gtagId: 'G-ABC123' }, 'G-ABC123'],
    [{ gtagId: 'UA-12345-1' }, 'UA-12345-1'],
    [{ gtagId: null }, null],
    [{ gtagId: '' }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ])('analytics %j -> gtagId %j', (analytics, gtagId) => {
    const docs = withFlags({}, (d) => {
      if (analytics === undefined) delete d.permission.info.analytics;
      else d.permission.info.analytics = analytics;
    });
    expect(build(docs).analytics).toEqual({ gtagId });
  });

  it('domainRoute and mainDomain, null when absent', () => {
    const docs = withFlags({}, (d) => Object.assign(d.permission.info, { domainRoute: 'https://r.test', mainDomain: 'main.test' }));
    expect(build(docs)).toMatchObject({ domainRoute: 'https://r.test', mainDomain: 'main.test' });
    const none = withFlags({}, (d) => {
      delete d.permission.info.domainRoute;
      d.permission.info.mainDomain = null;
    });
    expect(build(none)).toMatchObject({ domainRoute: null, mainDomain: null });
  });
});

describe('CDNs', () => {
  const cdns = (image: string[], launch: string[], random: () => number) =>
    buildBrandModel(withFlags({}, (d) => Object.assign(d.permission.info, { imageCDNs: image, launchGameCDNs: launch })), { random }).cdn;

  it.each([
    [0, 'https://a.test', 'https://l1.test'],
    [0.49, 'https://a.test', 'https://l1.test'],
    [0.5, 'https://b.test/img', 'https://l2.test'],
    [0.999, 'https://b.test/img', 'https://l2.test'],
  ])('random() = %s picks %s and %s, trailing slashes trimmed', (r, image, launch) => {
    expect(cdns(['https://a.test/', 'https://b.test/img//'], ['https://l1.test', 'https://l2.test/'], () => r)).toEqual({ image, launch });
  });

  it('launch is null when there is no launch CDN', () => {
    expect(cdns(['https://a.test'], [], () => 0.3)).toEqual({ image: 'https://a.test', launch: null });
  });

  it('uses Math.random by default', () => {
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.75);
    try {
      const model = buildBrandModel(withFlags({}, (d) => Object.assign(d.permission.info, { imageCDNs: ['https://a.test', 'https://b.test'], launchGameCDNs: [] })));
      expect(model.cdn.image).toBe('https://b.test');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('pickCdn clamps out-of-range random values', () => {
    expect(pickCdn(['a', 'b'], () => 1)).toBe('b');
    expect(pickCdn(['a', 'b'], () => -1)).toBe('a');
    expect(pickCdn(['a', 'b'], () => Number.NaN)).toBe('a');
    expect(pickCdn([], () => 0)).toBeNull();
  });
});

describe('status and guard', () => {
  it.each([
    [true, false, { kind: 'maintenance' }],
    [true, true, { kind: 'maintenance' }],
    [false, true, { kind: 'region', ip: '203.0.113.7', country: 'Atlantis' }],
    [false, false, { kind: 'normal' }],
  ])('maintenance %s, regionRestriction %s -> %j', (maintenance, regionRestriction, status) => {
    const docs = withFlags({}, (d) => Object.assign(d.permission, { maintenance, regionRestriction, location: { ip: '203.0.113.7', country: 'Atlantis' } }));
    expect(build(docs).status).toEqual(status);
  });

  it('region without location shows empty ip and country', () => {
    const docs = withFlags({}, (d) => {
      d.permission.regionRestriction = true;
      delete d.permission.location;
    });
    expect(build(docs).status).toEqual({ kind: 'region', ip: '', country: '' });
  });

  it.each([
    [{ [FLAG.LOGGED_IN_ONLY]: true }, true],
    [{ [FLAG.LOGGED_IN_ONLY]: false }, false],
    [{}, false],
  ])('loggedInOnly for %j is %s', (flags, loggedInOnly) => {
    expect(build(withFlags(flags)).loggedInOnly).toBe(loggedInOnly);
  });

  it('the logged-in-only modId is LOGINONLY3 (unconfirmed, one constant)', () => {
    expect(FLAG.LOGGED_IN_ONLY).toBe('LOGINONLY3');
  });
});

describe('from the manifest', () => {
  it('copies identity, languages, theme, assets, footer, lottery and layout', () => {
    const docs = baseDocuments();
    const m = docs.manifest;
    const model = build(docs);
    expect(model.merchantCode).toBe('demo');
    expect(model.name).toBe('Demo Brand');
    expect(model.languages).toEqual({ supported: ['TY', 'EN'], default: 'TY' });
    expect(model.theme).toEqual({ defaultMode: 'dark', seeds: { dark: m.theme.dark, light: m.theme.light } });
    expect(model.assets).toEqual({
      logo: { dark: '/brands/demo/assets/logo-dark.svg', light: '/brands/demo/assets/logo-light.svg' },
      favicon: '/brands/demo/assets/favicon.svg',
      responsibility: '/brands/demo/assets/responsibility.svg',
      paymentIcons: [1, 2, 3, 4].map((i) => `/brands/demo/assets/pay-${i}.svg`),
    });
    expect(model.footer).toEqual({ about: m.footer.about, copyright: '© 2025 Demo Brand' });
    expect(model.lottery).toEqual({ prizeMode: 'SEA' });
    expect(model.layout).toEqual({ embeddedShowsBars: true });
  });

  it.each([
    [{ defaultMode: 'light', prizeMode: 'Elott', embeddedShowsBars: false, supported: ['EN'], default: 'EN' }],
    [{ defaultMode: 'dark', prizeMode: 'Lott', embeddedShowsBars: true, supported: ['EN', 'TY'], default: 'EN' }],
  ] as const)('follows the manifest: %j', (v) => {
    const docs = baseDocuments();
    Object.assign(docs.manifest, { lottery: { prizeMode: v.prizeMode }, layout: { embeddedShowsBars: v.embeddedShowsBars } });
    docs.manifest.theme.defaultMode = v.defaultMode;
    docs.manifest.languages = { supported: [...v.supported], default: v.default };
    expect(build(docs)).toMatchObject({
      theme: { defaultMode: v.defaultMode },
      lottery: { prizeMode: v.prizeMode },
      layout: { embeddedShowsBars: v.embeddedShowsBars },
      languages: { supported: v.supported, default: v.default },
    });
  });

  it('favicon and responsibility are null when absent', () => {
    const docs = baseDocuments();
    delete docs.manifest.assets.favicon;
    delete docs.manifest.assets.responsibility;
    expect(build(docs).assets).toMatchObject({ favicon: null, responsibility: null });
  });

  it('does not share arrays or objects with the documents', () => {
    const docs = baseDocuments();
    const model = build(docs);
    expect(model.languages.supported).not.toBe(docs.manifest.languages.supported);
    expect(model.assets.paymentIcons).not.toBe(docs.manifest.assets.paymentIcons);
    expect(model.theme.seeds.dark).not.toBe(docs.manifest.theme.dark);
  });

  it('is deterministic for a given random source', () => {
    const docs = baseDocuments();
    expect(buildBrandModel(docs, { random: () => 0.6 })).toEqual(buildBrandModel(docs, { random: () => 0.6 }));
  });
});

describe('every brand folder', () => {
  it.each(BRAND_CODES)('%s: the model carries its manifest, and the folder is named by its merchant code', (code) => {
    const docs = brandDocuments(code);
    const { merchantCode, name, languages, theme, assets, footer, lottery, layout } = docs.manifest;
    expect(merchantCode).toBe(code);
    expect(build(docs)).toMatchObject({
      merchantCode,
      name,
      languages,
      theme: { defaultMode: theme.defaultMode, seeds: { dark: theme.dark, light: theme.light } },
      assets: { logo: assets.logo, favicon: assets.favicon ?? null, responsibility: assets.responsibility ?? null, paymentIcons: assets.paymentIcons },
      footer,
      lottery,
      layout,
    });
  });

  it.each(BRAND_CODES)('%s: registration fields are its enabled rules, in display order, each copied', (code) => {
    const docs = brandDocuments(code);
    const { fields } = build(docs).registration;
    const enabled = Object.entries(docs.registration).filter(([name, r]) => !name.startsWith('$') && r.enabled);
    expect(fields.map((f) => f.name).sort()).toEqual(enabled.map(([name]) => name).sort());
    for (const f of fields) {
      const r = docs.registration[f.name] as RegistrationRule;
      expect(f).toEqual({ name: f.name, required: r.required, pattern: f.pattern, patternId: r.patternId, min: r.minLength, max: r.maxLength });
      expect(f.pattern === null || f.pattern === r.acceptedPattern).toBe(true);
    }
    const rank = (name: string) => ((REGISTRATION_FIELD_ORDER as readonly string[]).includes(name) ? (REGISTRATION_FIELD_ORDER as readonly string[]).indexOf(name) : Infinity);
    const ranks = fields.map((f) => rank(f.name));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(fields.length).toBeGreaterThan(0);
  });

  it.each(BRAND_CODES)('%s: has a type 3 customer-service entry and two image CDNs to choose from, and picks one of them', (code) => {
    const docs = brandDocuments(code);
    const model = build(docs);
    expect(model.customerService.some((c) => c.type === 3)).toBe(true);
    expect(docs.permission.info.imageCDNs).toHaveLength(2);
    expect(docs.permission.info.imageCDNs.map((u) => u.replace(/\/+$/, ''))).toContain(model.cdn.image);
  });
});

type Check = (model: BrandModel, docs: BrandDocuments) => void;

/** The whitelabel flags of a brand's documents. */
const flagsOf = (docs: BrandDocuments) => flattenWhitelabel(docs.permission.info.whitelabel);
const flagIs = (modId: string, on: boolean) => (docs: BrandDocuments) => (flagsOf(docs)[modId] ?? false) === on;
const hasResource = (type: string, present: boolean) => (docs: BrandDocuments) => docs.permission.info.resources.some((r) => r.resourceType === type) === present;

/**
 * The brand folders differ in the ways the e2e specs and the preview rely on: for each property,
 * some brand has it (found by its documents, never by name) and its model shows it.
 */
describe('the brand folders cover the variations', () => {
  const variations: Array<[string, (docs: BrandDocuments) => boolean, Check]> = [
    ['the logged-in-only guard on', flagIs(FLAG.LOGGED_IN_ONLY, true), (m) => expect(m.loggedInOnly).toBe(true)],
    ['the logged-in-only guard off', flagIs(FLAG.LOGGED_IN_ONLY, false), (m) => expect(m.loggedInOnly).toBe(false)],
    ['SMS login', flagIs(FLAG.SMS_LOGIN, true), (m) => expect(m.login.tabs).toEqual(['username', 'sms'])],
    ['no SMS login', flagIs(FLAG.SMS_LOGIN, false), (m) => expect(m.login.tabs).toEqual(['username'])],
    ['direct registration', flagIs(FLAG.DIRECT_REGISTER, true), (m) => expect(m.header.showRegister).toBe(true)],
    ['no direct registration', flagIs(FLAG.DIRECT_REGISTER, false), (m) => expect(m.header.showRegister).toBe(false)],
    ['free play', flagIs(FLAG.FREE_PLAY, true), (m) => expect(m.header.showFreeDemo).toBe(true)],
    ['no free play', flagIs(FLAG.FREE_PLAY, false), (m) => expect(m.header.showFreeDemo).toBe(false)],
    [
      'username and mobile registration with SMS verification',
      (d) => flagIs(FLAG.USERNAME_REGISTER, true)(d) && flagIs(FLAG.MOBILE_REGISTER, true)(d) && flagIs(FLAG.MOBILE_REGISTER_VERIFICATION, true)(d),
      (m) => {
        expect(m.registration).toMatchObject({ tabs: ['username', 'mobile'], defaultTab: 'username' });
        expect(m.registration.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
      },
    ],
    ['no mobile registration', flagIs(FLAG.MOBILE_REGISTER, false), (m) => expect(m.registration.tabs).not.toContain('mobile')],
    ['chat', flagIs(FLAG.CHAT, true), (m) => expect(m.features.chat).toBe(true)],
    ['no chat', flagIs(FLAG.CHAT, false), (m) => expect(m.features.chat).toBe(false)],
    ['the dark theme by default', (d) => d.manifest.theme.defaultMode === 'dark', (m) => expect(m.theme.defaultMode).toBe('dark')],
    ['the light theme by default', (d) => d.manifest.theme.defaultMode === 'light', (m) => expect(m.theme.defaultMode).toBe('light')],
    ['a single language', (d) => d.manifest.languages.supported.length === 1, (m) => expect(m.languages.supported).toHaveLength(1)],
    ['TY and EN', (d) => ['TY', 'EN'].every((l) => d.manifest.languages.supported.includes(l)), (m) => expect(m.languages.supported).toEqual(expect.arrayContaining(['TY', 'EN']))],
    ['TY as the default language', (d) => d.manifest.languages.default === 'TY', (m) => expect(m.languages.default).toBe('TY')],
    ['EN as the default language', (d) => d.manifest.languages.default === 'EN', (m) => expect(m.languages.default).toBe('EN')],
    ['a Google tag', (d) => Boolean(d.permission.info.analytics?.gtagId), (m, d) => expect(m.analytics.gtagId).toBe(d.permission.info.analytics?.gtagId)],
    ['no Google tag', (d) => !d.permission.info.analytics?.gtagId, (m) => expect(m.analytics.gtagId).toBeNull()],
    ['an Android app', hasResource('Android', true), (m) => expect(m.resources.android?.type).toBe('Android')],
    ['no Android app', hasResource('Android', false), (m) => expect(m.resources.android).toBeNull()],
    ['an iOS profile', hasResource('MOBILECONFIG', true), (m) => expect(m.resources.iosConfig?.type).toBe('MOBILECONFIG')],
    ['no iOS profile', hasResource('MOBILECONFIG', false), (m) => expect(m.resources.iosConfig).toBeNull()],
  ];

  it.each(variations)('some brand has %s', (property, has, check) => {
    const docs = brandDocuments(findBrand(property, has));
    check(build(docs), docs);
  });

  it('findBrand fails naming the property when no brand has it', () => {
    expect(() => findBrand('a property no brand has', () => false)).toThrow(/^no brand folder in brands\/ has a property no brand has \(checked: .+\)$/);
  });
});
