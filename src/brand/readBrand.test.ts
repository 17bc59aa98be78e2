/**
 * Reading a brand's four documents: every brand folder reads clean; a broken part degrades that
 * part (with the finding that says where and why) and never the brand; only a brand with no
 * usable identity or no whitelabel tree is unusable. Boot's checks in code and the schemas'
 * agree: where the schemas find nothing, boot reads the same documents; where boot's checks pass
 * a part the schemas refuse, nothing of it that reaches a sink is unsafe.
 */
import { describe, expect, it } from 'vitest';
import { codeCheck } from '../contract/readers/codeCheck';
import { isSafeUrl } from '../contract/safeUrl';
import { isCssColour } from '../contract/cssValues';
import { sectionCheck } from '../contract/sectionChecks';
import { buildBrandModel } from './buildBrandModel';
import type { DocumentError, UncheckedBrandDocuments } from './documents';
import { readBrandDocuments } from './readBrand';
import { BRAND_CODES, baseRaw, changed, node, rawBrandDocuments, type RawDocs } from './testDocs';

const errorsOf = (raw: UncheckedBrandDocuments) => readBrandDocuments(raw, sectionCheck).findings.filter((f) => f.severity === 'error');

function degraded(mutate: (d: RawDocs) => void) {
  const reading = readBrandDocuments(changed(mutate), sectionCheck);
  if (!reading.ok) throw new Error(`unusable: ${JSON.stringify(reading.findings)}`);
  return { findings: reading.findings.filter((f) => f.severity === 'error'), model: buildBrandModel(reading.documents, { random: () => 0 }) };
}

const at = (document: string, pointer: string, message: string | RegExp = /./): Partial<DocumentError> =>
  expect.objectContaining({ document, pointer, message: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message) });

describe('brand folders', () => {
  it.each(BRAND_CODES)('%s reads with no error, with the schemas\' checks and with boot\'s', (code) => {
    expect(errorsOf(rawBrandDocuments(code))).toEqual([]);
    expect(readBrandDocuments(rawBrandDocuments(code), codeCheck)).toMatchObject({ ok: true, findings: [] });
  });

  it('the neutral base documents read clean', () => {
    expect(readBrandDocuments(baseRaw(), sectionCheck)).toMatchObject({ ok: true, findings: [] });
  });
});

/** One break each: what is found, and what the site still shows. */
describe('a broken part degrades that part only', () => {
  it('a javascript: resource is left out; the other resources stay', () => {
    const { findings, model } = degraded((d) => (d.permission.info.resources[1].url = 'javascript:alert(1)'));
    expect(findings).toEqual([at('permission', '/info/resources/1/url', 'must be an https URL')]);
    expect(model.resources.all.map((r) => r.type)).toEqual(['YOUTUBE', 'Android']);
  });

  it('a colour the theme engine cannot use (rgb(300, 0, 0)) falls back to the base theme, the rest of the brand stays', () => {
    const { findings, model } = degraded((d) => (d.manifest.theme.dark.accent = 'rgb(300, 0, 0)'));
    expect(findings).toEqual([at('manifest', '/theme/dark/accent', 'must be a colour')]);
    expect(model.theme.seeds.dark.accent).not.toBe('rgb(300, 0, 0)');
    expect(model.name).toBe('Demo Brand');
  });

  it('a protocol-relative logo: the brand shows its name instead of a logo', () => {
    const { findings, model } = degraded((d) => (d.manifest.assets.logo.dark = '//evil.example/logo.svg'));
    expect(findings).toEqual([at('manifest', '/assets/logo/dark')]);
    expect(model.assets.logo).toBeNull();
  });

  it('a vendor card with a javascript: icon keeps its menu entry without the icon', () => {
    const { findings, model } = degraded((d) => (d.lanes.data.lanes[0].cards[1].smallIcon = 'javascript:void(0)'));
    expect(findings).toEqual([at('lanes', '/data/lanes/0/cards/1/smallIcon', 'shows without it')]);
    const rng = model.menu.categories.find((c) => c.category === 'RNG');
    expect(rng?.vendors.map((v) => [v.code, v.smallIcon])).toEqual([
      ['PT', null],
      ['MG', null],
      ['CQ9', null],
    ]);
  });

  it('a card without a vendor code is left out of the menu', () => {
    const { findings, model } = degraded((d) => delete d.lanes.data.lanes[0].cards[0].vassalage);
    expect(findings).toEqual([at('lanes', '/data/lanes/0/cards/0/vassalage', 'is required')]);
    expect(model.menu.categories.find((c) => c.category === 'RNG')?.vendors.map((v) => v.code)).toEqual(['MG', 'CQ9']);
  });

  it('a whitelabel node without modId is skipped, its children read', () => {
    const { findings, model } = degraded((d) => d.permission.info.whitelabel.childrenNodes.push({ enabled: '1', childrenNodes: [node('CBS3', true)] }));
    expect(findings).toEqual([at('permission', '/info/whitelabel/childrenNodes/3/modId', 'without a modId')]);
    expect(model.features.chat).toBe(true);
  });

  it('patternId 99: the rule keeps its pattern and bounds, the message is the default one', () => {
    const { findings, model } = degraded((d) => (d.registration.username.patternId = 99));
    expect(findings).toEqual([at('registration', '/username/patternId', 'from 0 to 30')]);
    expect(model.registration.fields.find((f) => f.name === 'username')).toMatchObject({ patternId: null, min: 6, max: 16 });
  });

  it('a default language outside the supported ones: the first supported one is used (brand:check says so)', () => {
    const { findings, model } = degraded((d) => (d.manifest.languages.default = 'VI'));
    expect(findings).toEqual([]);
    expect(model.languages.default).toBe('TY');
  });

  it('lanes that are not a reply at all: no game categories, the rest of the site', () => {
    const { findings, model } = degraded((d) => (d.lanes = 'oops'));
    expect(findings).toEqual([at('lanes', '/data/lanes', 'is required')]);
    expect(model.menu.categories).toEqual([]);
  });

  it('collects the findings of all four documents at once', () => {
    const { findings } = degraded((d) => {
      d.manifest.assets.logo.light = 'javascript:alert(1)';
      d.permission.info.resources[0].url = '//evil.example';
      d.registration.username.patternId = 99;
      d.lanes.data.lanes[0].cards[0].isHot = 'yes';
    });
    expect(findings.map((f) => `${f.document}${f.pointer}`).sort()).toEqual(
      ['lanes/data/lanes/0/cards/0/isHot', 'manifest/assets/logo/light', 'permission/info/resources/0/url', 'registration/username/patternId'].sort(),
    );
  });
});

describe('unusable as a whole: the invalid-config screen', () => {
  it.each<[string, (d: RawDocs) => void, string, string]>([
    ['the manifest is not an object', (d) => (d.manifest = null), 'manifest', ''],
    ['the manifest has no merchant code', (d) => delete d.manifest.merchantCode, 'manifest', '/merchantCode'],
    ['the status reply is not an object', (d) => (d.permission = 'text'), 'permission', ''],
    ['the status reply has no whitelabel', (d) => delete d.permission.info.whitelabel, 'permission', '/info/whitelabel'],
  ])('%s', (_name, mutate, document, pointer) => {
    const reading = readBrandDocuments(changed(mutate), sectionCheck);
    expect(reading.ok).toBe(false);
    expect(reading.findings).toContainEqual(at(document, pointer));
  });
});

describe("boot's checks in code agree with the schemas'", () => {
  const variants: Array<[string, UncheckedBrandDocuments]> = [
    ...BRAND_CODES.map((code): [string, UncheckedBrandDocuments] => [`brand ${code}`, rawBrandDocuments(code)]),
    ['base', baseRaw()],
    ['resource javascript:', changed((d) => (d.permission.info.resources[0].url = 'javascript:x'))],
    ['resource qr code http:', changed((d) => (d.permission.info.resources[0].qrCodeUrl = 'http://x.test/qr.png'))],
    ['colour rgb(300,0,0)', changed((d) => (d.manifest.theme.light.primary = 'rgb(300,0,0)'))],
    ['colour expression', changed((d) => (d.manifest.theme.dark.accent = 'red;background:url(x)'))],
    ['logo //host', changed((d) => (d.manifest.assets.logo.dark = '//evil.test/logo.png'))],
    ['payment icon javascript:', changed((d) => (d.manifest.assets.paymentIcons[2] = 'javascript:alert(1)'))],
    ['image CDN http:', changed((d) => (d.permission.info.imageCDNs = ['http://img.test']))],
    ['gtag id with a quote', changed((d) => (d.permission.info.analytics = { gtagId: 'G-1"]' }))],
    ['domain route javascript:', changed((d) => (d.permission.info.domainRoute = ['javascript:alert(1)']))],
    ['main domain with a path', changed((d) => (d.permission.info.mainDomain = 'x.test/evil'))],
    ['language code with script', changed((d) => (d.manifest.languages.supported = ['EN', '<b>']))],
    ['card icon data:', changed((d) => (d.lanes.data.lanes[0].cards[0].smallIcon = 'data:text/html,x'))],
    ['cs type "x"', changed((d) => (d.permission.info.customerService[0].type = 'x'))],
    ['patternId "30"', changed((d) => (d.registration.email.patternId = '30'))],
    ['switches as numbers', changed((d) => (d.permission.maintenance = 0))],
    ['theme mode "dim"', changed((d) => (d.manifest.theme.defaultMode = 'dim'))],
    ['lottery mode unknown', changed((d) => (d.manifest.lottery.prizeMode = 'BINGO'))],
    ['layout switch as text', changed((d) => (d.manifest.layout.embeddedShowsBars = 'yes'))],
  ];
  it.each(variants)('%s', (_name, raw) => {
    const bySchema = readBrandDocuments(raw, sectionCheck);
    const byCode = readBrandDocuments(raw, codeCheck);
    expect(byCode.ok).toBe(bySchema.ok);
    if (!byCode.ok || !bySchema.ok) return;
    // where the schemas find nothing to degrade, boot reads exactly the same
    if (bySchema.findings.every((f) => f.severity !== 'error' || f.document === 'registration')) expect(byCode).toEqual(bySchema);
    // every value boot lets through to a sink is safe
    const model = buildBrandModel(byCode.documents, { random: () => 0 });
    const urls = [model.assets.logo?.dark, model.assets.logo?.light, model.assets.favicon, model.assets.responsibility, ...model.assets.paymentIcons, ...model.resources.all.flatMap((r) => [r.url, r.qrCodeUrl])];
    for (const u of urls) if (u !== null && u !== undefined) expect(isSafeUrl(u), String(u)).toBe(true);
    for (const seeds of Object.values(model.theme.seeds)) for (const c of Object.values(seeds)) expect(isCssColour(c), String(c)).toBe(true);
    if (model.cdn.image) expect(isSafeUrl(model.cdn.image)).toBe(true);
    expect(model.analytics.gtagId ?? 'G-0000').toMatch(/^(?:G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/);
    for (const code of model.languages.supported) expect(code).toMatch(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,4})?$/);
  });

  it('a deep whitelabel tree does not throw in the readers', () => {
    let deep = node('LEAF', true);
    for (let i = 0; i < 6000; i++) deep = node(`N${i}`, true, [deep]);
    const raw = changed((d) => d.permission.info.whitelabel.childrenNodes.push(deep));
    for (const check of [codeCheck, sectionCheck]) {
      const reading = readBrandDocuments(raw, check);
      expect(reading.ok).toBe(true);
      expect(reading.findings).toContainEqual(at('permission', expect.stringContaining('/childrenNodes') as unknown as string, 'deeper than 32'));
    }
  });
});
