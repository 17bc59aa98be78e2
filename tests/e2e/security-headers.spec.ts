/**
 * The site refuses to be framed by another origin (clickjacking on the log-in form): a page of
 * another brand's host, or a data: URL page, that frames it gets no site in the frame; a page of
 * the site's own origin still may (the preview game page is framed that way).
 */
import type { Frame, Page } from '@playwright/test';
import { BRAND_CODES, brandDocs, brandsCovering, brandUrl, expect, test, visitorPath, loggedInOnly } from './support';

const BRANDS = BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c)));

/** A page served by the test at `hostUrl` (any origin the browser resolves) that frames `target`. */
async function openFramingPage(page: Page, hostUrl: string, target: string): Promise<Frame> {
  await page.route(hostUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>framer</title><iframe id="site" src="${target}" width="1000" height="700"></iframe>` }),
  );
  await page.goto(hostUrl);
  const frame = await (await page.locator('#site').elementHandle())!.contentFrame();
  return frame!;
}

/** The frame holds the browser's refusal, not the site: nothing of it renders, even given time. */
async function expectRefused(page: Page, frame: Frame) {
  await frame.waitForLoadState('load');
  // Chromium puts its error page in a frame it refuses to fill
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  // the time the same-origin frame needs to render: the refused one shows nothing of the site
  await page.waitForTimeout(1500);
  await expect(frame.getByTestId('header-login')).toHaveCount(0);
  await expect(frame.getByTestId('login-form')).toHaveCount(0);
  await expect(frame.locator('#root')).toHaveCount(0);
}

for (const code of brandsCovering([], BRANDS)) {
  const other = BRANDS.find((c) => c !== code)!;
  const site = brandUrl(code, visitorPath(code));

  test.describe(`framing · ${code}`, () => {
    test('its own origin may frame it: the site renders in the frame', async ({ page }) => {
      const frame = await openFramingPage(page, brandUrl(code, '/__framing-test'), site);
      await expect(frame.getByTestId('header-login')).toBeVisible({ timeout: 15_000 });
    });

    test(`another origin (${other}'s host) cannot: no site and no log-in form in the frame`, async ({ page }) => {
      const frame = await openFramingPage(page, brandUrl(other, '/__framing-test'), site);
      await expectRefused(page, frame);
    });

    test('a data: URL page cannot either', async ({ page }) => {
      await page.goto(`data:text/html,<iframe id="site" src="${site}" width="1000" height="700"></iframe>`);
      const frame = (await (await page.locator('#site').elementHandle())!.contentFrame())!;
      await expectRefused(page, frame);
    });

    test('its pages carry the security headers', async ({ page }) => {
      const response = (await page.goto(site))!;
      const headers = response.headers();
      expect(headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
      expect(headers['content-security-policy']).toMatch(/(^|; )form-action 'self'(;|$)/);
      expect([headers['x-frame-options'], headers['referrer-policy'], headers['x-content-type-options']]).toEqual([
        'SAMEORIGIN',
        'strict-origin-when-cross-origin',
        'nosniff',
      ]);
    });
  });
}
