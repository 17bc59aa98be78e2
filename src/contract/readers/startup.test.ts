import { describe, expect, it } from 'vitest';
import { readCountries, readDomainRoutes, type Countries, type DomainRoutes } from './startup';

const PH = { code: 'PH', dialingCode: '63' };
const VN = { code: 'VN', dialingCode: '84' };

describe('readCountries', () => {
  it.each<[string, unknown, Countries]>([
    ['the store shape', { countries: [{ countryCode: 'PH', countryDialingCode: '63' }, { countryCode: 'VN', countryDialingCode: '84' }], currentCountryCode: { countryCode: 'VN', countryDialingCode: '84' } }, { countries: [PH, VN], current: VN }],
    ['a bare list: the first is current', [{ countryCode: 'ph', countryDialingCode: 63 }, { countryCode: 'VN', countryDialingCode: '+84' }], { countries: [PH, VN], current: PH }],
    ['a current entry the list lacks goes first', { countries: [{ countryCode: 'PH', countryDialingCode: '63' }], current: { countryCode: 'VN', countryDialingCode: '84' } }, { countries: [VN, PH], current: VN }],
    ['bad entries dropped', { countries: [{ countryCode: 'PHL', countryDialingCode: '63' }, { countryCode: 'PH', countryDialingCode: '63a' }, null, { countryCode: 'PH', countryDialingCode: '63' }, { countryCode: 'PH', countryDialingCode: '63' }] }, { countries: [PH], current: PH }],
    ['nothing', null, { countries: [], current: null }],
  ])('%s', (_name, raw, expected) => {
    expect(readCountries(raw)).toEqual(expected);
  });
});

describe('readDomainRoutes', () => {
  it.each<[string, unknown, DomainRoutes]>([
    ['domains as objects, names and URLs', { domainList: [{ domain: 'Aff1.Example.test', speed: 0 }, 'aff2.example.test', 'https://aff3.example.test/path', { url: 'aff1.example.test' }], resources: [] },
      { domains: ['aff1.example.test', 'aff2.example.test', 'aff3.example.test'], resources: [] }],
    ['unsafe or odd entries dropped', { domainList: ['javascript:alert(1)', 'http://plain.example.test', 'localhost', '', 5, { domain: 'a b.test' }] }, { domains: [], resources: [] }],
    ['download resources with QR codes', { resources: [
      { resourceType: 'Android', url: 'https://dl.example.test/app.apk', qrCodeUrl: 'https://dl.example.test/qr.png' },
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/app.mobileconfig', qrCodeUrl: 'javascript:x' },
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { url: 'https://dl.example.test/x' },
    ] }, { domains: [], resources: [
      { type: 'Android', url: 'https://dl.example.test/app.apk', qrCodeUrl: 'https://dl.example.test/qr.png', label: null },
      { type: 'MOBILECONFIG', url: 'https://dl.example.test/app.mobileconfig', qrCodeUrl: null, label: null },
    ] }],
    ['nothing', 'x', { domains: [], resources: [] }],
  ])('%s', (_name, raw, expected) => {
    expect(readDomainRoutes(raw)).toEqual(expected);
  });
});
