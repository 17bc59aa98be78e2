// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { click, settle } from '../../ui/testing/events';
import { calls, installPlatform } from '../../ui/testing/fakePlatform';
import { renderWithProviders } from '../../ui/testing/renderWithProviders';
import type { HumanCheckGate } from './HumanCheckGate';
import { PhoneAuthError } from './phoneAuth/adapter';
import { SmsCodeButton, type CodeSender } from './SmsCodeButton';
import { testBrand } from './testBrand';

afterEach(() => {
  document.body.innerHTML = '';
});

const passedGate: HumanCheckGate = { server: false, passed: true, answer: null, demand: () => true, renew: () => undefined, element: null };
const button = () => document.body.querySelector<HTMLButtonElement>('[data-testid="send"]')!;

async function render(sender: CodeSender) {
  installPlatform(() => ({ body: { success: true, value: { expiredMinutes: 5 } } }));
  calls.length = 0;
  await renderWithProviders(<SmsCodeButton purpose="register" testId="send" gate={passedGate} getMobile={async () => '09170000001'} sender={sender} />, { brand: testBrand() });
  await click(button());
  // the click is throttled, then the send resolves
  for (let i = 0; i < 50 && button().textContent === 'Get code'; i++) await settle(30);
}

describe('SmsCodeButton with another sender (the phone-auth service on the registration)', () => {
  it("counts down the sender's seconds and never calls the platform's SMS code", async () => {
    const sent: string[] = [];
    await render({ send: async (mobile, dial) => (sent.push(`${dial} ${mobile}`), 60), errorText: String, holdAfter: () => 0 });
    expect(sent).toEqual(['63 09170000001']);
    expect(button().textContent).toMatch(/^Code sent \((1:00|0:59)\)$/);
    expect(button().disabled).toBe(true);
    expect(calls.filter((c) => c.includes('/verification/sms'))).toEqual([]);
  });

  it("a refusal shows the sender's words and holds the button as long as the sender says", async () => {
    await render({
      send: () => Promise.reject(new PhoneAuthError('tooManyRequests')),
      errorText: () => 'Too many requests. Please try again after 5 minutes.',
      holdAfter: (e) => (e instanceof PhoneAuthError && e.reason === 'tooManyRequests' ? 300 : 0),
    });
    expect(button().textContent).toBe('Try again in 5:00');
    expect(button().disabled).toBe(true);
    expect(document.body.querySelector('[data-testid="sms-error-dialog"]')?.textContent).toContain('Too many requests. Please try again after 5 minutes.');
  });

  it('a refusal without a hold leaves the button ready for another try', async () => {
    await render({ send: () => Promise.reject(new PhoneAuthError('invalidNumber')), errorText: () => 'The phone number is not valid.', holdAfter: () => 0 });
    for (let i = 0; i < 50 && !document.body.querySelector('[data-testid="sms-error-dialog"]'); i++) await settle(30);
    expect(document.body.querySelector('[data-testid="sms-error-dialog"]')?.textContent).toContain('The phone number is not valid.');
    expect(button().textContent).toBe('Get code');
    expect(button().disabled).toBe(false);
  });
});
