/**
 * Sanitising the platform's HTML (help topics, promotion details) under the site's CSP fires no
 * securitypolicyviolation event: each one would be a CSP report, though nothing runs. The events
 * are heard by a listener the page itself carries from its first script (an init script), since
 * code run from the test is not held to the page's CSP.
 */
import type { Locator, Page } from '@playwright/test';
import { BRAND_CODES, brandAnnouncements, brandDocs, brandsCovering, expect, openBrand, recordedOf, rewriteReply, test, loggedInOnly } from './support';

const BRANDS = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));

/** Markup that would run script through event handlers (66 of them) and more. */
const HANDLERS = [
  '<img src="data:," onerror="window.pwned=1">',
  '<a href="#x" onclick="window.pwned=2">link</a>',
  '<svg onload="window.pwned=3"><circle onmouseover="window.pwned=4" r="1"></circle></svg>',
  '<div onmouseover="window.pwned=5" onfocus="window.pwned=6" tabindex="0">hover</div>',
  '<details open ontoggle="window.pwned=7"><summary>s</summary></details>',
  '<body onload="window.pwned=9">',
  '<math><mtext><table><mglyph><style><img src="data:," onerror="window.pwned=10">',
  '<p>x</p><template><img src="data:," onerror="window.pwned=11"></template>',
  '<input autofocus onfocus="window.pwned=12">',
].join('');
// the paragraph first: the mutation vector's open <style> takes in all that follows it
const HOSTILE = `<p class="e2e-server-html">Server HTML still shows</p><script>window.pwned=13</script><iframe srcdoc="<script>parent.pwned=14</script>"></iframe>${HANDLERS.repeat(6)}`;

async function listenForViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The server's HTML shows in `scope`, stripped of what runs script, and nothing fired or ran. */
async function expectShownWithoutViolations(page: Page, scope: Locator) {
  await expect(scope.locator('.e2e-server-html')).toHaveText('Server HTML still shows');
  await expect(scope.locator('[onerror], [onclick], [onload], script, iframe')).toHaveCount(0);
  // let every picture load or fail: an event handler left anywhere would have run by then (not
  // networkidle: a brand's analytics request to a host that does not answer would hold it)
  await expect.poll(() => scope.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await violations(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned ?? null)).toBeNull();
}

// over brands whose announcements the test rewrites are recorded (real-shaped) and fixtures'
for (const code of brandsCovering([recordedOf('wps/relay/MCSFE_getListAnnouncements')], BRANDS)) {
  const promotions = brandAnnouncements(code).promotion;

  test.describe(`sanitised HTML under the CSP · ${code}`, () => {
    test.beforeEach(async ({ page }) => {
      await listenForViolations(page);
      await rewriteReply<{ value: Array<{ content: string }> }>(page, '**/wps/system/helpCenter*', (body) => {
        for (const topic of body.value) topic.content = HOSTILE + topic.content;
      });
      await rewriteReply<{ value: { promotion: Array<{ content: string }> } }>(page, '**/wps/relay/MCSFE_getListAnnouncements*', (body) => {
        for (const promotion of body.value.promotion) promotion.content = HOSTILE + promotion.content;
      });
    });

    test('the help centre shows script-bearing topic HTML without a single violation event', async ({ page }) => {
      await openBrand(page, code, '/help');
      await expectShownWithoutViolations(page, page.getByTestId('help-modal'));
    });

    test('a promotion detail shows script-bearing HTML without a single violation event', async ({ page, consoleErrors }) => {
      await openBrand(page, code, `/promoDetail?id=${promotions[0]!.id}`);
      await expectShownWithoutViolations(page, page.getByTestId('promo-detail'));
      expect(consoleErrors, 'nor a console message about one').toEqual([]);

      // the listener does hear the page: the same markup put in the page unsanitised fires events
      // (and Chromium logs each, which this check expects)
      test.info().annotations.push({ type: 'allow-console-errors' });
      await page.evaluate((html) => void document.createElement('div').insertAdjacentHTML('beforeend', html), HOSTILE);
      await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned ?? null), 'and the CSP stopped what it would run').toBeNull();
    });
  });
}
