/**
 * Brand-level values that were constants of the site, now read from each brand's manifest: the
 * registration title's bonus amount. Brands differ (ember states ₱500 in its own wording, the others
 * 1000VND), and each test reads what to expect from the brand's own brand.json and locale files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_CODES, brandsCovering, expect, openBrand, test } from './support';

/** A brand's own locale file (brands/<code>/locales/<lang>.json), if it ships one. */
function brandWording(code: string, lang: string): { account?: { registerTitle?: string } } | null {
  const file = join(process.cwd(), 'brands', code, 'locales', `${lang}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { account?: { registerTitle?: string } }) : null;
}

test('some brand words its registration title itself (else the wording branch above is never taken)', () => {
  expect(BRAND_CODES.some((code) => brandWording(code, 'en')?.account?.registerTitle)).toBe(true);
});

const manifestOf = (code: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'brands', code, 'brand.json'), 'utf8')) as { registration?: { bonusAmount?: string } };

// over brands with a bonus amount and without one, with their own wording of the title and without
const titleTraits = [(code: string) => Boolean(manifestOf(code).registration?.bonusAmount), (code: string) => Boolean(brandWording(code, 'en')?.account?.registerTitle)];
for (const code of brandsCovering(titleTraits)) {
  test(`${code}: the registration title states the brand's own bonus amount`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const amount = manifestOf(code).registration?.bonusAmount;
    await openBrand(page, code, '/register');
    const title = page.getByTestId('register-page').getByRole('heading', { level: 1 });
    // the brand's own English wording of the title (brands/<code>/locales/en.json) wins over the site's
    const own = brandWording(code, 'en')?.account?.registerTitle;
    const template = own ?? 'Register now and receive {{amount}}';
    await expect(title).toHaveText(amount ? template.replace('{{amount}}', amount) : 'Register now');
  });
}

test('the brands under test state different bonus amounts (else the test above proves nothing)', () => {
  expect(new Set(BRAND_CODES.map((code) => manifestOf(code).registration?.bonusAmount)).size).toBeGreaterThan(1);
});
