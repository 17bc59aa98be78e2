// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ty from '../../locales/ty.json';
import vi from '../../locales/vi.json';
import { ApiError } from '../api/errors';
import { renderWithProviders } from './testing/renderWithProviders';
import { useErrorText } from './StatusMessage';
import { PLATFORM_ERROR_KEYS } from './platformErrors';

afterEach(() => {
  document.body.innerHTML = '';
});

function Shown({ error }: { error: unknown }) {
  return <p>{useErrorText()(error)}</p>;
}

const platform = (errorCode: string, message: string, status = 200) => new ApiError({ kind: 'platform', message, path: '/wps/session/login', status, errorCode });

async function shown(error: unknown): Promise<string> {
  await renderWithProviders(<Shown error={error} />, { brand: {} as never });
  return document.body.querySelector('p')!.textContent!;
}

function text(locale: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), locale);
}

describe('a refusal the site knows is worded in the player\'s language, not the platform\'s English', () => {
  it.each<[string, string, string]>([
    ['USER_NOT_EXIST', 'username does not exist', 'username/email does not exist'],
    ['us_forbidden_login_error', 'Non-member login refused', 'This account is not a member of this site and cannot log in here.'],
    ['password.error', 'Old password is wrong', 'Wrong password'],
    ['captcha.error', '验证码错误', 'Captcha error'],
    ['geetest_captcha_err', 'geetest fail', 'The security check failed. Please try again.'],
    ['function.not.available', 'Agents only', 'This function is not available right now.'],
    ['system.busy', 'busy', 'System busy, please try again later.'],
    ['invalid.password', 'The password is wrong', 'Wrong password'],
    ['invalid.pw', 'The password is wrong', 'Wrong password'],
    ['invalid.payment.pw', 'The current payment password is wrong', 'The payment password is wrong.'],
    ['not.exists.payment.password', 'No payment password', 'Set a payment password first.'],
    ['insufficient.balance', 'Insufficient balance', 'Insufficient balance.'],
  ])('%s', async (code, message, expected) => {
    expect(await shown(platform(code, message))).toBe(expected);
  });

  it('the table above covers every code of the map', () => {
    expect(Object.keys(PLATFORM_ERROR_KEYS).sort()).toEqual(
      ['USER_NOT_EXIST', 'us_forbidden_login_error', 'password.error', 'captcha.error', 'geetest_captcha_err', 'function.not.available', 'system.busy', 'invalid.password', 'invalid.pw', 'invalid.payment.pw', 'not.exists.payment.password', 'insufficient.balance'].sort(),
    );
  });

  it.each(Object.entries(PLATFORM_ERROR_KEYS))('%s has its own words in Filipino and Vietnamese (%s)', (_code, key) => {
    const english = text(en, key);
    expect(typeof english).toBe('string');
    for (const locale of [ty, vi]) {
      expect(typeof text(locale, key)).toBe('string');
      expect(text(locale, key)).not.toBe(english);
    }
  });
});

describe('everything else', () => {
  it.each<[string, unknown, string]>([
    ['an unknown code: the platform\'s message, which may be in the player\'s language already', platform('promo.code.expired', 'Nag-expire na ang promo code'), 'Nag-expire na ang promo code'],
    ['an unknown code without a message: ours', platform('promo.code.expired', ''), 'Unknown error.'],
    ['a session the platform ended (login.not.session)', platform('login.not.session', '请先登入用户账号'), 'Not logged in, please log in.'],
    ['a session the platform ended (HTTP 401)', platform('', 'Unauthorized', 401), 'Not logged in, please log in.'],
    ['a network failure: ours', new ApiError({ kind: 'network', message: 'fetch failed', path: '/x' }), 'Network link abnormal. Please check your connection.'],
  ])('%s', async (_name, error, expected) => {
    expect(await shown(error)).toBe(expected);
  });
});
