/**
 * The favourite toggle on game cards: a visible star icon (SVG, not a font glyph that a machine
 * may lack), an accessible name and aria-pressed, drawn in the brand's own derived colours.
 *
 * Logged in as the brand's seed agent (POST /__preview/login, `?token=`): the seed players'
 * favourites belong to games.spec.ts, which runs at the same time against the same platform.
 * Each test toggles twice, so it leaves the account as it found it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORT, brandDocs, brandsCovering, defaultModeOf, expect, expectedTheme, openBrand, rgb, test } from './support';

// a dark and a light brand
const BRANDS = brandsCovering([defaultModeOf]);

function seedAgent(code: string): string {
  const { accounts } = JSON.parse(readFileSync(join(process.cwd(), 'brands', code, 'fixtures', 'accounts.json'), 'utf8')) as {
    accounts: Array<{ username: string; type: number; password: string | null }>;
  };
  const agent = accounts.find((a) => [1, 2, 41, 42].includes(a.type) && a.password && a.password !== '123456');
  if (!agent) throw new Error(`${code}: no seed agent`);
  return agent.username;
}

for (const code of BRANDS) {
  test(`${code}: the favourite toggle shows a star in theme colours, with a name and a pressed state`, async ({ page, request }) => {
    const res = await request.post(`http://localhost:${PORT}/__preview/login`, { headers: { Merchant: code }, data: { username: seedAgent(code) } });
    expect(res.ok()).toBe(true);
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const token = ((await res.json()) as { value: { token: string } }).value.token;
    await openBrand(page, code, `/rng?token=${token}`);

    const item = page.getByTestId('game-card').first().locator('xpath=..');
    const toggle = item.getByTestId('game-card-favourite');
    const icon = toggle.getByTestId('game-card-favourite-icon');
    await expect(toggle).toBeVisible({ timeout: 15_000 });
    const name = (await item.getByTestId('game-card').locator('span[title]').first().getAttribute('title'))!;
    const mode = (await page.locator('html').getAttribute('data-theme')) as 'dark' | 'light';
    const { colors } = expectedTheme(brandDocs(code), mode);

    async function expectState(on: boolean) {
      await expect(toggle).toHaveAttribute('aria-pressed', String(on));
      await expect(toggle).toHaveAccessibleName(on ? `Remove ${name} from favourites` : `Add ${name} to favourites`);
      await expect(icon).toBeVisible();
      const box = (await icon.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(16);
      // off: an outlined star in the text colour on the surface; on: a filled star on the accent
      // (the circle is the toggle's ::before, so a phone's larger touch target keeps its size)
      await expect.poll(() => toggle.evaluate((el) => getComputedStyle(el, '::before').backgroundColor)).toBe(rgb(on ? colors.accent : colors.surface));
      await expect(toggle).toHaveCSS('color', rgb(on ? colors.accentContrast : colors.text));
      await expect(icon).toHaveCSS('stroke', rgb(on ? colors.accentContrast : colors.text));
      await expect(icon).toHaveCSS('fill', on ? rgb(colors.accentContrast) : 'none');
    }

    // a run against a reused server may find it on: go both ways from wherever it is
    const initial = (await toggle.getAttribute('aria-pressed')) === 'true';
    await expectState(initial);
    await toggle.click();
    await expectState(!initial);
    await toggle.click();
    await expectState(initial);
  });
}
