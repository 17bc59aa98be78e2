import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { readPromoConditions } from '../../contract/readers/rewards';
import { conditionText } from './promoCondition';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

describe('a promo code\'s unreached condition, as the platform sends it (unreachedConditions), in words', () => {
  it.each<[string, unknown, string]>([
    ['a deposit is money: two decimals, comma thousands', { condition: 'DEPOSIT', current: 0, target: 50000 }, 'Deposit: 0.00 of 50,000.00 reached'],
    ['turnover is money, amounts as strings', { condition: 'TURNOVER', current: '1234.5', target: '5,000' }, 'Turnover: 1,234.50 of 5,000.00 reached'],
    ['bets are a count', { condition: 'BET', current: 3, target: 1000 }, 'Bets: 3 of 1,000 reached'],
    ['a condition the site has no words for: its name, counted', { condition: 'LOGIN_DAYS', current: 2, target: 7 }, 'LOGIN_DAYS: 2 of 7 reached'],
  ])('%s', (_name, raw, expected) => {
    const [condition] = readPromoConditions({ unreachedConditions: [raw] });
    expect(conditionText(i18n.t, condition!)).toBe(expected);
  });
});
