/**
 * The spec's own wording for a log-in refusal, in the player's language rather than the
 * platform's English message: "username/email does not exist". Over every brand that offers
 * Filipino (TY) and shows the log-in button to visitors (two of them at least, as brandsCovering chooses).
 */
import { loginByUsername, openLogin } from './accounts';
import { BRAND_CODES, brandDocs, brandsCovering, expect, openBrand, test, loggedInOnly } from './support';
import { readFileSync } from 'node:fs';

const ty = JSON.parse(readFileSync('locales/ty.json', 'utf8')) as { account: { userNotExist: string } };

for (const code of brandsCovering([], BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)) && brandDocs(c).manifest.languages.supported.includes('TY')))) {
  test(`${code}: an unknown username is told so in Filipino`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'TY'));
    await openBrand(page, code);
    await openLogin(page);
    await loginByUsername(page, `nobody${Date.now().toString(36)}`, 'Whatever123');
    const status = page.getByTestId('login-modal').getByTestId('login-status');
    await expect(status).toHaveText(ty.account.userNotExist);
    await expect(status).not.toHaveText(/does not exist/);
  });
}
