/**
 * Issue 19: the human check on the registration and its SMS code's send, over brands that differ
 * in GEETEST3 (tide and ember on, aurora off). Where the flag is on the platform judges one puzzle
 * per call (product `sms` for the code's send, `register` for the register call): a wrong stop is
 * refused where it was made, a new puzzle follows, the gap passes. Without it the client's slider
 * guards the code's send and the platform asks for no puzzle.
 */
import { FLAG } from '../../src/contract/flags';
import { captchaAnswer, fillUsernameRegistration, freshMobile, openRegistration, sendRefusedThenSent, slide, wrongStop } from './accounts';
import { brandDocs, brandFlag, brandsCovering, expect, flagOf, flagSetOf, test } from './support';

const REFUSED = 'The security check failed. Please try again.';

// every pairing of the puzzle and the registration code the brands have (tide: both; ember: the puzzle alone; aurora: the code alone)
const BRANDS = brandsCovering([flagSetOf(FLAG.GEETEST, FLAG.MOBILE_REGISTER_VERIFICATION), flagOf(FLAG.CAPTCHA)]);

for (const code of BRANDS) {
  const docs = brandDocs(code);
  const geetest = brandFlag(docs, FLAG.GEETEST);
  const smsCode = brandFlag(docs, FLAG.MOBILE_REGISTER_VERIFICATION);
  const imageCaptcha = brandFlag(docs, FLAG.CAPTCHA);

  test.describe(`registration human check · ${code} (GEETEST3 ${geetest ? 'on' : 'off'}, CAPTCHA3 ${imageCaptcha ? 'on' : 'off'})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    });

    test('the SMS code send: refused with a wrong stop, then sent', async ({ page }) => {
      test.skip(!smsCode, 'the brand sends no registration code (REGMOBVERF3 off)');
      const form = await openRegistration(page, code);
      await form.getByTestId('register-field-mobileNum').fill(freshMobile(code));
      const send = form.getByTestId('register-sms-send');
      if (!geetest) {
        // the client's slider alone: no puzzle, and none for the register call
        await expect(form.getByTestId('register-slider')).not.toHaveAttribute('data-target', /.*/);
        await expect(form.getByTestId('register-sms-slider')).toHaveCount(0);
        await send.click();
        await expect(form.getByText('Slide the handle to the end first.')).toBeVisible();
        await slide(page, 'register-slider');
        await send.click();
        await expect(send).toHaveText(/Code sent \(\d+:\d\d\)/);
        return;
      }
      await sendRefusedThenSent(page, form, 'register-sms-slider', send, '/wps/verification/sms/register');
    });

    test('the register call: refused with a wrong stop, then the account is made', async ({ page }) => {
      const form = await openRegistration(page, code);
      await fillUsernameRegistration(page, code, form, { slideRegister: false });
      if (!geetest) {
        await expect(form.getByTestId('register-slider-loading')).toHaveCount(0);
        await form.getByTestId('register-submit').click();
        await expect(page.getByTestId('register-success-modal')).toBeVisible({ timeout: 15_000 });
        return;
      }
      const slider = form.getByTestId('register-slider');
      await form.getByTestId('register-submit').click();
      await expect(form.getByText('Slide the piece into the gap first.')).toBeVisible();
      await slide(page, 'register-slider', await wrongStop(slider));
      const refused = page.waitForResponse((r) => r.url().includes('/wps/member/register'));
      await form.getByTestId('register-submit').click();
      expect(((await (await refused).json()) as { errorCode: string }).errorCode).toBe('geetest_captcha_err');
      await expect(form.getByTestId('register-status')).toHaveText(REFUSED);
      await expect(slider).toHaveAttribute('data-done', 'false');
      await slide(page, 'register-slider');
      await form.getByTestId('register-submit').click();
      await expect(page.getByTestId('register-success-modal')).toBeVisible({ timeout: 15_000 });
    });

    test('CAPTCHA3: the registration asks for the image captcha; a wrong one is refused, a new image follows, the right one makes the account', async ({ page }) => {
      const form = await openRegistration(page, code);
      await fillUsernameRegistration(page, code, form, { fillCaptcha: false });
      const field = form.getByTestId('register-field-captcha');
      if (!imageCaptcha) {
        await expect(form.getByTestId('register-field-username')).toBeVisible();
        await expect(field).toHaveCount(0);
        return;
      }
      const image = form.getByTestId('captcha-image');
      await expect(image).toHaveAttribute('data-loaded', 'true');
      const first = await image.locator('img').getAttribute('src');
      await form.getByTestId('register-submit').click();
      await expect(form.getByText('Captcha not empty')).toBeVisible();
      await field.fill('0000x');
      await form.getByTestId('register-submit').click();
      await expect(form.getByTestId('register-status')).toHaveText('Captcha error');
      await expect(image.locator('img')).not.toHaveAttribute('src', first!);
      await field.fill(await captchaAnswer(page, code));
      await form.getByTestId('register-submit').click();
      await expect(page.getByTestId('register-success-modal')).toBeVisible({ timeout: 15_000 });
    });
  });
}
