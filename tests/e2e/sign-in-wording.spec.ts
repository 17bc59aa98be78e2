/**
 * A log-in refusal in the player's language rather than the platform's English message: the
 * spec's own wording for an unknown name ("username/email does not exist"), and the site's for a
 * wrong password (ui/platformErrors.ts). Over every brand that offers Filipino (TY) and shows the
 * log-in button to visitors (two of them at least, as brandsCovering chooses).
 */
import { loginByUsername, openLogin } from './accounts';
import { freshPlayer } from './member-money';
import { BRAND_CODES, brandDocs, brandsCovering, expect, openBrand, test, loggedInOnly } from './support';
import { readFileSync } from 'node:fs';

const ty = JSON.parse(readFileSync('locales/ty.json', 'utf8')) as { errors: { platform: { userNotExist: string; wrongPassword: string } } };

for (const code of brandsCovering([], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)) && brandDocs(c).manifest.languages.supported.includes('TY')))) {
  test.describe(`${code}: sign-in refusals in Filipino`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'TY'));
    });

    test('an unknown username is told so in Filipino', async ({ page }) => {
      await openBrand(page, code);
      await openLogin(page);
      await loginByUsername(page, `nobody${Date.now().toString(36)}`, 'Whatever123');
      const status = page.getByTestId('login-modal').getByTestId('login-status');
      await expect(status).toHaveText(ty.errors.platform.userNotExist);
      await expect(status).not.toHaveText(/does not exist/);
    });

    test('a wrong password is told so in Filipino', async ({ page }) => {
      // a player of its own: a wrong password makes the platform ask its name for the captcha next time
      const { username } = await freshPlayer(page.request, code, { password: 'Tama2026' });
      await openBrand(page, code);
      await openLogin(page);
      await loginByUsername(page, username, 'Mali2026');
      const status = page.getByTestId('login-modal').getByTestId('login-status');
      await expect(status).toHaveText(ty.errors.platform.wrongPassword);
      await expect(status).not.toHaveText(/wrong password/i);
    });
  });
}
