/**
 * Brand-level values that were constants of the site, now read from each brand's manifest: the
 * registration title's bonus amount. Brands differ (ember states ₱500, the others 1000VND), and
 * each test reads what to expect from the brand's own brand.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_CODES, expect, openBrand, test } from './support';

const manifestOf = (code: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'brands', code, 'brand.json'), 'utf8')) as { registration?: { bonusAmount?: string } };

for (const code of BRAND_CODES) {
  test(`${code}: the registration title states the brand's own bonus amount`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const amount = manifestOf(code).registration?.bonusAmount;
    await openBrand(page, code, '/register');
    const title = page.getByTestId('register-page').getByRole('heading', { level: 1 });
    await expect(title).toHaveText(amount ? `Register now and receive ${amount}` : 'Register now');
  });
}

test('the brands under test state different bonus amounts (else the test above proves nothing)', () => {
  expect(new Set(BRAND_CODES.map((code) => manifestOf(code).registration?.bonusAmount)).size).toBeGreaterThan(1);
});
