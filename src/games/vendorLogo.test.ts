import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../brand/model';
import { uniqueVendors, vendorLogoUrl } from './vendorLogo';
import { vendorLogoType } from '../contract/gameCategories';

describe('vendorLogoUrl', () => {
  it.each([
    ['SV3', 'SPORTS'],
    ['N2', 'LIVE'],
    ['PT', 'RNG'],
    ['AG', 'RNG'],
    ['IBC', 'RNG'],
    ['sv3', 'RNG'],
  ] as const)('%s lives under %s', (vendor, type) => {
    expect(vendorLogoType(vendor)).toBe(type);
    expect(vendorLogoUrl('https://cdn.example', vendor)).toBe(
      `https://cdn.example/TCG_PROD_IMAGES/${type}_LIST_VENDOR/${vendor}-COLOR.png`,
    );
  });

  it('drops a trailing slash of the CDN', () => {
    expect(vendorLogoUrl('https://cdn.example/', 'PT')).toBe('https://cdn.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PT-COLOR.png');
  });
});

describe('uniqueVendors', () => {
  const v = (code: string) => ({ code, displayName: code, smallIcon: null, isHot: false, gameType: 'RNG' });
  it('lists each vendor once, in menu order', () => {
    const categories: MenuCategory[] = [
      { category: 'RNG', route: '/rng', vendors: [v('PT'), v('AG')], hasFlyout: true },
      { category: 'LIVE', route: '/live', vendors: [v('AG'), v('N2')], hasFlyout: true },
      { category: 'SPORTS', route: '/sports', vendors: [], hasFlyout: true },
    ];
    expect(uniqueVendors(categories)).toEqual(['PT', 'AG', 'N2']);
    expect(uniqueVendors([])).toEqual([]);
  });
});
