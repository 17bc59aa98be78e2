/**
 * What the site tells the platform, as the real client does: the player's language
 * (PUT /wps/member/language), the session kept alive by the pages the player opens
 * (GET /wps/session/touch, at most once per 8 s), and the gating ModuleId on the calls the
 * contract names it for. Each test over brands that differ in what it reads (and have what it needs).
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS } from '../../src/contract/calls';
import { PORT, brandDocs, brandsCovering, expect, guardedOf, loggedInOnly, multilingualOf, openBrand, recordedOf, test } from './support';

/** A seed player's session through the preview-only login, opened with ?token=. */
async function openAsPlayer(page: Page, request: APIRequestContext, code: string, path = '/') {
  const { accounts } = JSON.parse(readFileSync(join('brands', code, 'fixtures', 'accounts.json'), 'utf8')) as { accounts: Array<{ username: string; type: number; password: string | null }> };
  const username = accounts.find((a) => a.type === 0 && a.password && a.password !== '123456' && !/expired|weak/i.test(a.username))!.username;
  const res = await request.post(`http://localhost:${PORT}/__preview/login`, { headers: { Merchant: code }, data: { username } });
  const token = ((await res.json()) as { value: { token: string } }).value.token;
  await openBrand(page, code, `${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

/** The requests of the page to a path (no query), as they are made. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

const { updateLanguage, sessionTouch, addFavourite, favouriteIds } = CALLS as Record<'updateLanguage' | 'sessionTouch' | 'addFavourite' | 'favouriteIds', (typeof CALLS)[string]>;

/** Answers a call here, so what the site sends is checked without changing the platform's state for other tests. */
async function answerHere(page: Page, path: string, value: unknown = null) {
  // by path alone: a call's query (a list's game type, a page) does not change the answer here
  await page.route((url) => url.pathname === path, (route) => route.fulfill({ json: { success: true, value } }));
}

for (const code of brandsCovering([multilingualOf, guardedOf])) {
  const docs = brandDocs(code);
  const languages = docs.manifest.languages.supported;

  test(`${code}: a player's language change is told to the platform, a visitor's is not`, async ({ page, request }) => {
    test.skip(languages.length < 2, 'the brand speaks one language');
    const sent = requestsTo(page, updateLanguage.path);
    const other = languages.find((l) => l !== docs.manifest.languages.default)!;
    if (!loggedInOnly(docs)) {
      await openBrand(page, code, '/');
      await page.getByTestId('language-select').first().selectOption(other);
      await expect(page.getByTestId('language-select').first()).toHaveValue(other);
      await page.waitForLoadState('networkidle');
      expect(sent).toHaveLength(0);
    }
    await answerHere(page, updateLanguage.path);
    await openAsPlayer(page, request, code);
    const select = page.getByTestId('language-select').first();
    const current = await select.inputValue();
    const target = languages.find((l) => l !== current)!;
    await select.selectOption(target);
    await expect.poll(() => sent.length).toBe(1);
    const put = sent[0]!;
    expect(put.method()).toBe(updateLanguage.method);
    expect(put.postDataJSON()).toEqual({ language: target });
    expect(await put.headerValue('ModuleId')).toBe(updateLanguage.moduleId);
  });

}

for (const code of brandsCovering([])) {
  test(`${code}: the pages a player opens keep the session alive, at most once per 8 s`, async ({ page, request }) => {
    const touches = requestsTo(page, sessionTouch.path);
    await openAsPlayer(page, request, code);
    await expect.poll(() => touches.length).toBe(1);
    // two more pages within the 8 s: no more touches
    await page.getByTestId('left-bar').getByRole('link', { name: /promotions|promosyon/i }).click();
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(touches).toHaveLength(1);
    expect(touches[0]!.method()).toBe(sessionTouch.method);
  });

}

// the stars follow the platform's favourite ids: a recorded list of them, and the preview's own
for (const code of brandsCovering([recordedOf('wps/relay/MCSFE_getFavoriteGames')])) {
  test(`${code}: a favourite added carries its gating ModuleId and the V2 body`, async ({ page, request }) => {
    const sent = requestsTo(page, addFavourite.path);
    await answerHere(page, addFavourite.path, true);
    // the stars follow the platform's ids once they arrive, and a star picked just before they
    // are applied could turn to "remove" under the pointer: with no ids, every star stays "add"
    await answerHere(page, favouriteIds.path, []);
    const idsArrived = page.waitForResponse((r) => new URL(r.url()).pathname === favouriteIds.path);
    await openAsPlayer(page, request, code, '/rng');
    await idsArrived;
    const star = page.getByTestId('game-card-favourite').and(page.locator('[aria-pressed="false"]')).first();
    // by keyboard: a pointer press lands on coordinates, and the lobby's filter rows arriving
    // under load can move the star between the aim and the press (seen once in CI)
    await star.press('Enter');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.method()).toBe(addFavourite.method);
    expect(await sent[0]!.headerValue('ModuleId')).toBe(addFavourite.moduleId);
    expect(Object.keys(sent[0]!.postDataJSON() as object).sort()).toEqual(['gameType', 'nodeId', 'vendor']);
  });
}
