import { describe, expect, it, vi } from 'vitest';
import { FLAG } from '../contract/flags';
import { CATEGORY_INFO } from '../contract/gameCategories';
import { buildBrandModel, pickCdn, REGISTRATION_FIELD_ORDER, VERIFICATION_CODE_BOUNDS, withImageCaptcha } from './buildBrandModel';
import type { BrandDocuments } from './documents';
import { readBrandDocuments } from './readBrand';
import { sectionCheck } from '../contract/sectionChecks';
import type { BrandModel } from './model';
import { BRAND_CODES, baseRaw, brandDocuments, changed, findBrand, node, read, rule, type RawDocs } from './testDocs';

/** The base documents with the whitelabel tree replaced by exactly the given flags (under one root), then `patch`. */
function withFlags(flags: Record<string, boolean>, patch: (d: RawDocs) => void = () => {}): BrandDocuments {
  return read(
    changed((d) => {
      d.permission.info.whitelabel = node('ROOT', true, Object.entries(flags).map(([k, v]) => node(k, v)));
      // a brand that turns registration flags off needs no fields for them
      patch(d);
    }),
  );
}

const build = (docs: BrandDocuments) => buildBrandModel(docs, { random: () => 0 });

describe('flags', () => {
  it('puts every modId into model.flags, a flag under one that is off switched off too', () => {
    const docs = read(changed((d) => (d.permission.info.whitelabel = node('ROOT', true, [node('SOMETHING3', true), node('GRP', false, [node('CBS3', true)])]))));
    expect(build(docs).flags).toEqual({ ROOT: true, SOMETHING3: true, GRP: false, CBS3: false });
    expect(build(docs).features.chat).toBe(false);
  });
});

describe('features', () => {
  const table: Array<[string, keyof BrandModel['features']]> = [
    [FLAG.DIRECT_REGISTER, 'directRegister'],
    [FLAG.FREE_PLAY, 'freePlay'],
    [FLAG.SMS_LOGIN, 'smsLogin'],
    [FLAG.MOBILE_REGISTER, 'mobileRegister'],
    [FLAG.USERNAME_REGISTER, 'usernameRegister'],
    [FLAG.MOBILE_REGISTER_VERIFICATION, 'mobileRegisterVerification'],
    [FLAG.MOBILE_REGISTER_PASSWORD, 'mobileRegisterPassword'],
    [FLAG.FORCE_PASSWORD_CHANGE_ON_EXPIRY, 'forcePasswordChangeOnExpiry'],
    [FLAG.CHAT, 'chat'],
    [FLAG.PHONE_PASSWORD_RESET, 'phonePasswordReset'],
    [FLAG.HOT_GAMES, 'hotGames'],
    [FLAG.RECENT_GAMES, 'recentGames'],
    [FLAG.FAVOURITE_GAMES, 'favouriteGames'],
  ];

  it.each(table)('%s drives features.%s', (modId, key) => {
    expect(build(withFlags({ [modId]: true })).features[key]).toBe(true);
    expect(build(withFlags({ [modId]: false })).features[key]).toBe(false);
    expect(build(withFlags({})).features[key]).toBe(false);
    const on = Object.entries(build(withFlags({ [modId]: true })).features).filter(([, v]) => v);
    expect(on).toEqual([[key, true]]);
  });

  it('the game lobby (GAMELO3) off switches its categories off, however they are set', () => {
    const lobby = (on: boolean) =>
      read(changed((d) => (d.permission.info.whitelabel = node('ROOT', true, [node(FLAG.GAME_LOBBY, on, [node(FLAG.HOT_GAMES, true), node(FLAG.RECENT_GAMES, true), node(FLAG.FAVOURITE_GAMES, true)])]))));
    expect(build(lobby(true)).features).toMatchObject({ hotGames: true, recentGames: true, favouriteGames: true });
    expect(build(lobby(false)).features).toMatchObject({ hotGames: false, recentGames: false, favouriteGames: false });
  });

  it('social sign-in: one provider per *LOGIN3 flag, in a fixed order', () => {
    expect(build(withFlags({ [FLAG.FACEBOOK_LOGIN]: true, [FLAG.GOOGLE_LOGIN]: true, [FLAG.LINE_LOGIN]: false })).socialProviders).toEqual(['google', 'facebook']);
    expect(build(withFlags({})).socialProviders).toEqual([]);
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
  const withRules = (rules: Record<string, unknown>, flags: Record<string, boolean> = {}) => build(withFlags(flags, (d) => (d.registration = rules)));

  it('keeps enabled fields only', () => {
    const names = withRules({ username: rule(), qqNum: rule({ enabled: false }), email: rule() }).registration.fields.map((f) => f.name);
    expect(names).toEqual(['username', 'email']);
  });

  it('orders known fields by the display order and unknown ones after, in document order', () => {
    const rules: Record<string, unknown> = {};
    for (const name of ['zzUnknown', 'captcha', 'email', 'aaUnknown', 'password', 'username', 'mobileNum']) rules[name] = rule();
    expect(withRules(rules).registration.fields.map((f) => f.name)).toEqual(['username', 'password', 'mobileNum', 'email', 'captcha', 'zzUnknown', 'aaUnknown']);
  });

  it('puts the fields the brand orders (manifest registration.fieldOrder) first, in its order, the rest after', () => {
    const rules: Record<string, unknown> = {};
    for (const name of ['username', 'password', 'email', 'birthday', 'nickname', 'telegram']) rules[name] = rule();
    const model = build(withFlags({}, (d) => {
      d.registration = rules;
      d.manifest.registration = { fieldOrder: ['telegram', 'nickname', 'username', 'notAField'] };
    }));
    expect(model.registration.fields.map((f) => f.name)).toEqual(['telegram', 'nickname', 'username', 'password', 'email', 'birthday']);
  });

  it('follows the full display order (the SMS code field aside)', () => {
    const names = REGISTRATION_FIELD_ORDER.filter((n) => n !== 'verificationCode');
    const rules = Object.fromEntries([...names].reverse().map((n) => [n, rule()]));
    expect(withRules(rules).registration.fields.map((f) => f.name)).toEqual(names);
  });

  it('copies required, pattern, patternId and min/max from the rule', () => {
    const [field] = withRules({ username: rule({ required: true, acceptedPattern: '^[a-z]+$', patternId: 1, minLength: 6, maxLength: 16 }) }).registration.fields;
    expect(field).toEqual({ name: 'username', required: true, pattern: '^[a-z]+$', patternId: 1, min: 6, max: 16 });
  });

  it('the SMS code field follows the mobile number when the brand verifies numbers (0-255, required); a verificationCode rule is not read', () => {
    const mobile = rule({ acceptedPattern: '^\\d+$', patternId: 6, minLength: 10, maxLength: 11 });
    const rules = { mobileNum: mobile, verificationCode: rule({ minLength: 4, maxLength: 4, acceptedPattern: '^x$' }) };
    const on = withRules(rules, { [FLAG.MOBILE_REGISTER_VERIFICATION]: true }).registration.fields;
    expect(on.find((f) => f.name === 'verificationCode')).toEqual({ name: 'verificationCode', required: true, pattern: '^\\d+$', patternId: 6, ...VERIFICATION_CODE_BOUNDS });
    expect(withRules(rules).registration.fields.map((f) => f.name)).toEqual(['mobileNum']);
  });
});

describe('menu categories', () => {
  it('lists the categories the brand orders (manifest menu.categoryOrder) first, the rest in the catalogue order', () => {
    const model = build(withFlags({}, (d) => (d.manifest.menu = { categoryOrder: ['RNG', 'LIVE'] })));
    expect(model.menu.categories.map((c) => c.category)).toEqual(['RNG', 'LIVE', 'ELOTT', 'LOTT', 'SPORTS', 'PVP', 'ESPORTS', 'COCKFIGHT']);
  });

  it('one entry per category with vendors, in the catalogue order; e-sports and cockfight vendors from the SPORTS lane fill their own', () => {
    const model = build(withFlags({}));
    expect(model.menu.categories.map((c) => c.category)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT']);
    const vendors = (category: string) => model.menu.categories.find((c) => c.category === category)?.vendors.map((v) => v.code);
    expect(vendors('SPORTS')).toEqual(['IBC']);
    expect(vendors('ESPORTS')).toEqual(['TF']);
    expect(vendors('COCKFIGHT')).toEqual(['DS88']);
    // they keep the game type the platform files their games under: their lobby lists and launches with it
    const gameTypes = (category: string) => model.menu.categories.find((c) => c.category === category)?.vendors.map((v) => v.gameType);
    expect(gameTypes('ESPORTS')).toEqual(['SPORTS']);
    expect(gameTypes('COCKFIGHT')).toEqual(['SPORTS']);
    expect(gameTypes('LIVE')?.every((t) => t === 'LIVE')).toBe(true);
  });

  it('a brand may file other vendors under e-sports and cockfight (its manifest vendorCategories)', () => {
    const model = build(withFlags({}, (d) => (d.manifest.vendorCategories = { ESPORTS: ['IBC'], COCKFIGHT: [] })));
    const vendors = (category: string) => model.menu.categories.find((c) => c.category === category)?.vendors.map((v) => v.code);
    expect(vendors('ESPORTS')).toEqual(['IBC']);
    expect(vendors('SPORTS')).toEqual(['TF', 'DS88']);
    expect(vendors('COCKFIGHT')).toBeUndefined();
  });

  it.each(CATEGORY_INFO.map((c) => [c.category, c.path, c.hasFlyout] as const))('%s -> route %s, flyout %s', (category, route, hasFlyout) => {
    const docs = withFlags({}, (d) => {
      d.lanes = { data: { lanes: [{ title: category, cards: [{ vassalage: 'V1', displayName: 'Vendor 1', isHot: 1 }] }] } };
      d.manifest.vendorCategories = {};
    });
    expect(build(docs).menu.categories).toEqual([{ category, route, hasFlyout, vendors: [{ code: 'V1', displayName: 'Vendor 1', smallIcon: null, isHot: true, gameType: category }] }]);
  });

  it('reads isHot as 1/0, a missing displayName as the vendor code, and leaves out types the site has no lobby for', () => {
    const docs = withFlags({}, (d) => {
      d.lanes = { data: { lanes: [{ title: 'BINGO', cards: [{ vassalage: 'BG' }] }, { title: 'RNG', cards: [{ vassalage: 'PT', isHot: 1 }, { vassalage: 'MG', isHot: '0' }] }] } };
    });
    expect(build(docs).menu.categories).toEqual([
      { category: 'RNG', route: '/rng', hasFlyout: true, vendors: [{ code: 'PT', displayName: 'PT', smallIcon: null, isHot: true, gameType: 'RNG' }, { code: 'MG', displayName: 'MG', smallIcon: null, isHot: false, gameType: 'RNG' }] },
    ]);
  });

  it('is empty without lanes', () => {
    expect(build(withFlags({}, (d) => (d.lanes = { data: { lanes: [] } }))).menu.categories).toEqual([]);
  });
});

describe('resources', () => {
  const resource = (resourceType: string, extra: Record<string, unknown> = {}) => ({ resourceType, url: `https://example.test/${resourceType.toLowerCase()}`, ...extra });
  const withResources = (list: unknown[]) => build(withFlags({}, (d) => (d.permission.info.resources = list)));

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
});

describe('customer service, analytics, domains', () => {
  it('reads customer-service entries: type "3" as 3, csType upper case', () => {
    const entries = [{ type: '3', path: 'abcKEY12345', csType: 'vip' }, { type: 1, path: 'x' }];
    expect(build(withFlags({}, (d) => (d.permission.info.customerService = entries))).customerService).toEqual([
      { type: 3, path: 'abcKEY12345', csType: 'VIP' },
      { type: 1, path: 'x', csType: null },
    ]);
  });

  it.each([
    [{ gtagId: 'G-ABC123' }, 'G-ABC123'],
    [{ gtagId: 'UA-12345-1' }, 'UA-12345-1'],
    [{ gtagId: null }, null],
    [{ gtagId: '' }, null],
    [{}, null],
    [null, null],
  ])('analytics %j -> gtagId %j', (analytics, gtagId) => {
    expect(build(withFlags({}, (d) => (d.permission.info.analytics = analytics))).analytics).toEqual({ gtagId });
  });

  it('domainRoute as a list, mainDomain, empty or null when absent', () => {
    expect(build(withFlags({}, (d) => Object.assign(d.permission.info, { domainRoute: 'r.example.test', mainDomain: 'main.example.test' })))).toMatchObject({
      domainRoute: ['r.example.test'],
      mainDomain: 'main.example.test',
    });
    expect(build(withFlags({}, (d) => Object.assign(d.permission.info, { domainRoute: null, mainDomain: null })))).toMatchObject({ domainRoute: [], mainDomain: null });
  });
});

describe('CDNs', () => {
  const cdns = (image: unknown, launch: unknown, random: () => number) =>
    buildBrandModel(withFlags({}, (d) => Object.assign(d.permission.info, { imageCDNs: image, launchGameCDNs: launch })), { random }).cdn;

  it.each([
    [0, 'https://a.test', 'https://l1.test'],
    [0.49, 'https://a.test', 'https://l1.test'],
    [0.5, 'https://b.test/img', 'https://l2.test'],
  ])('random() = %s picks %s and %s, trailing slashes trimmed', (r, image, launch) => {
    expect(cdns(['https://a.test/', 'https://b.test/img//'], ['https://l1.test', 'https://l2.test/'], () => r)).toEqual({ image, launch });
  });

  it('without CDN lists (the real platform may send none) images come from the site itself', () => {
    expect(cdns(undefined, [], () => 0.3)).toEqual({ image: '', launch: null });
  });

  it('uses Math.random by default', () => {
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.75);
    try {
      expect(buildBrandModel(withFlags({}, (d) => Object.assign(d.permission.info, { imageCDNs: ['https://a.test', 'https://b.test'] }))).cdn.image).toBe('https://b.test');
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
    ['1', '0', { kind: 'maintenance' }],
    [false, 1, { kind: 'region', ip: '203.0.113.7', country: 'Atlantis' }],
    [false, false, { kind: 'normal' }],
  ])('maintenance %j, regionRestriction %j -> %j', (maintenance, regionRestriction, status) => {
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
    [true, true],
    [false, false],
    [undefined, false],
  ])('logged-in-only is the manifest loginedToHomePage %j -> %s', (value, loggedInOnly) => {
    const docs = withFlags({}, (d) => {
      if (value === undefined) delete d.manifest.loginedToHomePage;
      else d.manifest.loginedToHomePage = value;
    });
    expect(build(docs).loggedInOnly).toBe(loggedInOnly);
  });
});

describe('from the manifest', () => {
  it('copies identity, languages, theme, assets, footer, lottery and layout', () => {
    const raw = baseRaw();
    const model = build(read(raw));
    expect(model).toMatchObject({ merchantCode: 'demo', name: 'Demo Brand', languages: { supported: ['TY', 'EN'], default: 'TY' } });
    expect(model.theme).toEqual({ defaultMode: 'dark', seeds: { dark: raw.manifest.theme.dark, light: raw.manifest.theme.light }, buttonRadius: null, fontFamily: 'system' });
    expect(model.assets).toEqual({
      logo: { dark: '/brands/demo/assets/logo-dark.svg', light: '/brands/demo/assets/logo-light.svg' },
      favicon: '/brands/demo/assets/favicon.svg',
      responsibility: '/brands/demo/assets/responsibility.svg',
      paymentIcons: [1, 2, 3, 4].map((i) => `/brands/demo/assets/pay-${i}.svg`),
    });
    expect(model.footer).toEqual({ about: raw.manifest.footer.about, copyright: '© 2025 Demo Brand' });
    expect(model.lottery).toEqual({ prizeMode: 'SEA' });
    expect(model.layout).toEqual({ embeddedShowsBars: true });
  });

  it('does not share arrays or objects with the documents', () => {
    const docs = read(baseRaw());
    const model = build(docs);
    expect(model.languages.supported).not.toBe(docs.manifest.languages?.supported);
    expect(model.assets.paymentIcons).not.toBe(docs.manifest.assets?.paymentIcons);
    expect(model.theme.seeds.dark).not.toBe(docs.manifest.theme?.dark);
  });

  it('is deterministic for a given random source', () => {
    const docs = read(baseRaw());
    expect(buildBrandModel(docs, { random: () => 0.6 })).toEqual(buildBrandModel(docs, { random: () => 0.6 }));
  });
});

describe('every brand folder', () => {
  it.each(BRAND_CODES)('%s: the model carries its manifest, and the folder is named by its merchant code', (code) => {
    const docs = brandDocuments(code);
    expect(docs.manifest.merchantCode).toBe(code);
    const model = build(docs);
    expect(model).toMatchObject({ merchantCode: code, name: docs.manifest.name, languages: docs.manifest.languages, lottery: docs.manifest.lottery, layout: docs.manifest.layout });
  });

  it.each(BRAND_CODES)('%s: has a customer-service entry', (code) => {
    expect(build(brandDocuments(code)).customerService.length).toBeGreaterThan(0);
  });
});

type Check = (model: BrandModel, docs: BrandDocuments) => void;
const flagIs = (modId: string, on: boolean) => (docs: BrandDocuments) => (docs.permission.flags[modId] ?? false) === on;
const hasResource = (type: string, present: boolean) => (docs: BrandDocuments) => docs.permission.resources.some((r) => r.type === type) === present;

/**
 * The brand folders differ in the ways the e2e specs and the preview rely on: for each property,
 * some brand has it (found by its documents, never by name) and its model shows it.
 */
describe('the brand folders cover the variations', () => {
  const variations: Array<[string, (docs: BrandDocuments) => boolean, Check]> = [
    ['the logged-in-only guard on', (d) => d.manifest.loginedToHomePage, (m) => expect(m.loggedInOnly).toBe(true)],
    ['the logged-in-only guard off', (d) => !d.manifest.loginedToHomePage, (m) => expect(m.loggedInOnly).toBe(false)],
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
    ['the dark theme by default', (d) => d.manifest.theme?.defaultMode === 'dark', (m) => expect(m.theme.defaultMode).toBe('dark')],
    ['the light theme by default', (d) => d.manifest.theme?.defaultMode === 'light', (m) => expect(m.theme.defaultMode).toBe('light')],
    ['a single language', (d) => d.manifest.languages?.supported.length === 1, (m) => expect(m.languages.supported).toHaveLength(1)],
    ['TY and EN', (d) => ['TY', 'EN'].every((l) => d.manifest.languages?.supported.includes(l)), (m) => expect(m.languages.supported).toEqual(expect.arrayContaining(['TY', 'EN']))],
    ['a Google tag', (d) => Boolean(d.permission.gtagId), (m, d) => expect(m.analytics.gtagId).toBe(d.permission.gtagId)],
    ['no Google tag', (d) => !d.permission.gtagId, (m) => expect(m.analytics.gtagId).toBeNull()],
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

describe('registration bonus amount (manifest registration.bonusAmount)', () => {
  it.each([
    ['as the brand writes it', { bonusAmount: '₱500' }, '₱500'],
    ['none without the section', undefined, null],
    ['none without the field', {}, null],
  ])('%s', (_, section, expected) => {
    const docs = read(changed((d) => {
      if (section === undefined) delete (d.manifest as Record<string, unknown>).registration;
      else (d.manifest as Record<string, unknown>).registration = section;
    }));
    expect(build(docs).registration.bonusAmount).toBe(expected);
  });

  it('a bad one is reported and the title states none', () => {
    const reading = readBrandDocuments(changed((d) => ((d.manifest as Record<string, unknown>).registration = { bonusAmount: 500 })), sectionCheck);
    expect(reading.findings).toContainEqual(expect.objectContaining({ pointer: '/registration/bonusAmount' }));
    expect(reading.ok && buildBrandModel(reading.documents, { random: () => 0 }).registration.bonusAmount).toBe(null);
  });

  it('every sample brand states its own', () => {
    for (const code of BRAND_CODES) expect(build(brandDocuments(code)).registration.bonusAmount, code).toEqual(expect.any(String));
  });
});

describe('brand-level values', () => {
  it.each([
    [undefined, { code: '63', editable: false, fromBrand: false }],
    [{ code: '84' }, { code: '84', editable: false, fromBrand: true }],
    [{ code: '1', editable: true }, { code: '1', editable: true, fromBrand: true }],
  ])('dialing code %j -> %j', (dialingCode, expected) => {
    const model = build(withFlags({}, (d) => (d.manifest.registration = dialingCode ? { dialingCode } : undefined)));
    expect(model.registration.dialingCode).toEqual(expected);
  });

  it('a broken dialing code leaves the registration section defaulted, and says so', () => {
    const reading = readBrandDocuments(changed((d) => (d.manifest.registration = { dialingCode: { code: '+63' } })), sectionCheck);
    expect(reading.ok && reading.findings.map((f) => f.pointer)).toContain('/registration/dialingCode/code');
    if (reading.ok) expect(buildBrandModel(reading.documents).registration.dialingCode).toEqual({ code: '63', editable: false, fromBrand: false });
  });

  it('takes the currency symbol, button radius and font from the manifest', () => {
    const model = build(withFlags({}, (d) => {
      d.manifest.currency = { code: 'PHP', symbol: '₱' };
      d.manifest.theme.buttonRadius = 20;
      d.manifest.theme.fontFamily = 'rounded';
    }));
    expect(model.currencySymbol).toBe('₱');
    expect(model.theme).toMatchObject({ buttonRadius: 20, fontFamily: 'rounded' });
  });
});

describe('withImageCaptcha: CAPTCHA3 asks for the image captcha at registration', () => {
  const off = { name: 'captcha', enabled: false, required: false, pattern: null, patternId: null, min: null, max: null };
  const optional = { ...off, enabled: true };
  const user = { name: 'username', enabled: true, required: true, pattern: null, patternId: 1, min: 6, max: 12 };
  const asked = { ...off, enabled: true, required: true };
  it.each([
    ['off: the rules as they are', [user, off], false, [user, off]],
    ['on, a disabled rule: enabled and required', [user, off], true, [user, asked]],
    ['on, an optional rule: required', [user, optional], true, [user, asked]],
    ['on, no rule at all: one is added', [user], true, [user, asked]],
    ['off, no rule: nothing added', [user], false, [user]],
  ] as const)('%s', (_name, rules, flag, expected) => {
    expect(withImageCaptcha(rules, flag)).toEqual(expected);
  });
});
