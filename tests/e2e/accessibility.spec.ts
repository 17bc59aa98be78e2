/**
 * What axe-core (the engine of Lighthouse's accessibility audit) finds on the pages a person
 * reaches through the site's own menus, beyond the few pages `npm run lighthouse` audits: every
 * entry of the personal centre's menu as a player on a phone, every entry of the agent centre's as
 * an agent, and a visitor's home, register page and log-in dialog in the theme the brand does not
 * open in. Every brand: they differ in the pages their flags offer, in their default theme and in
 * being for logged-in players only. All of axe's rules run (WCAG 2.x A and AA, and its best
 * practices); a page is walked to by its menu entry, as a player would, not by its address.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expectSoon, freshAgent } from './agent';
import { freshPlayer } from './member-money';
import { BRAND_CODES, brandDocs, expect, expectedTheme, loggedInOnly, openBrand, rgb, STILL_LOADING, test } from './support';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until nothing on the page is loading: no spinner, no busy region. */
async function settled(page: Page) {
  await expectSoon(page.locator(STILL_LOADING)).toHaveCount(0);
}

/** axe's findings on the page as it is now: "rule (impact): the first elements it names". */
async function axeFindings(page: Page): Promise<string[]> {
  await settled(page);
  // page.evaluate is not bound by the site's CSP, which refuses inline scripts
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ''}`);
  });
}

/** Opens each entry of a centre's menu in turn, by its link, and gathers axe's findings per page. */
async function walkMenu(page: Page, kind: 'member' | 'agent'): Promise<Record<string, string[]>> {
  const menu = page.getByTestId(`${kind}-menu`);
  await expectSoon(menu).toBeVisible();
  const ids = await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('data-testid') ?? ''));
  expect(ids.length, `the ${kind} centre's menu has entries`).toBeGreaterThan(0);
  const found: Record<string, string[]> = {};
  for (const id of ids) {
    const link = page.getByTestId(id);
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expectSoon(page.getByTestId(`${kind}-page-loading`)).toHaveCount(0);
    const findings = await axeFindings(page);
    if (findings.length) found[id] = findings;
  }
  return found;
}

for (const code of BRAND_CODES) {
  const docs = brandDocs(code);
  const otherMode = docs.manifest.theme.defaultMode === 'dark' ? 'light' : 'dark';

  test.describe(`accessibility · ${code}`, () => {
    test(`a player on a phone: home with the avatar menu open, and every page of the personal centre's menu`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 375, height: 812 });
      const { token } = await freshPlayer(request, code);
      await openBrand(page, code, `/?token=${encodeURIComponent(token)}`);
      await expectSoon(page.getByTestId('header-avatar')).toBeVisible();
      await page.getByTestId('header-avatar').click();
      await expectSoon(page.getByTestId('header-avatar-menu')).toBeVisible();
      const found: Record<string, string[]> = {};
      const home = await axeFindings(page);
      if (home.length) found['home, avatar menu open'] = home;
      await page.keyboard.press('Escape');
      await openBrand(page, code, '/member');
      Object.assign(found, await walkMenu(page, 'member'));
      expect(found).toEqual({});
    });

    test(`an agent: every page of the agent centre's menu; on a phone the team's wide table scrolls by keyboard`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const agent = await freshAgent(request, code);
      await openBrand(page, code, `/agent?token=${encodeURIComponent(agent.token)}`);
      const denied = page.getByTestId('agent-centre-denied');
      await expectSoon(page.getByTestId('agent-menu').or(denied)).toBeVisible();
      test.skip(await denied.isVisible(), `${code} offers no agent centre`);
      expect(await walkMenu(page, 'agent')).toEqual({});
      // the name beside the avatar is written in the header's text colour, which reads on the header
      await expect(page.getByTestId('header-account')).toHaveCSS('color', rgb(expectedTheme(docs, docs.manifest.theme.defaultMode).colors.headerText));

      // on a phone the team's figures are wider than the screen: their box is a tab stop, and the
      // arrow keys bring the hidden columns into view (where the brand's agent centre has them)
      const overview = page.getByTestId('agent-menu-agentTeamOverview');
      if ((await overview.count()) === 0) {
        test.info().annotations.push({ type: 'note', description: `${code}'s agent centre has no team overview` });
        return;
      }
      await page.setViewportSize({ width: 375, height: 812 });
      await overview.click();
      const box = page.getByTestId('agent-kpi-table').locator('..');
      await expectSoon(box).toHaveAttribute('tabindex', '0');
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    });

    // a logged-in-only brand's visitors land on the log-in page; the others on home, with /login a dialog over it
    const visitorPages = loggedInOnly(docs) ? ['/', '/register'] : ['/', '/register', '/login'];
    test(`a visitor in the ${otherMode} theme: ${visitorPages.join(', ')}`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), otherMode);
      const found: Record<string, string[]> = {};
      for (const path of visitorPages) {
        await openBrand(page, code, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', otherMode);
        // the register page: its form, or on a brand that opens accounts by invitation only, what it says instead
        await expectSoon(path === '/register' ? page.getByRole('main').getByRole('heading', { level: 1 }) : path === '/login' || loggedInOnly(docs) ? page.getByRole('dialog') : page.getByTestId('home-page')).toBeVisible();
        const findings = await axeFindings(page);
        if (findings.length) found[path] = findings;
      }
      expect(found).toEqual({});
    });
  });
}
