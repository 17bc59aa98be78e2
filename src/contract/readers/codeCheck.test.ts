/**
 * Boot's checks in code, held against the schemas' every-error checks section by section: never
 * stricter (what a schema accepts, boot accepts), and as strict at every sink (a hostile URL,
 * colour, host name, language code or tag id is refused by both).
 */
import { describe, expect, it } from 'vitest';
import { sectionCheck } from '../sectionChecks';
import { BAD_COLOURS, GOOD_COLOURS, GOOD_URLS, HOSTILE_URLS } from '../testVectors';
import type { SectionName } from './check';
import { codeCheck } from './codeCheck';

const seeds = { primary: '#123456', accent: '#abcdef' };
const good: Array<[SectionName, unknown]> = [
  ['manifest.domains', ['a.example', 'b.example:8080']],
  ['manifest.domains', []],
  ['manifest.theme', { defaultMode: 'light', dark: seeds, light: { ...seeds, background: 'rgb(1, 2, 3)', surface: 'hsla(1, 2%, 3%, 0.5)' } }],
  ['manifest.assets', { logo: { dark: '/l.png', light: 'https://cdn.example/l.png' }, paymentIcons: ['/1', '/2', '/3', '/4'] }],
  ['manifest.assets', { logo: { dark: '/l.png', light: '/l.png' }, favicon: '/f.ico', responsibility: '/r.png', paymentIcons: ['/1', '/2', '/3', '/4'] }],
  ['manifest.languages', { supported: ['EN', 'PT-BR', 'zh_CN'], default: 'EN' }],
  ['manifest.footer', { about: { EN: 'About', TY: 'Tungkol' }, copyright: '© X' }],
  ['manifest.footer', { about: {}, copyright: '' }],
  ['manifest.lottery', { prizeMode: 'SEA' }],
  ['manifest.layout', { embeddedShowsBars: false }],
  ['manifest.loginedToHomePage', true],
  ['manifest.vendorCategories', { ESPORTS: ['AV', 'IMES'], COCKFIGHT: [] }],
  ['manifest.vendorCategories', {}],
  ['manifest.currency', { code: 'TLB' }],
  ['manifest.registration', { bonusAmount: '₱500' }],
  ['manifest.registration', {}],
  ['permission.location', { ip: '203.0.113.7', country: null }],
  ['permission.resource', { resourceType: 'Android', url: 'https://a.example/app.apk', qrCodeUrl: null, labelNameEn: null }],
  ['permission.resource', { resourceType: 'FACEBOOK', url: '/x' }],
  ['permission.customerService', { type: 3, path: 'abc', csType: 'VIP' }],
  ['permission.customerService', { type: '3', path: '' }],
  ['permission.analytics', { gtagId: 'G-ABC123' }],
  ['permission.analytics', { gtagId: '' }],
  ['permission.analytics', { gtagId: null }],
  ['permission.cdnBase', 'https://img.example'],
  ['permission.cdnBase', '/cdn'],
  ['permission.domainRoute', 'aff.example'],
  ['permission.domainRoute', ['aff.example', 'https://aff.example/r']],
  ['permission.mainDomain', 'main.example'],
];

const bad: Array<[SectionName, unknown, string]> = [
  ['manifest.domains', ['a.example/path'], '/0'],
  ['manifest.domains', 'a.example', ''],
  ['manifest.theme', { defaultMode: 'dim', dark: seeds, light: seeds }, '/defaultMode'],
  ['manifest.theme', { defaultMode: 'dark', dark: { accent: '#fff' }, light: seeds }, '/dark/primary'],
  ['manifest.assets', { logo: { dark: '/l.png' }, paymentIcons: [] }, '/logo/light'],
  ['manifest.languages', { supported: [], default: 'EN' }, '/supported'],
  ['manifest.languages', { supported: ['EN'], default: '<b>' }, '/default'],
  ['manifest.footer', { about: { '<b>': 'x' }, copyright: '' }, '/about/<b>'],
  ['manifest.footer', { about: { EN: 1 }, copyright: '' }, '/about/EN'],
  ['manifest.lottery', { prizeMode: 'BINGO' }, '/prizeMode'],
  ['manifest.layout', { embeddedShowsBars: 'true' }, '/embeddedShowsBars'],
  ['manifest.loginedToHomePage', 'yes', ''],
  ['manifest.vendorCategories', { ESPORTS: 'AV' }, '/ESPORTS'],
  ['manifest.currency', {}, '/code'],
  ['manifest.registration', { bonusAmount: '' }, '/bonusAmount'],
  ['manifest.registration', { bonusAmount: 500 }, '/bonusAmount'],
  ['permission.location', { ip: 7 }, '/ip'],
  ['permission.resource', { resourceType: '', url: '/x' }, '/resourceType'],
  ['permission.customerService', { type: 'x', path: '' }, '/type'],
  ['permission.customerService', { type: 3 }, '/path'],
  ['permission.analytics', { gtagId: 'G-1"]' }, '/gtagId'],
  ['permission.analytics', { gtagId: '<script>' }, '/gtagId'],
  ['permission.domainRoute', ['aff.example', 'javascript:alert(1)'], '/1'],
  ['permission.mainDomain', 'main.example/x', ''],
];

describe('codeCheck', () => {
  it.each(good)('%s accepts %j, as its schema does', (section, value) => {
    expect(sectionCheck(section, value, '/at')).toEqual([]);
    expect(codeCheck(section, value, '/at')).toEqual([]);
  });

  it.each(bad)('%s refuses %j at %s, as its schema does', (section, value, pointer) => {
    expect(sectionCheck(section, value, '/at')).not.toEqual([]);
    expect(codeCheck(section, value, '/at').map((f) => f.pointer)).toContain(`/at${pointer}`);
  });

  describe('URL sinks: the URL rule', () => {
    const urlSinks: Array<[SectionName, (u: unknown) => unknown]> = [
      ['manifest.assets', (u) => ({ logo: { dark: u, light: '/l' }, paymentIcons: [] })],
      ['manifest.assets', (u) => ({ logo: { dark: '/l', light: '/l' }, favicon: u, paymentIcons: [] })],
      ['manifest.assets', (u) => ({ logo: { dark: '/l', light: '/l' }, paymentIcons: ['/1', u] })],
      ['permission.resource', (u) => ({ resourceType: 'Android', url: u })],
      ['permission.resource', (u) => ({ resourceType: 'Android', url: '/x', qrCodeUrl: u })],
      ['permission.cdnBase', (u) => u],
    ];
    it.each(HOSTILE_URLS.flatMap((u) => urlSinks.map(([s, at]): [string, SectionName, unknown] => [u, s, at(u)])))('refuses %j in %s', (_u, section, value) => {
      expect(codeCheck(section, value, '')).not.toEqual([]);
    });
    it.each(GOOD_URLS.flatMap((u) => urlSinks.map(([s, at]): [string, SectionName, unknown] => [u, s, at(u)])))('accepts %j in %s', (_u, section, value) => {
      expect(codeCheck(section, value, '')).toEqual([]);
    });
  });

  describe('colour sinks: the colour rule', () => {
    const theme = (c: unknown) => ({ defaultMode: 'dark', dark: { ...seeds, surface: c }, light: seeds });
    it.each(BAD_COLOURS)('refuses the seed %j', (c) => {
      expect(codeCheck('manifest.theme', theme(c), '')).not.toEqual([]);
      expect(sectionCheck('manifest.theme', theme(c), '')).not.toEqual([]);
    });
    it.each(GOOD_COLOURS)('accepts the seed %j', (c) => {
      expect(codeCheck('manifest.theme', theme(c), '')).toEqual([]);
      expect(sectionCheck('manifest.theme', theme(c), '')).toEqual([]);
    });
  });

  it('leaves the lanes to readLanes, which reads them field by field', () => {
    expect(codeCheck('lanes.card', { vassalage: 7 }, '')).toEqual([]);
  });
});
