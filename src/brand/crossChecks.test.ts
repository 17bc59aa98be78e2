/** The cross-document rules brand:check runs (crossCheckBrand), and those it adds on the brand folder (locales, assets, banner links). */
import { describe, expect, it } from 'vitest';
import { sectionCheck } from '../contract/sectionChecks';
import { crossCheckBrand } from './crossChecks';
import { crossCheckBrandFolder } from './folderChecks';
import { readBrandDocuments } from './readBrand';
import { BRAND_CODES, baseRaw, brandAssetExists, brandFixture, changed, localeCodes, node, rawBrandDocuments, type RawDocs } from './testDocs';

const crossFindings = (raw: RawDocs) => {
  const reading = readBrandDocuments(raw, sectionCheck);
  return reading.ok ? [...reading.findings, ...crossCheckBrand(reading.documents)] : reading.findings;
};

/** The base with a change to the registration settings only (the status reply's copy of them dropped). */
const rulesChanged = (mutate: (d: RawDocs) => void) =>
  changed((d) => {
    delete d.permission.info.register;
    mutate(d);
  });

describe('crossCheckBrand (brand:check)', () => {
  it.each<[string, (d: RawDocs) => void, string, string, string, 'error' | 'warning']>([
    ['USERNAMEREG3 without password', (d) => (d.registration.password.enabled = false), 'registration', '/password/enabled', 'must be true because USERNAMEREG3 is on', 'error'],
    [
      'MOBILENUMPASSREG3 without password',
      (d) => {
        d.permission.info.whitelabel = node('ROOT', true, [node('MOBILENUMREG3', true), node('MOBILENUMPASSREG3', true)]);
        delete d.registration.password;
      },
      'registration',
      '/password',
      'is required because MOBILENUMPASSREG3 is on',
      'error',
    ],
    ['a default language outside the supported ones', (d) => (d.manifest.languages.default = 'VI'), 'manifest', '/languages/default', 'TY is used', 'error'],
    ['MOBILENUMREG3 with the mobile number off', (d) => (d.registration.mobileNum.enabled = false), 'registration', '/mobileNum/enabled', 'must be true because MOBILENUMREG3 is on', 'error'],
    ['default language with no footer text', (d) => delete d.manifest.footer.about.TY, 'manifest', '/footer/about', 'needs a text for the default language TY', 'warning'],
    ['a footer text in an unsupported language', (d) => (d.manifest.footer.about.VI = 'x'), 'manifest', '/footer/about/VI', 'is not a supported language', 'warning'],
    ['the rules copy in the status reply disagrees', (d) => (d.permission.info.register.username.minLength = 3), 'permission', '/info/register/username', 'disagrees with the registration settings on min', 'error'],
  ])('%s', (_name, breakIt, document, pointer, message, severity) => {
    const raw = document === 'registration' ? rulesChanged(breakIt) : changed(breakIt);
    expect(crossFindings(raw)).toEqual([{ document, pointer, message: expect.stringContaining(message), severity }]);
  });

  it('a flag under a group that is off needs no field', () => {
    const raw = rulesChanged((d) => {
      d.permission.info.whitelabel = node('ROOT', true, [node('REGGRP', false, [node('USERNAMEREG3', true)])]);
      delete d.registration.password;
    });
    expect(crossFindings(raw)).toEqual([]);
  });
});

const GAMES = { vendors: { RNG: [{ vassalage: 'PT' }], LIVE: [{ vassalage: 'EA' }] }, games: [] };
const BANNERS = [{ bannerId: 1, groupName: 'w_home', url: '/b.svg', linkageType: 'P', linkage: '7' }];
const facts = () => ({ manifest: baseRaw().manifest, locales: ['EN', 'TY'], assetExists: () => true });

describe('crossCheckBrandFolder (brand:check only)', () => {
  it.each(BRAND_CODES)('%s passes with the locales of locales/, its own asset files and its banner and promotion fixtures', (code) => {
    const found = crossCheckBrandFolder({
      manifest: rawBrandDocuments(code).manifest,
      locales: localeCodes(),
      assetExists: brandAssetExists(code),
      banners: brandFixture(code, 'banners'),
      promotions: brandFixture(code, 'promotions'),
    });
    expect(found).toEqual([]);
  });

  it.each<[string, Parameters<typeof crossCheckBrandFolder>[0], string, string, string]>([
    ['default language without a locale', { ...facts(), locales: ['EN'] }, 'manifest', '/languages/default', 'has no words: no locale file of the site (locales/ty.json) nor of this brand (locales/ty.json in its folder); there are EN'],
    ['a supported language without a locale', { ...facts(), manifest: changed((d) => d.manifest.languages.supported.push('VI')).manifest, locales: ['EN', 'TY'] }, 'manifest', '/languages/supported/2', 'has no words: no locale file of the site (locales/vi.json) nor of this brand (locales/vi.json in its folder); there are EN, TY'],
    ['two promotions with one id', { ...facts(), promotions: [{ id: 7 }, { id: 8 }, { id: 7 }] }, 'promotions', '/2/id', 'repeats the id of item 0 (7): ids must be unique'],
    ['two banners with one id', { ...facts(), banners: [{ bannerId: 1, groupName: 'w_home' }, { bannerId: 1, groupName: 'w_home' }] }, 'banners', '/1/bannerId', 'repeats the bannerId of item 0 (1): ids must be unique'],
    ['a linkage type the site does not follow', { ...facts(), banners: [{ groupName: 'w_home', linkageType: 'POPUP', linkage: 'x' }] }, 'banners', '/0/linkageType', 'is not a linkage type the site follows (URL, P, PROMOTION, G, GAME): the banner opens nothing'],
    ['a redirect the site does not follow', { ...facts(), banners: [{ groupName: 'w_home', redirect: 'APP' }] }, 'banners', '/0/redirect', 'is not a redirect the site follows (REDIRECT_URL, PROMO, GAME_LINKAGE): the banner opens nothing'],
    ['a banner (vendor field) to a vendor the brand lacks', { ...facts(), banners: [{ groupName: 'w_home', linkageType: 'G', vendor: 'ZZ', gameType: 'RNG' }], games: GAMES }, 'banners', '/0/vendor', 'names a vendor that is not in the RNG category (ZZ) in fixtures/games.json'],
    ['a banner (redirect) to a category the brand lacks', { ...facts(), banners: [{ groupName: 'w_home', redirect: 'GAME_LINKAGE', gameLinkageMapping: { gameVendor: 'PT', gameType: 'FISH' } }], games: GAMES }, 'banners', '/0/gameLinkageMapping', 'names a game category the brand does not have (FISH; there are RNG, LIVE) in fixtures/games.json'],
    ['two games with one nodeId', { ...facts(), games: { ...GAMES, games: [{ nodeId: 1, gameId: 'a', vassalage: 'PT', gameType: 'RNG' }, { nodeId: 1, gameId: 'b', vassalage: 'PT', gameType: 'RNG' }] } }, 'games', '/games/1/nodeId', 'repeats the nodeId of item 0 (1): ids must be unique'],
    ['two games of one vendor with one gameId', { ...facts(), games: { ...GAMES, games: [{ nodeId: 1, gameId: 'a', vassalage: 'PT', gameType: 'RNG' }, { nodeId: 2, gameId: 'a', vassalage: 'PT', gameType: 'RNG' }] } }, 'games', '/games/1/gameId', 'repeats the vendor and gameId of item 0 (PT/a): ids must be unique'],
    ['a game of a category the brand lacks', { ...facts(), games: { ...GAMES, games: [{ nodeId: 1, gameId: 'a', vassalage: 'PT', gameType: 'FISH' }] } }, 'games', '/games/0/gameType', 'names a game category the brand does not have (FISH; there are RNG, LIVE) (its vendors list)'],
    ['asset file missing', { ...facts(), assetExists: (p) => p !== 'pay-3.svg' }, 'manifest', '/assets/paymentIcons/2', 'names a file that is not in the brand folder (assets/pay-3.svg)'],
    [
      'asset of another brand',
      { ...facts(), manifest: changed((d) => (d.manifest.assets.logo.dark = '/brands/other/assets/logo-dark.svg')).manifest },
      'manifest',
      '/assets/logo/dark',
      "must point into this brand's assets (/brands/demo/assets/…)",
    ],
    ['banner (P) to an unknown promotion', { ...facts(), banners: BANNERS, promotions: [{ id: 8 }] }, 'banners', '/0/linkage', 'names no promotion of fixtures/promotions.json (7)'],
    [
      'banner (redirect PROMO) to an unknown promotion',
      { ...facts(), banners: [{ groupName: 'w_home', url: '/b.svg', redirect: 'PROMO', redirectPromotionId: 9 }], promotions: [{ id: 8 }] },
      'banners',
      '/0/redirectPromotionId',
      'names no promotion of fixtures/promotions.json (9)',
    ],
  ])('%s', (_name, input, document, pointer, message) => {
    expect(crossCheckBrandFolder(input)).toEqual([{ document, pointer, message, severity: 'error' }]);
  });

  it('a banner to a vendor and category of the games, and games that are, pass', () => {
    const banners = [{ groupName: 'w_home', linkageType: 'GAME', linkage: 'vendor=EA&gameType=LIVE' }, { groupName: 'w_home', linkageType: 'G', vendor: 'PT' }];
    expect(crossCheckBrandFolder({ ...facts(), banners, games: { ...GAMES, games: [{ nodeId: 1, gameId: 'a', vassalage: 'PT', gameType: 'RNG' }, { nodeId: 2, gameId: 'a', vassalage: 'EA', gameType: 'LIVE' }] } })).toEqual([]);
  });

  it('an asset file no document names is a warning', () => {
    expect(crossCheckBrandFolder({ ...facts(), assetFiles: ['logo.svg', 'old banner.svg'], documentsText: '"/brands/demo/assets/logo.svg"' })).toEqual([
      { document: 'assets/old banner.svg', pointer: '', message: expect.stringContaining('is not named by any document'), severity: 'warning' },
    ]);
  });

  it('a banner linked to an existing promotion passes', () => {
    expect(crossCheckBrandFolder({ ...facts(), banners: BANNERS, promotions: [{ id: 7 }] })).toEqual([]);
  });
});
