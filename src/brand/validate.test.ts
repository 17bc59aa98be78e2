import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAD_COLOURS, BAD_URLS, BROKEN, GOOD_COLOURS, GOOD_URLS, accent, assetsAt, changed, rawBase as raw, type RawDocs as Raw } from './brokenDocs';
import { crossCheckBrand } from './crossChecks';
import { BRAND_CODES, brandCodes, rawBrandDocuments } from './testDocs';
import { validateBrandDocuments, type DocumentError } from './validate';
import { validateDocument } from './validateDocument';

function broken(mutate: (d: Raw) => void): DocumentError[] {
  const result = validateBrandDocuments(changed(mutate));
  if (!result.ok) return result.errors;
  throw new Error('expected the documents to be invalid');
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
  it.each(BROKEN)('%s', (_name, mutate, expected) => {
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
  const logoWith = (url: string) => validateBrandDocuments(changed(assetsAt(url)));

  it.each(GOOD_URLS)('accepts %s', (url) => {
    expect(logoWith(url).ok).toBe(true);
  });

  it.each(BAD_URLS)('rejects %j', (url) => {
    const result = logoWith(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toEqual({ document: 'manifest', pointer: '/assets/logo/dark', message: 'must be an http(s) URL or a same-origin path' });
  });

  const colourResult = (colour: string) => validateBrandDocuments(changed(accent(colour)));

  it.each(GOOD_COLOURS)('accepts colour %s', (c) => {
    expect(colourResult(c).ok).toBe(true);
  });

  it.each(BAD_COLOURS)('rejects colour %j', (c) => {
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
