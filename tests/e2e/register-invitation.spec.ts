/**
 * Registration from the site follows DIRECTREG3: on, anyone registers (the popup's Register tab,
 * the /register form); off, new players come through an agent's or an affiliate's link only, so
 * a visitor without one is offered the log-in alone and /register says how accounts are opened,
 * while an invitation's address (?referralCode=, ?affiliateCode=) still gets the form, through the
 * logged-in-only brand's landing too. Over brands with the flag on and off.
 */
import { FLAG } from '../../src/contract/flags';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { invitationQuery } from './accounts';
import { brandDocs, brandFlag, brandsCovering, expect, flagOf, loggedInOnly, openBrand, test } from './support';

const referralCodeOf = (code: string): string =>
  (JSON.parse(readFileSync(join('brands', code, 'fixtures', 'accounts.json'), 'utf8')) as { referralCodes: string[] }).referralCodes[0]!;

for (const code of brandsCovering([flagOf(FLAG.DIRECT_REGISTER)])) {
  const docs = brandDocs(code);
  const direct = brandFlag(docs, FLAG.DIRECT_REGISTER);
  const guarded = loggedInOnly(docs);

  test(`${code}: registration ${direct ? 'is open to every visitor' : 'is by invitation only'}`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openBrand(page, code, '/');
    const modal = page.getByTestId('login-modal');
    if (!guarded) await page.getByTestId('header-login').click();
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('login-field-username')).toBeVisible();
    await expect(modal.getByTestId('login-modal-tab-register')).toHaveCount(direct ? 1 : 0);
    await expect(page.getByTestId('header-register')).toHaveCount(direct ? 1 : 0);

    await openBrand(page, code, '/register');
    if (direct) {
      await expect(page.getByTestId('register-form')).toBeVisible();
      await expect(page.getByTestId('register-invitation-only')).toHaveCount(0);
    } else {
      await expect(page.getByTestId('register-invitation-only')).toHaveText("New accounts are opened through an agent's or a partner's invitation link. Ask your agent for one.");
      await expect(page.getByTestId('register-form')).toHaveCount(0);
      await page.getByTestId('register-invitation-login').click();
      await expect(page.getByTestId('login-modal')).toBeVisible();
    }
  });

  if (!direct) {
    test(`${code}: an invitation's link still opens registration`, async ({ page }) => {
      const invite = referralCodeOf(code);
      await openBrand(page, code, `/?referralCode=${invite}`);
      const modal = page.getByTestId('login-modal');
      if (!guarded) await page.getByTestId('header-login').click();
      await expect(modal).toBeVisible();
      // a logged-in-only brand's landing keeps the invitation's address
      if (guarded) expect(new URL(page.url()).searchParams.get('referralCode')).toBe(invite);
      await modal.getByTestId('login-modal-tab-register').click();
      await expect(modal.getByTestId('register-form')).toBeVisible();
      await openBrand(page, code, `/register?referralCode=${invite}`);
      await expect(page.getByTestId('register-form')).toBeVisible();
    });
  }
}

/**
 * The form's "User Agreement" opens the help centre in a new tab, so what the visitor typed stays:
 * on a logged-in-only brand the public help page (/helpmc, a guard exception), elsewhere /help.
 * Over brands that differ in being logged-in-only.
 */
for (const code of brandsCovering([(c) => loggedInOnly(brandDocs(c))])) {
  const guarded = loggedInOnly(brandDocs(code));
  test(`${code}: the user agreement opens ${guarded ? 'the public help page' : 'the help centre'} in a new tab and the form keeps what was typed`, async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openBrand(page, code, `/register${invitationQuery(code)}`);
    const form = page.getByTestId('register-form');
    await form.getByTestId('register-field-username').fill('reader2024');
    const link = form.getByRole('link', { name: 'User Agreement (opens in a new tab)' });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(guarded ? '/helpmc' : '/help');
    await expect(tab.getByTestId(guarded ? 'help-page' : 'help-modal')).toBeVisible({ timeout: 15_000 });
    await expect(tab.getByTestId('help-content')).toBeVisible();
    await expect(form.getByTestId('register-field-username')).toHaveValue('reader2024');
  });
}
