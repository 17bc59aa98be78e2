import { describe, expect, it } from 'vitest';
import { readIframeUrl, readMerchantWallet, type MerchantWallet } from './merchantWallet';

describe('readMerchantWallet', () => {
  it.each<[string, unknown, MerchantWallet | null]>([
    ['the preview\'s reply', { isSingle: true, currency: 'php', balance: 12500.75 }, { single: true, currency: 'PHP', balance: 12500.75, iframeUrl: null }],
    ['a mode as "0", an amount as text', { isSingle: '0', balance: '1,200.50' }, { single: false, currency: null, balance: '1,200.50', iframeUrl: null }],
    ['a wallet type and the merchant\'s page', { walletType: 'seamless', iframeUrl: ' https://games.merchant.example.test/lobby?x=1 ' },
      { single: true, currency: null, balance: null, iframeUrl: 'https://games.merchant.example.test/lobby?x=1' }],
    ['an unsafe page and an odd amount are dropped', { isSingle: 1, iframeUrl: 'javascript:alert(1)', balance: '12abc' }, { single: true, currency: null, balance: null, iframeUrl: null }],
    ['nothing it knows', { foo: 1 }, null],
    ['not an object', 'x', null],
  ])('%s', (_name, raw, expected) => {
    expect(readMerchantWallet(raw)).toEqual(expected);
  });
});

describe('readIframeUrl', () => {
  it.each<[unknown, string | null]>([
    ['https://a.example.test/p', 'https://a.example.test/p'],
    ['/seamless', null],
    ['http://a.example.test/', null],
    ['https://user:pw@a.example.test/', null],
    ['data:text/html,<script>1</script>', null],
    [42, null],
  ])('%s -> %s', (raw, expected) => {
    expect(readIframeUrl(raw)).toBe(expected);
  });
});
