import { describe, expect, it } from 'vitest';
import { resolveMerchant, type BrandIndex } from './resolveMerchant';

const index: BrandIndex = {
  default: 'alpha',
  brands: [
    { code: 'alpha', domains: ['alpha.example'] },
    { code: 'beta', domains: ['www.beta-play.example', 'beta-play.example'] },
  ],
};

describe('resolveMerchant', () => {
  it.each([
    { name: 'query wins over host', host: 'alpha.localhost', search: '?merchant=beta', stored: null, code: 'beta' },
    { name: 'brand domain', host: 'www.beta-play.example', search: '', stored: 'alpha', code: 'beta' },
    { name: 'domain match ignores case', host: 'WWW.Beta-Play.example', search: '', stored: null, code: 'beta' },
    { name: '<code>.localhost', host: 'beta.localhost', search: '', stored: null, code: 'beta' },
    { name: 'remembered for the tab', host: 'localhost', search: '', stored: 'beta', code: 'beta' },
    { name: 'stale remembered code', host: 'localhost', search: '', stored: 'gone', code: 'alpha' },
    { name: 'default', host: '127.0.0.1', search: '', stored: null, code: 'alpha' },
    { name: 'a sub-domain that is no brand', host: 'www.localhost', search: '', stored: null, code: 'alpha' },
  ])('$name', ({ host, search, stored, code }) => {
    expect(resolveMerchant({ hostname: host, search }, index, stored)).toEqual({ ok: true, code });
  });

  it('refuses an unknown ?merchant= instead of silently showing another brand', () => {
    expect(resolveMerchant({ hostname: 'localhost', search: '?merchant=nope' }, index, null)).toEqual({
      ok: false,
      reason: 'unknown',
      asked: 'nope',
    });
  });
});
