/**
 * Issue 19: the password reset's code send (CHNGPASSVERIF3) asks for the human check like the
 * log-in and the registration: where GEETEST3 is on (tide) the platform's puzzle of product `sms`
 * (designed: src/contract/codeSend.ts), refused with a wrong answer and passed with the right one;
 * without it (aurora) the client's slider as before.
 */
import type { Page } from '@playwright/test';
import { FLAG } from '../../src/contract/flags';
import { freshMobile, sendRefusedThenSent, slide } from './accounts';
import { BRAND_CODES, brandDocs, brandFlag, brandsCovering, expect, flagOf, loggedInOnly, openBrand, test } from './support';

/** The forgotten-password dialog on its phone tab, from the log-in popup. */
async function openPhoneReset(page: Page, code: string) {
  await openBrand(page, code, loggedInOnly(brandDocs(code)) ? '/login' : '/');
  if (!loggedInOnly(brandDocs(code))) await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('login-forgot').click();
  const forget = page.getByTestId('forget-password-modal');
  await forget.getByTestId('forget-tab-phone').click();
  return forget;
}

// brands with the reset by phone, with the platform's puzzle and without (tide, aurora)
const BRANDS = brandsCovering([flagOf(FLAG.GEETEST)], BRAND_CODES.filter((code) => flagOf(FLAG.PHONE_PASSWORD_RESET)(code)));

for (const code of BRANDS) {
  const geetest = brandFlag(brandDocs(code), FLAG.GEETEST);

  test(`password reset by phone · ${code}: the code's send waits for the ${geetest ? "platform's puzzle: refused, then sent" : "client's slider"}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const forget = await openPhoneReset(page, code);
    await forget.getByTestId('forget-field-mobileNum').fill(freshMobile(code));
    const send = forget.getByTestId('forget-sms-send');
    if (!geetest) {
      await send.click();
      await expect(forget.getByText('Slide the handle to the end first.')).toBeVisible();
      await expect(forget.getByTestId('forget-slider')).not.toHaveAttribute('data-target', /.*/);
      await slide(page, 'forget-slider');
      await send.click();
      await expect(send).toHaveText(/Code sent \(\d+:\d\d\)/);
      return;
    }
    await sendRefusedThenSent(page, forget, 'forget-slider', send, '/wps/verification/sms/noLogin');
  });
}
