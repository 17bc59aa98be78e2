// The brand checker's rules, one broken copy of the template per rule, each with the exact file,
// line and JSON pointer it must report; and the CLI's exit codes and --json output.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allBrandFolders, checkBrandFolder, formatFinding, ROOT } from './check.mjs';
import { TEMPLATE_DIR } from './scaffold.mjs';

const work = mkdtempSync(join(tmpdir(), 'brand-check-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** A copy of the template with `edits` ({ file: text -> text }) applied. */
function brokenCopy(edits) {
  const dir = join(work, `case-${++n}`);
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    // a string is a new file (a brand's locale file)
    if (typeof edit === 'string') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, edit);
      continue;
    }
    const text = readFileSync(path, 'utf8');
    const next = edit(text);
    if (next === text) throw new Error(`edit of ${file} changed nothing`);
    writeFileSync(path, next);
  }
  return dir;
}

const replace = (from, to) => (text) => text.replace(from, to);

describe('brand check: the sample brands and the template are clean', () => {
  it.each([...allBrandFolders().map((d) => [d]), [TEMPLATE_DIR]])('%s', async (dir) => {
    const result = await checkBrandFolder(dir);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

// [rule, edits, file, line, pointer, message fragment]
const CASES = [
  ['schema: a colour that is not a colour', { 'brand.json': replace('"primary": "#c2410c"', '"primary": "red; x"') }, 'brand.json', 18, '/theme/light/primary', 'must be a colour'],
  ['schema: a missing property (line of its parent)', { 'brand.json': replace(/,\n {4}"copyright": "[^"]*"/, '') }, 'brand.json', 44, '/footer/copyright', 'is required'],
  ['schema: an unknown property', { 'brand.json': replace('"embeddedShowsBars": true', '"embeddedShowsBars": true,\n    "embededShowsBars": true') }, 'brand.json', 55, '/layout/embededShowsBars', 'is not a known property'],
  ['schema: a javascript: URL in the permission reply', { 'permission.json': replace('"https://download.example.test/template/template.apk"', '"javascript:alert(1)"') }, 'permission.json', 371, '/info/resources/', 'must be an https URL'],
  ['schema: a colour the schema once let through and the theme engine cannot use', { 'brand.json': replace('"primary": "#c2410c"', '"primary": "rgb(300, 0, 0)"') }, 'brand.json', 18, '/theme/light/primary', 'must be a colour'],
  ['the vendor lanes boot reads: a javascript: vendor icon', { 'fixtures/games.json': replace('"/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/TCG_SEA-DEFAULT.png"', '"javascript:alert(1)"') }, 'fixtures/games.json', 8, '/vendors/LOTT/0/smallIcon', 'must be an https URL'],
  ['a whitelabel switch that is not one names its modId', { 'permission.json': replace('"modId": "FREEPLAY3",\n          "enabled": "0"', '"modId": "FREEPLAY3",\n          "enabled": "yes"') }, 'permission.json', 0, '/info/whitelabel/', 'FREEPLAY3: must be "1" or "0"'],
  ['JSON syntax error', { 'registration.json': replace('"enabled": true,', '"enabled": true,,') }, 'registration.json', 4, '', 'is not valid JSON'],
  ['default language not among the supported ones', { 'brand.json': replace('"default": "EN"', '"default": "TY"') }, 'brand.json', 42, '/languages/default', 'must be one of languages.supported (EN)'],
  [
    'default language without a locale file',
    {
      'brand.json': (t) =>
        t.replace('"EN"\n    ],\n    "default": "EN"', '"EN",\n      "KO"\n    ],\n    "default": "KO"').replace('"EN": "New Brand brings', '"KO": "안녕하세요",\n      "EN": "New Brand brings'),
    },
    'brand.json',
    43,
    '/languages/default',
    'has no words: no locale file of the site (locales/ko.json) nor of this brand',
  ],
  ['an asset that is not in the folder', { 'brand.json': replace('pay-2.svg', 'pay-9.svg') }, 'brand.json', 33, '/assets/paymentIcons/1', 'not in the brand folder (assets/pay-9.svg)'],
  ["an asset of another brand's folder", { 'brand.json': replace('"/brands/template/assets/favicon.svg"', '"/brands/aurora/assets/favicon.svg"') }, 'brand.json', 29, '/assets/favicon', "must point into this brand's assets (/brands/template/assets/"],
  ['a banner linked to a promotion that does not exist', { 'fixtures/banners.json': replace('"linkage": "201"', '"linkage": "999"') }, 'fixtures/banners.json', 7, '/0/linkage', 'names no promotion'],
  ['a registration flag without its field', { 'registration.json': replace('"enabled": true', '"enabled": false') }, 'registration.json', 4, '/username/enabled', 'must be true because USERNAMEREG3 is on'],
  ['a registration pattern that does not compile', { 'registration.json': replace('"^[A-Za-z0-9]+$"', '"^[A-Za-z0-9+$"') }, 'registration.json', 6, '/username/acceptedPattern', 'is not a valid regular expression'],
  ['two copies of the registration rules that disagree', { 'permission.json': replace('"patternId": 4,\n        "minLength": 5,', '"patternId": 4,\n        "minLength": 3,') }, 'permission.json', 267, '/info/register/username', 'disagrees with the registration settings on min'],
  ['a rule in the status copy the registration settings lack', { 'permission.json': replace('"register": {\n', '"register": {\n      "nickname": { "enabled": true, "required": false, "acceptedPattern": null, "patternId": null, "minLength": null, "maxLength": null },\n') }, 'permission.json', 267, '/info/register/nickname', 'is not in the registration settings'],
  ['a rule of the registration settings the status copy lacks', { 'registration.json': replace('{\n', '{\n  "nickname": { "enabled": false, "required": false, "acceptedPattern": null, "patternId": null, "minLength": null, "maxLength": null },\n') }, 'permission.json', 266, '/info/register', 'lacks nickname'],
  ['a promotion id used twice', { 'fixtures/promotions.json': replace('"id": 202,', '"id": 201,') }, 'fixtures/promotions.json', 12, '/1/id', 'repeats the id of item 0 (201)'],
  ['a banner id used twice', { 'fixtures/banners.json': replace('"bannerId": 2002', '"bannerId": 2001') }, 'fixtures/banners.json', 10, '/1/bannerId', 'repeats the bannerId of item 0 (2001)'],
  ['a game nodeId used twice', { 'fixtures/games.json': replace('"nodeId": 10002,', '"nodeId": 10001,') }, 'fixtures/games.json', 231, '/games/1/nodeId', 'repeats the nodeId of item 0 (10001)'],
  ['a linkage type the site does not follow', { 'fixtures/banners.json': replace('"linkageType": "PROMOTION"', '"linkageType": "POPUP"') }, 'fixtures/banners.json', 6, '/0/linkageType', 'is not a linkage type the site follows'],
  ['a banner opening a vendor the brand does not have', { 'fixtures/banners.json': replace('vendor=PNG&gameType=RNG', 'vendor=NOPE&gameType=RNG') }, 'fixtures/banners.json', 14, '/1/linkage', 'names a vendor that is not in the RNG category (NOPE)'],
  ['a banner opening a category the brand does not have', { 'fixtures/banners.json': replace('vendor=PNG&gameType=RNG', 'vendor=PNG&gameType=XYZ') }, 'fixtures/banners.json', 14, '/1/linkage', 'names a game category the brand does not have (XYZ'],
  ['a game of a vendor its category does not list', { 'fixtures/games.json': replace('"gameClassify": "VNLOTTERY",\n      "vassalage": "TCG_VN"', '"gameClassify": "VNLOTTERY",\n      "vassalage": "NOPE"') }, 'fixtures/games.json', 235, '/games/1/vassalage', 'names a vendor that is not in the ELOTT category (NOPE)'],
  ['a supported language without words', { 'brand.json': replace('"supported": [\n      "EN"\n    ]', '"supported": [\n      "EN",\n      "KO"\n    ]') }, 'brand.json', 41, '/languages/supported/1', 'has no words: no locale file of the site (locales/ko.json)'],
  ['a brand locale text that drops a placeholder', { 'locales/en.json': '{\n  "account": {\n    "codeSent": "Sent ({{x}})"\n  }\n}\n' }, 'locales/en.json', 3, '/account/codeSent', 'must keep the placeholders of the English text (n); it has x'],
  ['a brand locale key that is not text', { 'locales/en.json': '{\n  "header": {\n    "login": 5\n  }\n}\n' }, 'locales/en.json', 3, '/header/login', 'must be text'],
  ['a brand locale file that is not JSON', { 'locales/en.json': '{\n  "header": { "login": "Sign in", }\n}\n' }, 'locales/en.json', 2, '', 'is not valid JSON'],
  [
    'the theme\'s header colour under its text',
    { 'brand.json': replace('"surface": "#ffffff"\n    }', '"surface": "#ffffff",\n      "header": "nope"\n    }') },
    'brand.json',
    22,
    '/theme/light/header',
    'must be a colour',
  ],
  ['a font outside the safe list', { 'brand.json': replace('"defaultMode": "light",', '"defaultMode": "light",\n    "fontFamily": "Comic Sans; x",') }, 'brand.json', 11, '/theme/fontFamily', 'must be one of "system", "humanist"'],
  ['a dialing code with a +', { 'brand.json': replace('"layout": {', '"registration": { "dialingCode": { "code": "+63" } },\n  "layout": {') }, 'brand.json', 0, '/registration/dialingCode/code', 'must be 1-4 digits'],
  ['help topics per language against the help schema', { 'fixtures/help.json': replace('"tag": "about",', '"tag": 7,') }, 'fixtures/help.json', 7, '/topics/EN/0/tag', 'must be a string'],
];

describe('brand check: one broken template per rule', () => {
  it.each(CASES)('%s', async (_rule, edits, file, line, pointer, message) => {
    const dir = brokenCopy(edits);
    const result = await checkBrandFolder(dir);
    expect(result.ok).toBe(false);
    const hit = result.errors.find((e) => e.file.endsWith(`case-${n}/${file}`) && e.pointer.startsWith(pointer) && e.message.includes(message));
    expect(hit, `${file} ${pointer} "${message}" in\n${result.errors.map(formatFinding).join('\n')}`).toBeDefined();
    if (line) expect(hit.line).toBe(line);
    if (pointer && !pointer.endsWith('/')) expect(hit.pointer).toBe(pointer);
  });

  it('a missing document is an error of its own', async () => {
    const dir = brokenCopy({});
    rmSync(join(dir, 'permission.json'));
    const result = await checkBrandFolder(dir);
    expect(result.errors.map((e) => [e.file.split('/').pop(), e.message])).toContainEqual(['permission.json', 'is missing (every brand folder needs it, or its recorded reply replies/wps/system/status.json)']);
  });

  it('an asset file no document names is a warning; a named one is not', async () => {
    const dir = brokenCopy({});
    writeFileSync(join(dir, 'assets', 'left-over.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const result = await checkBrandFolder(dir);
    expect(result.ok).toBe(true);
    const unused = result.warnings.filter((w) => w.message.includes('is not named by any document'));
    expect(unused.map((w) => w.file.split('/').slice(-2).join('/'))).toEqual(['assets/left-over.svg']);
  });

  it('a brand language of its own: offered without a site locale, its missing keys counted; a key the site lacks is a warning', async () => {
    const dir = brokenCopy({
      'brand.json': replace('"supported": [\n      "EN"\n    ]', '"supported": [\n      "EN",\n      "ID"\n    ]'),
      'locales/id.json': '{\n  "header": {\n    "login": "Masuk",\n    "noSuchKey": "x"\n  }\n}\n',
    });
    const result = await checkBrandFolder(dir);
    expect(result.errors.map(formatFinding)).toEqual([]);
    const english = Object.keys(JSON.parse(readFileSync(join(ROOT, 'locales', 'en.json'), 'utf8'))).length;
    expect(english).toBeGreaterThan(0);
    const missing = result.warnings.find((w) => w.pointer === '/languages/supported/1');
    expect(missing?.message).toMatch(/^ID: (\d+) of (\d+) keys missing, shown in English \(/);
    const [, count, of] = /^ID: (\d+) of (\d+)/.exec(missing.message);
    expect(Number(count)).toBe(Number(of) - 1);
    expect(missing.line).toBe(41);
    const unknown = result.warnings.find((w) => w.file.endsWith('locales/id.json'));
    expect(unknown).toMatchObject({ pointer: '/header/noSuchKey', line: 4, message: 'is not a key of the site (locales/en.json): never shown' });
  });

  it('a brand locale of a language the brand does not support is a warning', async () => {
    const dir = brokenCopy({ 'locales/th.json': '{ "header": { "login": "เข้าสู่ระบบ" } }\n' });
    const result = await checkBrandFolder(dir);
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => [w.file.split('/').slice(-2).join('/'), w.message])).toContainEqual(['locales/th.json', 'is for TH, which brand.json languages.supported does not list: never shown']);
  });

  it('a grey header seed gets text that reads on it: the derivation repairs it, the check measures it and finds nothing', async () => {
    const dir = brokenCopy({ 'brand.json': replace('"surface": "#ffffff"\n    }', '"surface": "#ffffff",\n      "header": "#7f7f7f"\n    }') });
    const result = await checkBrandFolder(dir);
    expect(result.errors).toEqual([]);
    // the theme's own colours (the template's logo flame is another matter, its own rule's)
    expect(result.warnings.filter((w) => w.message.includes('header') && !w.pointer.startsWith('/assets/logo/'))).toEqual([]);
  });

  it('a JSON syntax error names its line and column', async () => {
    const result = await checkBrandFolder(brokenCopy({ 'registration.json': replace('"enabled": true,', '"enabled": true,,') }));
    const hit = result.errors.find((e) => e.file.endsWith('registration.json'));
    // line 4 is `    "enabled": true,,`: the second comma is its 21st character
    expect(hit).toMatchObject({ line: 4, column: 21, pointer: '' });
    expect(hit.message).toMatch(/^is not valid JSON at line 4, column 21: /);
    expect(formatFinding(hit)).toMatch(/registration\.json:4:21 {2}\/ {2}is not valid JSON/);
  });

  it('a banner group the site never shows is a warning', async () => {
    const result = await checkBrandFolder(brokenCopy({ 'fixtures/banners.json': replace('"w_home"', '"w_homepage"') }));
    expect(result.ok).toBe(true);
    expect(result.warnings).toContainEqual(expect.objectContaining({ line: 4, pointer: '/0/groupName', message: expect.stringContaining('never shows') }));
  });

  it('a 3,000-level whitelabel tree is checked, not called "not JSON", and does not crash the check', async () => {
    const deep = `${'{"modId":"N","enabled":"1","childrenNodes":['.repeat(3000)}${']}'.repeat(3000)}`;
    const dir = brokenCopy({ 'permission.json': (t) => t.replace('"whitelabel": {', `"whitelabel": ${deep}, "unused": {`) });
    const result = await checkBrandFolder(dir);
    expect(result.errors.map((e) => e.message)).toContainEqual(expect.stringContaining('deeper than 32 levels'));
    expect(result.errors.map((e) => e.message)).not.toContainEqual(expect.stringContaining('JSON'));
  });

  it('reports every error at once, each on its own line', async () => {
    const dir = brokenCopy({
      'brand.json': (t) => t.replace('"primary": "#c2410c"', '"primary": "nope"').replace('pay-2.svg', 'pay-9.svg'),
      'registration.json': replace('"^[A-Za-z0-9]+$"', '"^[A-Za-z0-9+$"'),
    });
    const result = await checkBrandFolder(dir);
    expect(result.errors.map((e) => [e.line, e.pointer])).toEqual(
      expect.arrayContaining([
        [18, '/theme/light/primary'],
        [33, '/assets/paymentIcons/1'],
        [6, '/username/acceptedPattern'],
      ]),
    );
    expect(formatFinding(result.errors.find((e) => e.pointer === '/theme/light/primary'))).toMatch(/case-\d+\/brand\.json:18 {2}\/theme\/light\/primary {2}must be a colour/);
  });
});

describe('brand check: contrast warnings', () => {
  it('a member label whose text does not read on its background is a warning with the ratio', async () => {
    const dir = brokenCopy({ 'fixtures/accounts.json': replace('"color": "#3B2A00"', '"color": "#D9B030"') });
    const result = await checkBrandFolder(dir);
    expect(result.ok).toBe(true);
    const w = result.warnings.find((x) => x.pointer.endsWith('/clubLabel'));
    expect(w).toMatchObject({ file: expect.stringMatching(/fixtures\/accounts\.json$/), line: 64, required: 4.5 });
    expect(w.ratio).toBeLessThan(4.5);
    expect(w.message).toMatch(/member label "Gold": text on its background is 1\.\d\d:1 \(#D9B030 on #F5C542\), WCAG AA needs 4\.5:1/);
  });
});

describe('brand check: the logo on the header', () => {
  it("a light logo drawn in the light header's own colour is a warning on that logo, with the ratio", async () => {
    // the header seed the template's light logo flame is painted in
    const dir = brokenCopy({ 'brand.json': replace('"background": "#fffaf5",', '"background": "#fffaf5",\n      "header": "#c2410c",') });
    const result = await checkBrandFolder(dir);
    expect(result.ok).toBe(true);
    const logo = result.warnings.filter((w) => w.pointer === '/assets/logo/light');
    expect(logo.map((w) => w.message)).toEqual([
      'light mode: part of the logo (#c2410c) all but vanishes on the header (#c2410c): 1.00:1',
      'light mode: part of the logo (#b91c1c) all but vanishes on the header (#c2410c): 1.25:1',
    ]);
    expect(logo[0]).toMatchObject({ ratio: 1, required: 1.5 });
  });

  it.each(allBrandFolders().map((d) => [d]))('%s: its logos stand out from its headers', async (dir) => {
    const result = await checkBrandFolder(dir);
    expect(result.warnings.filter((w) => w.pointer.startsWith('/assets/logo/'))).toEqual([]);
  });
});

describe('brand:check CLI', () => {
  const run = (...args) => spawnSync(process.execPath, [join(ROOT, 'scripts/brand-check.mjs'), ...args], { encoding: 'utf8' });

  it('exits 0 on clean folders and prints the time per brand', () => {
    const r = run(TEMPLATE_DIR);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/✓ template {2}ok {2}\(\d+ ms\)/);
  });

  it('exits 1 on errors; --json lists them with file, line and pointer', () => {
    const dir = brokenCopy({ 'brand.json': replace('"default": "EN"', '"default": "TY"') });
    const r = run(dir, TEMPLATE_DIR, '--json');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.brands.map((b) => b.ok)).toEqual([false, true]);
    expect(out.brands[0].errors).toContainEqual(expect.objectContaining({ line: 42, pointer: '/languages/default' }));
  });
});
