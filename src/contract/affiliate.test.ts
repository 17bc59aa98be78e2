import { describe, expect, it } from 'vitest';
import { affiliateCodeOf, referralCodeOf } from './affiliate';

const domains = ['brand.example.test', 'www.brand.example.test', 'brand.localhost:4173'];

describe('affiliateCodeOf', () => {
  it.each([
    ['brand.example.test', '?affiliateCode=AFF01', 'AFF01'],
    ['aff01.brand.example.test', '', 'aff01'],
    ['aff01.brand.localhost', '', 'aff01'],
    ['www.brand.example.test', '', ''],
    ['brand.example.test', '', ''],
    ['aff01.other.example.test', '', ''],
    ['aff01.brand.example.test', '?affiliateCode=QUERY1', 'QUERY1'],
    ['brand.example.test', '?affiliateCode=<script>', ''],
  ])('%s%s -> %j', (hostname, search, code) => {
    expect(affiliateCodeOf({ hostname, search }, domains)).toBe(code);
  });
});

describe('referralCodeOf', () => {
  it.each([
    ['?referralCode=FRIEND1', 'FRIEND1'],
    ['?r=FRIEND2', 'FRIEND2'],
    ['?referralCode=%20FRIEND3%20', 'FRIEND3'],
    ['?r=a b', ''],
    ['', ''],
  ])('%s -> %j', (search, code) => {
    expect(referralCodeOf({ search })).toBe(code);
  });
});
