/**
 * /seamless as a player sees it: the merchant's wallet (mode, balance with its currency) and the
 * merchant's page the session carries in an iframe; the bars hidden unless the brand shows them on
 * embedded pages (brand.json layout.embeddedShowsBars), the left bar collapsed where it shows; an
 * unsafe page address never reaches the iframe. Over brands with the bars shown and hidden, each
 * reading its own switch.
 */
import { balance as balanceCall, merchantWallet } from '../../src/contract/calls/account';
import { formatMoney } from '../../src/ui/format';
import { brandDocs, brandsCovering, expect, openBrand, PORT, seedPlayerToken, test } from './support';

const MERCHANT_PAGE = 'https://games.merchant.example.test/lobby?player=1';

for (const code of brandsCovering([(c) => brandDocs(c).manifest.layout.embeddedShowsBars])) {
  const docs = brandDocs(code);
  const showsBars = docs.manifest.layout.embeddedShowsBars;

  test.describe(`seamless page · ${code} (bars ${showsBars ? 'shown' : 'hidden'})`, () => {
    test.beforeEach(async ({ page }) => {
      // the site's own frame only: the merchant's page in the iframe has no storage of ours
      await page.addInitScript(() => {
        if (window === window.top) localStorage.setItem('lang', 'EN');
      });
      await page.route('https://games.merchant.example.test/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lobby</title><p id="m">Merchant lobby</p>' }),
      );
    });

    test('a player sees the wallet and the merchant page the session carries', async ({ page, request }) => {
      const token = await seedPlayerToken(request, code);
      const res = await request.get(`http://localhost:${PORT}${balanceCall.path}`, { headers: { Merchant: code, Authorization: token } });
      const { sumBalance } = ((await res.json()) as { value: { sumBalance: number } }).value;
      // the currency as the merchant's wallet names it, when it does
      const wallet = await request.get(`http://localhost:${PORT}${merchantWallet.path}`, { headers: { Merchant: code, Authorization: token } });
      const { currency, isSingle } = ((await wallet.json()) as { value: { currency?: string | null; isSingle: boolean } }).value;
      await openBrand(page, code, `/seamless?token=${token}&iframeUrl=${encodeURIComponent(MERCHANT_PAGE)}`);

      await expect(page.getByTestId('seamless-page')).toBeVisible();
      if (showsBars) {
        await expect(page.getByTestId('header')).toBeVisible();
        await expect(page.getByTestId('left-bar')).toHaveAttribute('data-collapsed', 'true');
      } else {
        await expect(page.getByTestId('header')).toHaveCount(0);
        await expect(page.getByTestId('left-bar')).toHaveCount(0);
      }
      await expect(page.getByTestId('seamless-mode')).toHaveText(isSingle ? 'Single wallet' : 'Transfer wallet');
      await expect(page.getByTestId('seamless-balance')).toHaveText(`${formatMoney(sumBalance)}${currency ? ` ${currency}` : ''}`);
      const frame = page.getByTestId('seamless-frame');
      await expect(frame).toHaveAttribute('src', MERCHANT_PAGE);
      await expect(page.frameLocator('[data-testid="seamless-frame"]').locator('#m')).toHaveText('Merchant lobby');

      // the session keeps carrying it without the address saying it again
      await page.goto(new URL('/seamless', page.url()).toString());
      await expect(page.getByTestId('seamless-frame')).toHaveAttribute('src', MERCHANT_PAGE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test('an unsafe page address is refused: the wallet shows, no iframe', async ({ page, request }) => {
      const token = await seedPlayerToken(request, code);
      await openBrand(page, code, `/seamless?token=${token}&iframeUrl=${encodeURIComponent('javascript:alert(1)')}`);
      await expect(page.getByTestId('seamless-mode')).toBeVisible();
      await expect(page.getByTestId('seamless-frame')).toHaveCount(0);
      await expect(page.getByTestId('seamless-no-frame')).toBeVisible();
    });
  });
}
