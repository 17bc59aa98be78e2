/**
 * Scrolls a page to its bottom until the site footer shows, as a player reaching for it would:
 * the footer loads as the player scrolls towards it (src/ui/WhenNearViewport.tsx). Used by the
 * Playwright specs and `npm run size`. It scrolls the page itself, not to the footer's
 * placeholder: on a short page the placeholder can be swapped for the footer between finding
 * it and scrolling to it.
 */
export async function scrollToFooter(page, { timeoutMs = 15_000 } = {}) {
  const footer = page.getByTestId('site-footer');
  const deadline = Date.now() + timeoutMs;
  while (!(await footer.isVisible())) {
    if (Date.now() > deadline) throw new Error(`the footer did not show within ${timeoutMs} ms of scrolling to the bottom`);
    await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
  }
}
