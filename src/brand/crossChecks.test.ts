/** The cross-document rules (registration flags), and those brand-check adds (locales, assets, banner links). */
import { describe, expect, it } from 'vitest';
import { crossCheckBrand } from './crossChecks';
import { crossCheckBrandFolder, type FolderCheckInput } from './folderChecks';
import { BRAND_CODES, baseDocuments, brandAssetExists, brandFixture, localeCodes, rawBrandDocuments } from './testDocs';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
// the tests break documents freely, so they are plain JSON here
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
type Docs = FolderCheckInput & { manifest: Doc; permission: Doc; registration: Doc };

function base(): Docs {
  return { ...clone(baseDocuments()), locales: ['EN', 'TY'], assetExists: () => true } as unknown as Docs;
}

function setFlag(permission: Doc, modId: string, enabled: '0' | '1') {
  const visit = (nodes: Doc[]) => nodes.forEach((n) => {
    if (n.modId === modId) n.enabled = enabled;
    visit(n.childrenNodes ?? []);
  });
  visit(permission.info.whitelabel);
}

const BANNERS = [{ bannerId: 1, groupName: 'w_home', url: '/b.svg', linkageType: 'PROMOTION', linkage: '7' }];

describe('crossCheckBrandFolder (brand-check)', () => {
  it.each(BRAND_CODES)('%s passes with the locales of locales/, its own asset files and its banner and promotion fixtures', (code) => {
    const facts = { locales: localeCodes(), assetExists: brandAssetExists(code), banners: brandFixture(code, 'banners'), promotions: brandFixture(code, 'promotions') };
    expect(crossCheckBrandFolder({ ...rawBrandDocuments(code), ...facts })).toEqual([]);
  });

  it('locales/ has the languages the rules below assume (EN and TY)', () => {
    expect(localeCodes()).toEqual(expect.arrayContaining(['EN', 'TY']));
  });

  it.each(BRAND_CODES)('%s: the asset fact finds the logo of the folder and nothing missing or outside assets/', (code) => {
    const exists = brandAssetExists(code);
    const logo = (rawBrandDocuments(code).manifest as Doc).assets.logo.dark as string;
    const prefix = `/brands/${code}/assets/`;
    expect(logo.startsWith(prefix) ? exists(logo.slice(prefix.length)) : true).toBe(true);
    expect(['no-such-file.svg', '../brand.json', '../../../package.json', '.'].map(exists)).toEqual([false, false, false, false]);
  });

  it.each<[string, (d: ReturnType<typeof base>) => void, string, string, string]>([
    ['default language without a locale', (d) => (d.locales = ['EN']), 'manifest', '/languages/default', 'has no locale file (locales/ty.json; there are EN)'],
    ['asset file missing', (d) => (d.assetExists = (p) => p !== 'pay-3.svg'), 'manifest', '/assets/paymentIcons/2', 'names a file that is not in the brand folder (assets/pay-3.svg)'],
    ['asset of another brand', (d) => (d.manifest.assets.logo.dark = '/brands/other/assets/logo-dark.svg'), 'manifest', '/assets/logo/dark', "must point into this brand's assets (/brands/demo/assets/…)"],
    ['banner to an unknown promotion', (d) => Object.assign(d, { banners: BANNERS, promotions: [{ id: 8 }] }), 'banners', '/0/linkage', 'names no promotion of fixtures/promotions.json (7)'],
    ['REGMOBVERF3 without verificationCode', (d) => delete d.registration.verificationCode, 'registration', '/verificationCode', 'is required because REGMOBVERF3 is on'],
    ['USERNAMEREG3 without password', (d) => (d.registration.password.enabled = false), 'registration', '/password/enabled', 'must be true because USERNAMEREG3 is on'],
    ['MOBILENUMPASSREG3 without password', (d) => {
      setFlag(d.permission, 'USERNAMEREG3', '0');
      setFlag(d.permission, 'MOBILENUMPASSREG3', '1');
      delete d.registration.password;
    }, 'registration', '/password', 'is required because MOBILENUMPASSREG3 is on'],
  ])('%s', (_name, breakIt, document, pointer, message) => {
    const docs = base();
    breakIt(docs);
    expect(crossCheckBrandFolder(docs)).toEqual([{ document, pointer, message }]);
  });

  it('a flag listed twice is read from its later node, as flattenWhitelabel reads it', () => {
    const withRepeat = (first: '0' | '1', later: '0' | '1') => {
      const docs = base();
      setFlag(docs.permission, 'REGMOBVERF3', first);
      docs.permission.info.whitelabel.push({ modId: 'REGMOBVERF3', enabled: later, childrenNodes: [] });
      delete docs.registration.verificationCode;
      return crossCheckBrandFolder(docs).map((e) => e.pointer);
    };
    expect(withRepeat('1', '0')).toEqual([]);
    expect(withRepeat('0', '1')).toEqual(['/verificationCode']);
  });

  it('boot (crossCheckBrand) runs none of the folder rules, even given the facts', () => {
    const docs = base();
    docs.manifest.assets.favicon = '/brands/other/assets/favicon.svg';
    docs.locales = ['EN'];
    Object.assign(docs, { banners: BANNERS, promotions: [] });
    expect(crossCheckBrand(docs)).toEqual([]);
    expect(crossCheckBrandFolder(docs).map((e) => e.pointer)).toEqual(['/languages/default', '/assets/favicon', '/0/linkage']);
  });

  it('a banner linked to an existing promotion passes', () => {
    expect(crossCheckBrandFolder({ ...base(), banners: BANNERS, promotions: [{ id: 7 }] })).toEqual([]);
  });
});
