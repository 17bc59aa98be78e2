import type { Page } from '@playwright/test';
import { BRAND_CODES, brandDocs, expect, loggedInOnly, openBrand, seedPlayerToken, test } from './support';

/**
 * A key pressed the moment a dialog or menu shows reaches it: focus is inside and its handlers
 * listen before its first paint, not after (a passive effect runs after paint, later still on a
 * busy phone). The page presses Escape on whatever has focus in the very microtask after the
 * element enters the document, the earliest moment a person could act on what was committed.
 */
async function pressEscapeOnArrival(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __escapeFocusInside?: boolean };
    let pressed = false;
    new MutationObserver(() => {
      const element = document.querySelector(sel);
      if (pressed || !element) return;
      pressed = true;
      w.__escapeFocusInside = element.contains(document.activeElement);
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

const focusWasInside = (page: Page) => page.evaluate(() => (window as unknown as { __escapeFocusInside?: boolean }).__escapeFocusInside);

// the help dialog opens from /help over the home page, which a logged-in-only brand's visitor never sees
for (const code of BRAND_CODES.filter((c) => !loggedInOnly(brandDocs(c))).slice(0, 2)) {
  test(`${code}: Escape pressed as the help dialog appears closes it, focus already inside`, async ({ page }) => {
    await pressEscapeOnArrival(page, '[role="dialog"]');
    await openBrand(page, code, '/help');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect.poll(() => focusWasInside(page)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

for (const code of BRAND_CODES.slice(0, 2)) {
  test(`${code}: Escape pressed as the avatar menu appears closes it, focus already on its first item`, async ({ page, request }) => {
    const token = await seedPlayerToken(request, code);
    await pressEscapeOnArrival(page, '[data-testid="header-avatar-menu"]');
    await openBrand(page, code, `/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('header-avatar').click();
    await expect.poll(() => focusWasInside(page)).toBe(true);
    await expect(page.getByTestId('header-avatar-menu')).toHaveCount(0);
    // and focus goes back to the avatar, as for an Escape pressed later
    await expect(page.getByTestId('header-avatar')).toBeFocused();
  });
}
