import { describe, expect, it, vi } from 'vitest';
import { buildBrandModel, MENU_CATEGORIES, pickCdn, REGISTRATION_FIELD_ORDER } from './buildBrandModel';
import type { BrandDocuments, RegistrationRule, Resource, WhitelabelNode } from './documents';
import { FLAG, flattenWhitelabel } from './flags';
import type { BrandModel } from './model';
import { SAMPLE_BRANDS, sampleDocuments, sampleLanes } from './testDocs';
import { validateBrandDocuments } from './validate';

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** Aurora's documents with the whitelabel tree replaced by exactly the given flags. */
function withFlags(flags: Record<string, boolean>, patch: (d: BrandDocuments) => void = () => {}): BrandDocuments {
  const docs = sampleDocuments('aurora');
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
    const docs = sampleDocuments('ember');
    const m = docs.manifest;
    const model = build(docs);
    expect(model.merchantCode).toBe('ember');
    expect(model.name).toBe('Ember Bet');
    expect(model.languages).toEqual({ supported: ['EN'], default: 'EN' });
    expect(model.theme).toEqual({ defaultMode: 'light', seeds: { dark: m.theme.dark, light: m.theme.light } });
    expect(model.assets).toEqual({
      logo: { dark: '/brands/ember/assets/logo-dark.svg', light: '/brands/ember/assets/logo-light.svg' },
      favicon: '/brands/ember/assets/favicon.svg',
      responsibility: '/brands/ember/assets/responsibility.svg',
      paymentIcons: [1, 2, 3, 4].map((i) => `/brands/ember/assets/pay-${i}.svg`),
    });
    expect(model.footer).toEqual({ about: m.footer.about, copyright: m.footer.copyright });
    expect(model.lottery).toEqual({ prizeMode: 'SEA' });
    expect(model.layout).toEqual({ embeddedShowsBars: true });
  });

  it('favicon and responsibility are null when absent', () => {
    const docs = sampleDocuments('tide');
    delete docs.manifest.assets.favicon;
    delete docs.manifest.assets.responsibility;
    expect(build(docs).assets).toMatchObject({ favicon: null, responsibility: null });
  });

  it('does not share arrays or objects with the documents', () => {
    const docs = sampleDocuments('aurora');
    const model = build(docs);
    expect(model.languages.supported).not.toBe(docs.manifest.languages.supported);
    expect(model.assets.paymentIcons).not.toBe(docs.manifest.assets.paymentIcons);
    expect(model.theme.seeds.dark).not.toBe(docs.manifest.theme.dark);
  });

  it('is deterministic for a given random source', () => {
    const docs = sampleDocuments('tide');
    expect(buildBrandModel(docs, { random: () => 0.6 })).toEqual(buildBrandModel(docs, { random: () => 0.6 }));
  });
});

describe('the sample brands', () => {
  const models = Object.fromEntries(
    SAMPLE_BRANDS.map((code) => {
      const v = validateBrandDocuments({ ...sampleDocuments(code), lanes: sampleLanes() });
      if (!v.ok) throw new Error(`${code}: ${JSON.stringify(v.errors)}`);
      return [code, build(v.value)];
    }),
  ) as Record<(typeof SAMPLE_BRANDS)[number], BrandModel>;

  it('aurora', () => {
    const b = models.aurora;
    expect(b).toMatchObject({
      name: 'Aurora Play',
      theme: { defaultMode: 'dark' },
      languages: { supported: ['TY', 'EN'], default: 'TY' },
      header: { showRegister: true, showFreeDemo: true },
      login: { tabs: ['username', 'sms'] },
      registration: { tabs: ['username', 'mobile'], defaultTab: 'username' },
      loggedInOnly: false,
      analytics: { gtagId: null },
    });
    expect(b.features).toMatchObject({ chat: true, phonePasswordReset: true });
    expect(b.resources.social.map((s) => s.type)).toEqual(['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TWITTER', 'TIKTOK', 'LINE']);
    expect([b.resources.android, b.resources.iosConfig, b.resources.affiliateLink, b.resources.telegram].every(Boolean)).toBe(true);
    expect(b.registration.fields.map((f) => [f.name, f.required, f.patternId, f.min, f.max])).toEqual([
      ['username', true, 1, 6, 16],
      ['password', true, 5, 6, 20],
      ['confirmPassword', true, null, 6, 20],
      ['mobileNum', true, 6, 10, 11],
      ['verificationCode', false, 6, 0, 255],
      ['email', false, 3, null, 100],
      ['affiliateCode', false, 4, null, 20],
    ]);
    expect(b.cdn.image).toBe('https://img1.example-cdn.test/aurora');
  });

  it('ember', () => {
    const b = models.ember;
    expect(b).toMatchObject({
      name: 'Ember Bet',
      theme: { defaultMode: 'light' },
      languages: { supported: ['EN'], default: 'EN' },
      header: { showRegister: true, showFreeDemo: false },
      login: { tabs: ['username'] },
      registration: { tabs: ['username'], defaultTab: 'username' },
      analytics: { gtagId: 'G-EMBER12345' },
      loggedInOnly: false,
    });
    expect(b.features.chat).toBe(true);
    expect(b.resources.social.map((s) => s.type)).toEqual(['FACEBOOK', 'LINE']);
    expect(b.resources.android).not.toBeNull();
    expect(b.resources.iosConfig).toBeNull();
    expect(b.registration.fields.map((f) => [f.name, f.required, f.patternId, f.min, f.max])).toEqual([
      ['username', true, 4, 5, 12],
      ['password', true, 20, 8, 20],
      ['confirmPassword', true, null, 8, 20],
      ['email', true, 3, 6, 100],
      ['payeeName', true, 8, 2, 40],
      ['line', false, 0, null, 50],
    ]);
  });

  it('tide', () => {
    const b = models.tide;
    expect(b).toMatchObject({
      name: 'Tide Games',
      theme: { defaultMode: 'dark' },
      languages: { supported: ['EN', 'TY'], default: 'EN' },
      header: { showRegister: false, showFreeDemo: true },
      login: { tabs: ['username', 'sms'] },
      registration: { tabs: ['username', 'mobile'], defaultTab: 'username' },
      loggedInOnly: true,
    });
    expect(b.features.chat).toBe(false);
    expect(b.resources.social.map((s) => s.type)).toEqual(['YOUTUBE', 'TIKTOK']);
    expect(b.resources.android).toBeNull();
    expect(b.resources.iosConfig?.type).toBe('MOBILECONFIG');
    expect(b.registration.fields.map((f) => [f.name, f.required, f.patternId, f.min, f.max])).toEqual([
      ['username', true, 14, 6, 12],
      ['password', true, 7, 6, 16],
      ['confirmPassword', true, null, 6, 16],
      ['mobileNum', true, 6, 10, 10],
      ['verificationCode', true, 6, 4, 6],
      ['whatsapp', false, 6, 8, 15],
    ]);
  });

  it('each has a type 3 customer-service entry and two image CDNs to choose from', () => {
    for (const code of SAMPLE_BRANDS) {
      const docs = sampleDocuments(code);
      expect(models[code].customerService.some((c) => c.type === 3)).toBe(true);
      expect(docs.permission.info.imageCDNs).toHaveLength(2);
    }
  });
});
