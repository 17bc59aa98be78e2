import { describe, expect, it } from 'vitest';
import { isSafeHref } from './safeHref';

describe('isSafeHref', () => {
  const cases: Array<[unknown, boolean]> = [
    ['https://example.com/promo', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/a?b=c#d', true],
    ['/promotions', true],
    ['/promoDetail?id=3', true],
    ['/', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['mailto:a@b.c', false],
    ['ftp://example.com', false],
    ['https://', false],
    ['https:/example.com', false],
    ['promotions', false],
    ['./promotions', false],
    ['../x', false],
    ['#top', false],
    ['', false],
    [' /promotions', false],
    ['/promo tions', false],
    ['https://exa mple.com', false],
    [null, false],
    [undefined, false],
    [42, false],
  ];

  it.each(cases)('%j -> %s', (input, expected) => {
    expect(isSafeHref(input as string)).toBe(expected);
  });
});
