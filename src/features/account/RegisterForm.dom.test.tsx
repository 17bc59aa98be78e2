// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginModal from './LoginModal';
import { RegisterForm } from './RegisterForm';
import RegisterPage from './RegisterPage';
import { act } from 'react';
import { click, settle, type } from '../../ui/testing/events';
import { calls, installPlatform } from '../../ui/testing/fakePlatform';
import { renderWithProviders } from '../../ui/testing/renderWithProviders';
import { field, testBrand } from './testBrand';

// renderWithProviders gives the components every English string at once: the site's loading of
// the strings beyond the popup's (with the register tab) has nothing to add here
vi.mock('../../i18n', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../i18n')>()), loadAllStrings: () => Promise.resolve() }));

const q = <E extends Element = Element>(sel: string) => document.body.querySelector<E>(sel);
const texts = (sel: string) => Array.from(document.body.querySelectorAll(sel)).map((e) => e.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

/** Every platform call is refused with the platform's own message. */
const refuse = () => installPlatform(() => ({ body: { success: false, errorCode: 'register.refused', message: 'Platform says no' } }));

/** Waits (act-wrapped) until `check` holds, up to 3 s. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await settle(30);
}

async function key(el: Element | null, k: string) {
  if (!(el instanceof HTMLElement)) throw new Error('no element');
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });
}

const fields = [
  field('username', { required: true, patternId: 4, min: 6, max: 12 }),
  field('password', { required: true, patternId: 0, min: 6, max: 20 }),
  field('confirmPassword', { required: true, patternId: 0, min: 6, max: 20 }),
  field('email', { patternId: 3 }),
  field('referralCode'),
];

describe('RegisterForm', () => {
  it('renders the brand fields in order with a star on required placeholders', async () => {
    await renderWithProviders(<RegisterForm variant="page" />, { brand: testBrand({ registration: { fields } }) });
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('[data-testid^="register-field-"]:not([type="checkbox"])'));
    expect(inputs.map((i) => i.dataset.testid)).toEqual([
      'register-field-username', 'register-field-password', 'register-field-confirmPassword', 'register-field-email', 'register-field-referralCode',
    ]);
    expect(inputs.map((i) => i.placeholder)).toEqual(['* Username', '* Password', '* Confirm password', 'Email', 'Referral code']);
  });

  it('validates: required, pattern with bounds, inconsistent twice, terms; then shows the platform\'s refusal', async () => {
    refuse();
    await renderWithProviders(<RegisterForm variant="page" />, { brand: testBrand({ registration: { fields } }) });
    await click(q('button[type="submit"]'));
    expect(texts('p')).toEqual(expect.arrayContaining(['Username not empty', 'Password not empty', 'Please agree to the User Agreement']));
    expect(q('[role="alert"]')).toBeNull();

    await type(q('[data-testid="register-field-username"]'), 'ab');
    await type(q('[data-testid="register-field-password"]'), 'secret1');
    await type(q('[data-testid="register-field-confirmPassword"]'), 'secret2');
    await click(q('button[type="submit"]'));
    expect(texts('p')).toEqual(expect.arrayContaining(['Letters or digits only, 6-12 characters', 'inconsistent twice']));

    await type(q('[data-testid="register-field-username"]'), 'player01');
    await type(q('[data-testid="register-field-confirmPassword"]'), 'secret1');
    await click(q('[data-testid="register-field-terms"]'));
    await click(q('button[type="submit"]'));
    await until(() => q('[role="alert"]') !== null);
    expect(q('[role="alert"]')?.textContent).toBe('Platform says no');
    expect(calls.some((c) => c.startsWith('/wps/session/key/rsa'))).toBe(true);
  });

  it.each([
    [{ code: '63', editable: false, fromBrand: true }, '+63', true],
    [{ code: '62', editable: true, fromBrand: true }, '62', false],
  ])('mobile tab: the dialing code %j shows as %s (disabled: %s), with every enabled field but the username', async (dialingCode, shown, disabled) => {
    const mobileFields = [...fields, field('mobileNum', { required: true }), field('birthday', { required: true }), field('nickname', { required: true })];
    await renderWithProviders(<RegisterForm variant="page" />, {
      brand: testBrand({ registration: { fields: mobileFields, tabs: ['mobile'], defaultTab: 'mobile', dialingCode } }),
    });
    await until(() => q('[data-testid="register-field-dialing-code"]') !== null);
    const code = q('[data-testid="register-field-dialing-code"]') as HTMLInputElement;
    expect(code.value).toBe(shown);
    expect(code.disabled).toBe(disabled);
    const names = Array.from(document.querySelectorAll<HTMLInputElement>('input[data-testid^="register-field-"]'))
      .map((i) => i.dataset.testid!.slice('register-field-'.length))
      .filter((n) => n !== 'terms' && n !== 'dialing-code');
    expect(names).toEqual(['mobileNum', 'verificationCode', 'email', 'referralCode', 'birthday', 'nickname']);
    expect((q('[data-testid="register-field-birthday"]') as HTMLInputElement).type).toBe('date');
    if (!disabled) {
      await type(code, '+6');
      await click(q('button[type="submit"]'));
      expect(texts('p')).toEqual(expect.arrayContaining(['The dialing code is 1 to 4 digits', 'Birthday not empty', 'Nickname not empty']));
    }
  });

  it('shows the mobile tab only when the brand has it, with number and code', async () => {
    await renderWithProviders(<RegisterForm variant="modal" />, { brand: testBrand({ registration: { fields, tabs: ['username', 'mobile'], defaultTab: 'username' } }) });
    expect(q('[data-testid="register-tab-mobile"]')).not.toBeNull();
    await click(q('[data-testid="register-tab-mobile"]'));
    expect(q('[data-testid="register-field-mobileNum"]')).not.toBeNull();
    expect(q('[data-testid="register-field-verificationCode"]')).not.toBeNull();
    expect(q('[data-testid="register-field-username"]')).toBeNull();
  });
});

describe('RegisterForm: age and payment password rules', () => {
  const adult = new Date();
  const birthdayAged = (years: number) => `${adult.getFullYear() - years}-01-01`;
  const ruleFields = [
    field('username', { required: true, patternId: 4, min: 6, max: 12 }),
    field('password', { required: true, patternId: 0, min: 6, max: 20 }),
    field('birthday', { patternId: 11 }),
    field('paymentPassword', { required: false, patternId: 0, min: 6, max: 20 }),
  ];
  const fill = async (birthday: string) => {
    await type(q('[data-testid="register-field-username"]'), 'player01');
    await type(q('[data-testid="register-field-password"]'), 'secret1');
    await type(q('[data-testid="register-field-birthday"]'), birthday);
    await click(q('[data-testid="register-field-terms"]'));
  };

  it('requires the payment password whenever it is shown, even when the rule does not', async () => {
    refuse();
    await renderWithProviders(<RegisterForm variant="page" />, { brand: testBrand({ registration: { fields: ruleFields } }) });
    expect(q<HTMLInputElement>('[data-testid="register-field-paymentPassword"]')?.placeholder.startsWith('* ')).toBe(true);
    await fill(birthdayAged(30));
    await click(q('button[type="submit"]'));
    expect(texts('p').some((p) => p?.endsWith('not empty'))).toBe(true);
    expect(calls.some((c) => c.includes('/wps/member/register'))).toBe(false);
  });

  it('refuses under 18; asks under 21 and goes on only when the player confirms', async () => {
    refuse();
    await renderWithProviders(<RegisterForm variant="page" />, { brand: testBrand({ registration: { fields: ruleFields } }) });
    await fill(birthdayAged(16));
    await type(q('[data-testid="register-field-paymentPassword"]'), 'paypass1');
    await click(q('button[type="submit"]'));
    expect(texts('p')).toEqual(expect.arrayContaining(['You must be at least 18 years old.']));
    expect(q('[data-testid="register-age-confirm"]')).toBeNull();

    await type(q('[data-testid="register-field-birthday"]'), birthdayAged(19));
    await click(q('button[type="submit"]'));
    await until(() => q('[data-testid="register-age-confirm"]') !== null);
    expect(q('[data-testid="register-age-confirm"]')?.textContent).toContain('21');
    await click(q('[data-testid="register-age-confirm-cancel"]'));
    expect(q('[data-testid="register-age-confirm"]')).toBeNull();
    expect(calls.some((c) => c.startsWith('/wps/session/key/rsa'))).toBe(false);

    await click(q('button[type="submit"]'));
    await until(() => q('[data-testid="register-age-confirm"]') !== null);
    await click(q('[data-testid="register-age-confirm-confirm"]'));
    await until(() => q('[data-testid="register-status"]') !== null);
    expect(q('[data-testid="register-status"]')?.textContent).toBe('Platform says no');
  });
});

describe('RegisterPage', () => {
  it("prefills the referral code, states the brand's bonus amount, links home and to /help", async () => {
    await renderWithProviders(<RegisterPage />, { brand: testBrand({ registration: { fields, bonusAmount: '₱750' } }), path: '/register?referralCode=ABC123' });
    expect((q('[data-testid="register-field-referralCode"]') as HTMLInputElement).value).toBe('ABC123');
    expect(q('h1')?.textContent).toBe('Register now and receive ₱750');
    expect(q('a[href="/"]')).not.toBeNull();
    expect(q('a[href="/help"]')).not.toBeNull();
    await click(Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Reset') ?? null);
    expect((q('[data-testid="register-field-referralCode"]') as HTMLInputElement).value).toBe('');
  });

  it('a brand without a bonus amount gets a title without one', async () => {
    await renderWithProviders(<RegisterPage />, { brand: testBrand({ registration: { fields, bonusAmount: null } }) });
    expect(q('h1')?.textContent).toBe('Register now');
  });
});

describe('LoginModal', () => {
  it('has Login and Register tabs; SMS login only when the brand has it', async () => {
    refuse();
    await renderWithProviders(<LoginModal initialTab="login" />, { brand: testBrand({ login: { tabs: ['username'] }, registration: { fields } }) });
    expect(q('[data-testid="login-modal"]')).not.toBeNull();
    expect(q('[data-testid="login-tab-sms"]')).toBeNull();
    expect(q('[data-testid="login-field-username"]')).not.toBeNull();
    await click(q('[data-testid="login-submit"]'));
    expect(texts('p')).toEqual(expect.arrayContaining(['Username not empty', 'Password not empty']));
    await type(q('[data-testid="login-field-username"]'), ' player01 ');
    await type(q('[data-testid="login-field-password"]'), 'secret1');
    await click(q('[data-testid="login-submit"]'));
    // the slider check comes first
    expect(q('[role="alert"]')?.textContent).toBe('Slide the handle to the end first.');
    expect(calls.filter((c) => c.startsWith('/wps/session'))).toEqual([]);
    await key(q('[data-testid="login-slider-handle"]'), 'End');
    expect(q('[data-testid="login-slider"]')?.getAttribute('data-done')).toBe('true');
    await click(q('[data-testid="login-submit"]'));
    await until(() => q('[data-testid="login-status"]') !== null);
    expect(q('[data-testid="login-status"]')?.textContent).toBe('Platform says no');
    await click(q('[data-testid="login-modal-tab-register"]'));
    expect(q('[data-testid="register-form"]')).not.toBeNull();
  });

  it('opens on the register tab and shows the SMS tab when enabled', async () => {
    await renderWithProviders(<LoginModal initialTab="register" />, { brand: testBrand({ login: { tabs: ['username', 'sms'] }, registration: { fields } }) });
    expect(q('[data-testid="register-form"]')).not.toBeNull();
    await click(q('[data-testid="login-modal-tab-login"]'));
    await click(q('[data-testid="login-tab-sms"]'));
    expect(q('[data-testid="login-field-mobileNum"]')).not.toBeNull();
    expect(q('[data-testid="login-field-verificationCode"]')).not.toBeNull();
  });
});
