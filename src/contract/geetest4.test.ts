import { describe, expect, it } from 'vitest';
import { geetest4Language, readGeetest4Validate, readGeetestId } from './geetest4';

describe('geetest4Language: the widget speaks the site\'s language where it can, else English', () => {
  it.each([
    ['EN', 'eng'],
    ['en', 'eng'],
    ['CN', 'zho'],
    ['zh-CN', 'zho'],
    ['TW', 'zho-tw'],
    ['zh-TW', 'zho-tw'],
    ['zh-HK', 'zho-hk'],
    ['JA', 'jpn'],
    ['ID', 'ind'],
    ['KO', 'kor'],
    ['PT', 'por'],
    ['ES', 'spa'],
    ['TY', 'eng'],
    ['VI', 'eng'],
    ['', 'eng'],
  ])('%s -> %s', (code, expected) => {
    expect(geetest4Language(code)).toBe(expected);
  });
});

describe('readGeetest4Validate: the widget\'s getValidate() as the five V4 fields', () => {
  const whole = { lot_number: 'lot-1', captcha_output: 'out/put+==', pass_token: 'pass_1', gen_time: '1700000000' };
  it.each<[string, unknown, string, object | null]>([
    ['a whole answer', whole, 'cid', { captcha_id: 'cid', ...whole }],
    ['gen_time as a number', { ...whole, gen_time: 1700000000 }, 'cid', { captcha_id: 'cid', ...whole }],
    ['unknown fields ignored', { ...whole, extra: 'x' }, 'cid', { captcha_id: 'cid', ...whole }],
    ['a field missing', { ...whole, pass_token: undefined }, 'cid', null],
    ['a field with markup', { ...whole, lot_number: '<b>' }, 'cid', null],
    ['an empty field', { ...whole, captcha_output: '' }, 'cid', null],
    ['a bad captcha id', whole, 'c id', null],
    ['not an object (cancelled: getValidate() gives false)', false, 'cid', null],
  ])('%s', (_name, raw, captchaId, expected) => {
    expect(readGeetest4Validate(raw, captchaId)).toEqual(expected);
  });
});

describe('readGeetestId: info.gw.GEETEST_ID as the V4 captcha id (designed)', () => {
  it.each<[string, unknown, unknown, string | null]>([
    ['V4', { GEETEST_ID: 'abc123', GEETEST_VERSION: '4' }, undefined, 'abc123'],
    ['V4 as v4.0', { GEETEST_ID: 'abc123', GEETEST_VERSION: 'v4.0' }, undefined, 'abc123'],
    ['V4 as a number', { GEETEST_ID: 'abc123', GEETEST_VERSION: 4 }, undefined, 'abc123'],
    ['no version: V4', { GEETEST_ID: 'abc123' }, undefined, 'abc123'],
    ['the SDK version says 4', { GEETEST_ID: 'abc123' }, '4', 'abc123'],
    ['V3 (a gt needs a server challenge)', { GEETEST_ID: 'abc123', GEETEST_VERSION: '3' }, undefined, null],
    ['the SDK version says 3', { GEETEST_ID: 'abc123' }, '3', null],
    ['an id with a quote', { GEETEST_ID: 'a"b' }, undefined, null],
    ['no gw', null, '4', null],
  ])('%s', (_name, gw, sdk, expected) => {
    expect(readGeetestId(gw, sdk)).toBe(expected);
  });
});
