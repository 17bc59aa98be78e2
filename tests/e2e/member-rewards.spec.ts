/**
 * The player's rewards over the brands that differ in them, each expectation read from the brand's flags and its
 * preview fixtures (scripts/preview-platform/default-rewards.json under the brand's
 * fixtures/rewards.json): a reward claimed once moves the header's balance; the point mall redeems
 * (approved, rejected) and converts; a promotion joined shows its new state; invite friends only
 * where the referral promotion is on; the missions' badge follows the open count as games are
 * launched and rewards claimed; the member label opens the player's rank; phones hold the layout.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import * as gameCalls from '../../src/contract/calls/games';
import * as rewardCalls from '../../src/contract/calls/rewards';
import type { CallSpec } from '../../src/contract/callSpec';
import { previewUrl, seed, stamp } from './accounts';
import { brandAnnouncements, BRAND_CODES, brandDocs, brandFlag, brandGames, brandsCovering, countCalls, defaultModeOf, expectRowOnScreen, expect as baseExpect, flagOf, guardedOf, loggedInOnly, multilingualOf, openBrand, test } from './support';
import { money } from './member-money';
import { brandRewards, referralOn } from './member-rewards';
import { FLAG } from '../../src/contract/flags';
import { readFileSync } from 'node:fs';

const PASSWORD = 'Rewards#2026';
// each page asks several calls after its chunk arrives; the shared test machine is slow at times
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A fresh player with a password (redeeming asks it) and `balance`, logged in. */
async function rewardPlayer(request: APIRequestContext, code: string, balance = 1000) {
  const username = `r${stamp()}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const res = await request.post(previewUrl('/__preview/money/player'), { headers: { Merchant: code }, data: { username, balance, password: PASSWORD } });
  const body = (await res.json()) as { value: { token: string } };
  return { token: body.value.token, username };
}

async function openAs(page: Page, code: string, path: string, token: string) {
  await openBrand(page, code, `${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await expect(page.getByTestId('header-avatar')).toBeVisible();
}

// the brands that differ in what these tests branch on: the reward centre, points, missions, the
// member club, the referral promotion, a promotion left to join, an issued one, a labelled player
const REWARD_BRANDS = brandsCovering([
  flagOf(FLAG.REWARD_CENTER),
  flagOf(FLAG.POINTS),
  flagOf(FLAG.MISSIONS),
  flagOf(FLAG.MEMBER_CLUB),
  referralOn,
  guardedOf,
  (c) => brandAnnouncements(c).promotion.some((p) => !brandRewards(c).promotionStates[String(p.id)]),
  (c) => Object.values(brandRewards(c).promotionStates).includes('ISSUED'),
  (c) => seed(c).some((a) => a.type === 0 && Boolean((a as { clubLabel?: unknown }).clubLabel)),
]);

for (const code of REWARD_BRANDS) {
  const docs = brandDocs(code);
  const fixture = brandRewards(code);
  // the merchant's referral promotion: as the brand's recorded reply says, else its fixture
  const referral = referralOn(code);
  const rewardCentre = brandFlag(docs, FLAG.REWARD_CENTER);
  const points = brandFlag(docs, FLAG.POINTS);
  const missions = brandFlag(docs, FLAG.MISSIONS);
  const rank = brandFlag(docs, FLAG.MEMBER_CLUB);
  // the site's words in the brand's first language, the one these tests open in
  const words = JSON.parse(readFileSync(`locales/${docs.manifest.languages.default.toLowerCase()}.json`, 'utf8')) as { errors: { platform: { wrongPassword: string } }; pointMall: Record<string, string> };

  test.describe(`rewards · ${code}`, () => {
    test(`the reward centre ${rewardCentre ? 'gives a reward once and the balance moves' : 'is not offered (REWCEN3 off)'}`, async ({ page, request }) => {
      const { token } = await rewardPlayer(request, code, 1000);
      await openAs(page, code, '/member/rewardCenter', token);
      if (!rewardCentre) {
        await expect(page.getByTestId('member-page-unavailable')).toBeVisible();
        return;
      }
      const cash = fixture.claimable.find((c) => (c.bonusAmount ?? 0) > 0)!;
      await expect(page.getByTestId('reward-kind-ALL')).toHaveAttribute('data-count', String(fixture.claimable.length + 1 /* the raffle */));
      await expect(page.getByTestId(`reward-kind-${cash.promotionType}`)).toHaveAttribute('data-count', String(fixture.claimable.filter((c) => c.promotionType === cash.promotionType).length));
      await page.getByTestId(`reward-claim-${cash.promotionClaimId}`).click();
      await expect(page.getByTestId(`reward-claimed-${cash.promotionClaimId}`)).toContainText(money(cash.bonusAmount!));
      await expect(page.getByTestId('header-balance')).toContainText(money(1000 + cash.bonusAmount!));
      // claimable once: after a reload it is gone and its kind counts one less
      await page.reload();
      await expect(page.getByTestId('reward-center')).toBeVisible();
      await expect(page.getByTestId(`reward-${cash.promotionClaimId}`)).toHaveCount(0);
      await expect(page.getByTestId('reward-kind-ALL')).toHaveAttribute('data-count', String(fixture.claimable.length));
    });

    test(`the promo code's field ${rewardCentre ? "is drawn as the site's other fields" : 'is not there (REWCEN3 off)'}`, async ({ page, request }) => {
      test.skip(!rewardCentre, 'no reward centre');
      const { token } = await rewardPlayer(request, code);
      await openAs(page, code, '/member/rewardCenter', token);
      const field = page.getByTestId('promo-code-input');
      await expect(field).toBeVisible();
      // the theme's field: its sunken surface, border and corner, 40 px tall like the button beside it
      // (QA: the browser's own white box with a grey inset border)
      const theme = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.cssText = 'background-color: var(--color-surface-sunken); border: 1px solid var(--color-border); border-radius: var(--radius-sm); color: var(--color-text)';
        document.body.append(probe);
        const s = getComputedStyle(probe);
        const out = { background: s.backgroundColor, border: s.borderTopColor, radius: s.borderTopLeftRadius, text: s.color };
        probe.remove();
        return out;
      });
      await expect(field).toHaveCSS('background-color', theme.background);
      await expect(field).toHaveCSS('border-top-color', theme.border);
      await expect(field).toHaveCSS('border-top-style', 'solid');
      await expect(field).toHaveCSS('border-top-left-radius', theme.radius);
      await expect(field).toHaveCSS('color', theme.text);
      await expect(field).toHaveCSS('min-height', '40px');
      const [input, button] = await Promise.all([field.boundingBox(), page.getByTestId('promo-code-submit').boundingBox()]);
      expect(Math.round(input!.height)).toBe(Math.round(button!.height));
    });

    test(`invite friends ${referral ? 'gives a link by the contract rule with its QR' : 'is absent (the referral promotion is off)'}`, async ({ page, request }) => {
      const { token } = await rewardPlayer(request, code);
      await openAs(page, code, '/member/rewardCenter', token);
      if (!rewardCentre) return;
      await expect(page.getByTestId('member-menu-rewardCenter')).toBeVisible();
      if (!referral) {
        await expect(page.getByTestId('member-menu-referral')).toHaveCount(0);
        await page.getByTestId('header-avatar').click();
        await expect(page.getByTestId('header-avatar-menu')).toBeVisible();
        await expect(page.getByTestId('avatar-inviteFriends')).toHaveCount(0);
        return;
      }
      await page.getByTestId('member-menu-referral').click();
      const link = page.getByTestId('referral-link');
      await expect(link).toHaveAttribute('href', /^https:\/\/[^/]+\/\?referralCode=R[A-Z0-9]+$/);
      await expect(page.getByTestId('referral-qr').locator('svg')).toHaveAttribute('width', String(800 - 40));
      await expect(page.getByTestId('referral-friends')).toBeVisible();
    });

    test(`the missions ${missions ? 'badge follows the open missions as games launch and rewards are claimed' : 'are not offered (MISSIONLB3 off)'}`, async ({ page, request }) => {
      const { token } = await rewardPlayer(request, code);
      await openAs(page, code, '/member/rewardCenter', token);
      if (!rewardCentre && !missions) return;
      if (!missions) {
        await expect(page.getByTestId('member-menu-missionLeaderboard')).toHaveCount(0);
        return;
      }
      const menu = page.getByTestId('member-menu-missionLeaderboard');
      await expect(menu).toContainText(String(fixture.missions.length));
      const first = fixture.missions.reduce((a, b) => (a.launches <= b.launches ? a : b));
      const game = brandGames(code).games[0]!;
      for (let i = 0; i < first.launches; i += 1) {
        const res = await request.get(previewUrl(`${gameCalls.launchGame.path}?vassalage=${game.vassalage}&gameId=${game.gameId}`), { headers: { Merchant: code, Authorization: token } });
        expect(res.ok()).toBe(true);
      }
      await menu.click();
      await expect(page.getByTestId(`mission-${first.missionId}`)).toHaveAttribute('data-status', 'completed');
      // a double click claims once
      const sent = countCalls(page, rewardCalls.claimMission);
      await page.getByTestId(`mission-claim-${first.missionId}`).dblclick();
      await expect(page.getByTestId(`mission-${first.missionId}`)).toHaveAttribute('data-status', 'claimed');
      expect(sent()).toBe(1);
      // the Claim button is gone: what it gave has focus, not the page's body
      await expect(page.locator('body')).not.toBeFocused();
      await expect(page.getByTestId(`mission-${first.missionId}`).getByRole('status')).toBeFocused();
      await expect(menu).toContainText(String(fixture.missions.length - 1));
    });

    test(`the point mall ${points ? 'redeems and converts, and the history says how each went' : 'says it is off (PTSYS3 off)'}`, async ({ page, request }) => {
      const { token } = await rewardPlayer(request, code, 1000);
      await openAs(page, code, '/pointMall', token);
      if (!points) {
        await expect(page.getByTestId('pointmall-off')).toBeVisible();
        return;
      }
      const start = fixture.points.start;
      const cash = fixture.points.rewards.find((r) => r.rewardType === 'CASH' && r.pointCost <= start)!;
      const refused = fixture.points.rewards.find((r) => r.outcome === 'reject' && r.pointCost <= start - cash.pointCost);
      await expect(page.getByTestId('points-balance-value')).toHaveText(start.toLocaleString('en-US'));
      // a wrong password is refused, and nothing is spent
      await page.getByTestId(`point-redeem-${cash.rewardId}`).click();
      await page.getByTestId('redeem-password').fill('wrong-password');
      await page.getByTestId('redeem-submit').click();
      await expect(page.getByTestId('redeem-dialog')).toContainText(words.errors.platform.wrongPassword);
      await page.getByTestId('redeem-password').fill(PASSWORD);
      await page.getByTestId('redeem-submit').click();
      // the form (and its button) gave way to the result, which has focus, not the page's body
      await expect(page.getByTestId('redeem-done')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('points-balance-value')).toHaveText((start - cash.pointCost).toLocaleString('en-US'));
      // closed, focus is back on the reward's Redeem button while the points pay for another
      await expect(page.locator('body')).not.toBeFocused();
      const another = start - 2 * cash.pointCost >= 0 && (cash.stock ?? 2) > 1;
      await expect(another ? page.getByTestId(`point-redeem-${cash.rewardId}`) : page.getByTestId(`point-reward-${cash.rewardId}`)).toBeFocused();
      await expect(page.getByTestId('header-balance')).toContainText(money(1000 + cash.amount!));
      const history = page.getByTestId('redeem-history');
      await expect(history.locator('tr[data-status="approved"]')).toContainText(cash.rewardName);
      if (refused) {
        await page.getByTestId(`point-redeem-${refused.rewardId}`).click();
        await page.getByTestId('redeem-password').fill(PASSWORD);
        await page.getByTestId('redeem-submit').click();
        await expect(page.getByTestId('redeem-done')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(history.locator('tr[data-status="rejected"]')).toContainText(refused.rewardName);
        // refused: the points come back
        await expect(page.getByTestId('points-balance-value')).toHaveText((start - cash.pointCost).toLocaleString('en-US'));
      }
      // the points' movements are the account record's rows, where the brand has that record (MEMTRANS3)
      if (!brandFlag(docs, FLAG.MEMBER_TRANSACTIONS)) {
        await expect(page.getByTestId('points-tab-details')).toHaveCount(0);
        return;
      }
      await page.getByTestId('points-tab-details').click();
      // the panel is named by its tab, for a screen reader
      await expect(page.getByRole('tabpanel').filter({ has: page.getByTestId('point-details') })).toHaveAccessibleName(await page.getByTestId('points-tab-details').innerText());
      const spent = page.getByTestId('point-details').locator('tbody tr').filter({ hasText: cash.rewardName }).first();
      await expect(spent).toContainText(`-${cash.pointCost.toLocaleString('en-US')}`);
    });

    // a reward of which there are several, and more of it than the fixture's points pay for
    const stocked = points ? fixture.points.rewards.find((r) => (r.stock ?? 0) > Math.floor(fixture.points.start / r.pointCost) && r.pointCost <= fixture.points.start) : undefined;
    test(`the point mall's quantity ${stocked ? 'can be retyped, is capped by the stock and the points, and sets the cost' : 'has no reward in stock to try (PTSYS3 off or none)'}`, async ({ page, request }) => {
      test.skip(!stocked, 'no reward in stock');
      const reward = stocked!;
      const start = fixture.points.start;
      const cost = (n: number) => words.pointMall.cost!.replace('{{points}}', (n * reward.pointCost).toLocaleString('en-US'));
      const { token } = await rewardPlayer(request, code, 1000);
      await openAs(page, code, '/pointMall', token);
      await expect(page.getByTestId('points-balance-value')).toHaveText(start.toLocaleString('en-US'));
      await page.getByTestId(`point-redeem-${reward.rewardId}`).click();
      const quantity = page.getByTestId('redeem-quantity');
      await expect(quantity).toHaveValue('1');
      // emptied, the field stays empty while the player types the number they want
      await quantity.fill('');
      await expect(quantity).toHaveValue('');
      await quantity.pressSequentially('2');
      await expect(quantity).toHaveValue('2');
      await expect(page.getByTestId('redeem-cost')).toHaveText(cost(2));
      // left empty, it is 1 again
      await quantity.fill('');
      await quantity.blur();
      await expect(quantity).toHaveValue('1');
      await expect(page.getByTestId('redeem-cost')).toHaveText(cost(1));
      // more than there is: the most there is, and the field says so
      const most = Math.min(99, reward.stock!);
      await quantity.fill(String(reward.stock! + 5));
      await expect(quantity).toHaveValue(String(most));
      await expect(page.getByTestId('redeem-quantity-max')).toHaveText(words.pointMall.quantityMax!.replace('{{max}}', String(most)));
      // more than the points pay for: the dialog says so and does not redeem
      await page.getByTestId('redeem-password').fill(PASSWORD);
      const affordable = Math.floor(start / reward.pointCost);
      await quantity.fill(String(affordable + 1));
      await expect(page.getByTestId('redeem-cost')).toHaveText(cost(affordable + 1));
      await expect(page.getByTestId('redeem-short')).toBeVisible();
      await expect(page.getByTestId('redeem-submit')).toBeDisabled();
      // within them: redeemed, and the cost of that many is spent
      await quantity.fill(String(affordable));
      await expect(page.getByTestId('redeem-short')).toHaveCount(0);
      await page.getByTestId('redeem-submit').click();
      await expect(page.getByTestId('redeem-done')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('points-balance-value')).toHaveText((start - affordable * reward.pointCost).toLocaleString('en-US'));
      // the points no longer pay for one more: its Redeem button is off, and focus is on the reward itself
      await expect(page.getByTestId(`point-redeem-${reward.rewardId}`)).toBeDisabled();
      await expect(page.locator('body')).not.toBeFocused();
      await expect(page.getByTestId(`point-reward-${reward.rewardId}`)).toBeFocused();
    });

    // A double click on an action that pays sends one request: the second click lands while the
    // first is on its way, before the page re-renders (QA saw "already claimed" replace the success).
    const cashReward = fixture.claimable.find((c) => (c.bonusAmount ?? 0) > 0);
    const raffle = fixture.raffles[0];
    const freeCode = fixture.promoCodes.find((c) => (c.bonusAmount ?? 0) > 0 && !c.conditions?.length);
    const firstDay = fixture.signIn.days[0]!;
    const once: Array<{ name: string; spec: CallSpec; gainCents: number; act: (page: Page) => Promise<void>; done: (page: Page) => Promise<void> }> = [];
    // a reward-centre row: its button pressed twice, then what it gave (a raffle: the prize's name and the amount paid)
    const rows = [
      { name: 'claiming a reward', spec: rewardCalls.claimReward, row: cashReward },
      { name: 'drawing a raffle', spec: rewardCalls.claimRaffle, row: raffle && (raffle.bonusAmount ?? 0) > 0 ? raffle : undefined },
    ];
    for (const { name, spec, row } of rows) {
      if (!row) continue;
      const id = row.promotionClaimId;
      once.push({
        name,
        spec,
        gainCents: row.bonusAmount! * 100,
        act: (page) => page.getByTestId(`reward-claim-${id}`).dblclick(),
        done: async (page) => {
          const notice = page.getByTestId(`reward-claimed-${id}`);
          await expect(notice).toContainText(money(row.bonusAmount!));
          const prize = (row as { prizeName?: string }).prizeName;
          if (prize) await expect(notice).toContainText(prize);
          await expect(page.getByTestId(`reward-claim-${id}`)).toHaveCount(0);
        },
      });
    }
    if ((firstDay.bonusAmount ?? 0) > 0) {
      once.push({
        name: 'the daily sign-in',
        spec: rewardCalls.claimLoginPromotion,
        gainCents: firstDay.bonusAmount! * 100,
        act: (page) => page.getByTestId('signin-claim').dblclick(),
        done: async (page) => {
          await expect(page.locator('section[aria-labelledby="rewards-signin"]').getByRole('status')).toContainText(money(firstDay.bonusAmount!));
          await expect(page.getByTestId('signin-day-1')).toHaveAttribute('data-status', 'claimed');
        },
      });
    }
    if (freeCode) {
      once.push({
        name: 'a promo code',
        spec: rewardCalls.claimPromoCode,
        gainCents: freeCode.bonusAmount! * 100,
        act: async (page) => {
          await page.getByTestId('promo-code-input').fill(freeCode.promoCode);
          await page.locator('form').filter({ has: page.getByTestId('promo-code-input') }).getByRole('button').dblclick();
        },
        done: async (page) => {
          await expect(page.getByTestId('promo-code-claimed')).toContainText(money(freeCode.bonusAmount!));
          // its button went off with the code used: the result has focus
          await expect(page.getByTestId('promo-code-claimed')).toBeFocused();
          // the list says the code is used
          await expect(page.getByTestId(`promo-code-${freeCode.promoCode}`).getByRole('button')).toBeDisabled();
        },
      });
    }
    for (const action of once) {
      test(`the reward centre: a double click on ${action.name} ${rewardCentre ? 'sends one request and pays once' : 'has nothing to click (REWCEN3 off)'}`, async ({ page, request }) => {
        test.skip(!rewardCentre, 'no reward centre');
        const { token } = await rewardPlayer(request, code, 1000);
        const sent = countCalls(page, action.spec);
        await openAs(page, code, '/member/rewardCenter', token);
        await expect(page.getByTestId('header-balance')).toContainText(money(1000));
        await action.act(page);
        await action.done(page);
        await expect(page.getByTestId('header-balance')).toContainText(money(1000 + action.gainCents / 100));
        await expect(page.getByTestId('reward-center').getByRole('alert')).toHaveCount(0);
        expect(sent()).toBe(1);
      });
    }

    // A claim's button goes once it has paid (disabled while the request is out): focus was on it,
    // and the browser leaves it on the page's body, where a screen reader says nothing and the
    // next Tab starts from the top (QA). What the claim gave takes focus, and Tab goes on from there.
    test(`the reward centre by keyboard: ${rewardCentre ? 'after a claim, a draw and the sign-in, focus is on what each gave' : 'is not offered (REWCEN3 off)'}`, async ({ page, request }) => {
      test.skip(!rewardCentre, 'no reward centre');
      const { token } = await rewardPlayer(request, code, 1000);
      await openAs(page, code, '/member/rewardCenter', token);
      const presses = [
        ...[cashReward, raffle].flatMap((row) => (row ? [{ button: page.getByTestId(`reward-claim-${row.promotionClaimId}`), result: page.getByTestId(`reward-claimed-${row.promotionClaimId}`) }] : [])),
        ...(fixture.signIn.days.length > 0 ? [{ button: page.getByTestId('signin-claim'), result: page.getByTestId('signin-claimed') }] : []),
      ];
      expect(presses.length).toBeGreaterThan(0);
      for (const { button, result } of presses) {
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(result).toBeVisible();
        await expect(button).toHaveCount(0);
        await expect(page.locator('body')).not.toBeFocused();
        await expect(result).toBeFocused();
        // the next Tab goes to what follows it on the page, not back to the top
        await page.keyboard.press('Tab');
        expect(await result.evaluate((el) => Boolean(el.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      }
    });

    const cashForPoints = points ? fixture.points.rewards.find((r) => r.rewardType === 'CASH' && r.pointCost <= fixture.points.start) : undefined;
    test(`the point mall: a double click on Redeem ${cashForPoints ? 'redeems once' : 'has no cash reward to try (PTSYS3 off or none)'}`, async ({ page, request }) => {
      test.skip(!cashForPoints, 'no cash reward');
      const reward = cashForPoints!;
      const start = fixture.points.start;
      const { token } = await rewardPlayer(request, code, 1000);
      const sent = countCalls(page, rewardCalls.redeemPointReward);
      await openAs(page, code, '/pointMall', token);
      await expect(page.getByTestId('points-balance-value')).toHaveText(start.toLocaleString('en-US'));
      await page.getByTestId(`point-redeem-${reward.rewardId}`).click();
      await page.getByTestId('redeem-password').fill(PASSWORD);
      await page.getByTestId('redeem-submit').dblclick();
      await expect(page.getByTestId('redeem-done')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('points-balance-value')).toHaveText((start - reward.pointCost).toLocaleString('en-US'));
      await expect(page.getByTestId('header-balance')).toContainText(money(1000 + reward.amount!));
      await expect(page.getByTestId('redeem-history').locator('tbody tr')).toHaveCount(1);
      expect(sent()).toBe(1);
      // on the narrowest phone (320 px, WCAG's reflow width) the history is cards, the points and status on screen
      await page.setViewportSize({ width: 320, height: 800 });
      await expectRowOnScreen(page, page.getByTestId('redeem-history').locator('tbody tr'));
    });

    test(`the point mall: a double click on Convert ${points ? 'converts once' : 'is not offered (PTSYS3 off)'}`, async ({ page, request }) => {
      test.skip(!points, 'no point mall');
      const start = fixture.points.start;
      const spend = fixture.points.minPoints;
      const { token } = await rewardPlayer(request, code, 1000);
      const sent = countCalls(page, rewardCalls.convertPoints);
      await openAs(page, code, '/pointMall', token);
      await expect(page.getByTestId('points-balance-value')).toHaveText(start.toLocaleString('en-US'));
      await page.getByTestId('convert-points').fill(String(spend));
      await page.getByTestId('convert-password').fill(PASSWORD);
      await page.getByTestId('convert-submit').dblclick();
      // Convert is off again with the field emptied: the result has focus, not the page's body
      await expect(page.getByTestId('convert-done')).toBeFocused();
      await expect(page.getByTestId('points-balance-value')).toHaveText((start - spend).toLocaleString('en-US'));
      await expect(page.getByTestId('header-balance')).toContainText(money(1000 + spend / fixture.points.pointsPerUnit));
      await expect(page.getByTestId('pointmall-page').getByRole('alert')).toHaveCount(0);
      expect(sent()).toBe(1);
    });

    test(`the point mall's convert field ${points ? 'keeps what is typed, says what is wrong and refuses more than the player has' : 'is not offered (PTSYS3 off)'}`, async ({ page, request }) => {
      test.skip(!points, 'no point mall');
      const start = fixture.points.start;
      const { token } = await rewardPlayer(request, code, 1000);
      await openAs(page, code, '/pointMall', token);
      await expect(page.getByTestId('points-balance-value')).toHaveText(start.toLocaleString('en-US'));
      const field = page.getByTestId('convert-points');
      const submit = page.getByTestId('convert-submit');
      await page.getByTestId('convert-password').fill(PASSWORD);
      // not whole points: left as typed (not 1505, 13 or 100), said so, and not sent
      for (const typed of ['150.5', '1e3', '-100']) {
        await field.fill(typed);
        await expect(field).toHaveValue(typed);
        await expect(page.getByTestId('convert-invalid')).toHaveText(words.pointMall.convertWhole!);
        await expect(submit).toBeDisabled();
      }
      // more than the player has
      await field.fill('99999999');
      await expect(page.getByTestId('convert-invalid')).toHaveText(words.pointMall.convertMoreThanHeld!.replace('{{have}}', start.toLocaleString('en-US')));
      await expect(submit).toBeDisabled();
      // below the least the platform converts
      await field.fill(String(fixture.points.minPoints - 1));
      await expect(page.getByTestId('convert-invalid')).toHaveText(words.pointMall.convertMin!.replace('{{min}}', fixture.points.minPoints.toLocaleString('en-US')));
      await expect(submit).toBeDisabled();
      // whole points the player has: what they give, and Convert is on
      await field.fill(String(start));
      await expect(page.getByTestId('convert-invalid')).toHaveCount(0);
      await expect(submit).toBeEnabled();
    });

    const promotion = brandAnnouncements(code).promotion.find((p) => !fixture.promotionStates[String(p.id)]);
    test(`a promotion ${promotion ? 'is joined from its page once, however fast the clicks, and focus is on its new state' : 'to join: none in this brand’s fixtures'}`, async ({ page, request }) => {
      test.skip(!promotion, 'no promotion open to join in this brand');
      const { token } = await rewardPlayer(request, code);
      await openAs(page, code, `/promoDetail?id=${promotion!.id}`, token);
      await expect(page.getByTestId('promo-state')).toHaveAttribute('data-state', 'join');
      await page.getByTestId('promo-comment').fill('x'.repeat(141));
      await expect(page.getByTestId('promo-join')).toBeDisabled();
      await page.getByTestId('promo-comment').fill('');
      // a double click joins once. The platform's answer waits for both clicks: an answer between
      // them would take the form away under the second, which then lands on the page's body
      const sent = countCalls(page, rewardCalls.joinPromotion);
      let release!: () => void;
      const answer = new Promise<void>((done) => (release = done));
      await page.route(`**${rewardCalls.joinPromotion.path}*`, async (route) => {
        await answer;
        await route.fallback();
      });
      await page.getByTestId('promo-join').dblclick();
      release();
      await expect(page.getByTestId('promo-state')).toHaveAttribute('data-state', 'joined');
      await expect(page.getByTestId('promo-state-label')).not.toBeEmpty();
      await expect(page.getByTestId('promo-state').getByRole('alert')).toHaveCount(0);
      expect(sent()).toBe(1);
      // the form went with the join: focus is on the state it says, not on the page's body
      await expect(page.locator('body')).not.toBeFocused();
      await expect(page.getByTestId('promo-state-now')).toBeFocused();
      // every other state the fixture gives shows its own label
      const issued = Object.entries(fixture.promotionStates).find(([, s]) => s === 'ISSUED');
      if (issued) {
        await page.goto(new URL(`/promoDetail?id=${issued[0]}`, page.url()).toString());
        await expect(page.getByTestId('promo-state')).toHaveAttribute('data-state', 'issued');
        await expect(page.getByTestId('promo-claim')).toBeVisible();
      }
    });

    const vip = seed(code).find((a) => a.type === 0 && (a as { clubLabel?: unknown }).clubLabel);
    test(`the member label ${rank && vip ? 'opens the player rank page' : 'has no rank page (MEMCLUB3 off or no labelled player)'}`, async ({ page, request }) => {
      test.skip(!vip, 'no labelled seed player');
      const res = await request.post(previewUrl('/__preview/login'), { headers: { Merchant: code }, data: { username: vip!.username } });
      const { value } = (await res.json()) as { value: { token: string } };
      await openAs(page, code, loggedInOnly(docs) ? '/' : '/promotions', value.token);
      const label = page.getByTestId('header-member-label');
      await expect(label).toBeVisible();
      if (!rank) {
        await expect(label).not.toHaveAttribute('title', /./);
        return;
      }
      await label.click();
      await expect(page).toHaveURL(/\/playerRank$/);
      await expect(page.getByTestId('rank-current')).toBeVisible();
      const levels = page.locator('[data-testid^="rank-level-name-"]');
      await expect(levels.first()).toBeVisible();
      // the platform's level colours reach the page (held to the colour rule)
      await expect(page.getByTestId('rank-level-name-4')).toHaveCSS('background-color', 'rgb(255, 215, 0)');
      await expect(page.getByTestId('player-rank-page')).toContainText('How levels work');
      // each level's badge is as wide as its name, and its progress a bar, not a dot
      for (const badge of await levels.all()) {
        const [own, words] = await badge.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const style = getComputedStyle(el);
          const frame = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
          return [el.getBoundingClientRect().width, range.getBoundingClientRect().width + frame];
        });
        expect(own, await badge.textContent() ?? '').toBeLessThanOrEqual(words + 1);
      }
      const bars = page.locator('[data-testid^="rank-level-"] [role="progressbar"]');
      expect(await bars.count()).toBeGreaterThan(0);
      for (const bar of await bars.all()) expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    });

    test('the reward pages hold a 375 px phone', async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const { token } = await rewardPlayer(request, code);
      const pages: Array<[string, string]> = [];
      if (rewardCentre) pages.push(['/member/rewardCenter', 'reward-center']);
      if (points) pages.push(['/pointMall', 'pointmall-page']);
      if (referral) pages.push(['/member/referral', 'referral-page']);
      if (missions) pages.push(['/member/missionLeaderboard', 'missions-page']);
      for (const [path, root] of pages) {
        await openBrand(page, code, `${path}?token=${token}`);
        const box = page.getByTestId(root);
        await expect(box.locator('h2').first()).toBeVisible({ timeout: 15_000 });
        await expect(box.getByRole('status').filter({ hasText: /…|\.\.\./ })).toHaveCount(0, { timeout: 15_000 });
        // the page's own content stays within the phone (wide tables scroll inside their box)
        const fits = await box.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
        expect(fits, `${path} is wider than the phone`).toBe(true);
      }
    });
  });
}

// The friends invited, over the brands with the referral promotion whose words and themes differ:
// each column's name stands over its own figures on a wide screen, and on a 375 px phone each
// friend is a card whose figures carry their names (QA: "Mga deposito" wrapped out of line with
// its column and past the box's edge).
const REFERRAL_BRANDS = brandsCovering([defaultModeOf, multilingualOf], BRAND_CODES.filter((c) => referralOn(c) && brandFlag(brandDocs(c), FLAG.REWARD_CENTER)));
for (const code of REFERRAL_BRANDS) {
  test(`referral · ${code}: the friends table's names stand over their columns, and at 375 px beside each figure`, async ({ page, request }) => {
    const docs = brandDocs(code);
    const words = JSON.parse(readFileSync(`locales/${docs.manifest.languages.default.toLowerCase()}.json`, 'utf8')) as { rewards: { referral: Record<string, string> } };
    const names = ['friend', 'joined', 'qualified', 'deposit'].map((k) => words.rewards.referral[k]!);
    const { token } = await rewardPlayer(request, code);
    await openAs(page, code, '/member/referral', token);
    const table = page.getByTestId('referral-friends');
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const heads = table.locator('thead th');
    await expect(heads).toHaveText(names);
    // each header cell spans its column exactly, on one line with the others
    const columns = await table.evaluate((t) => {
      const edges = (cells: HTMLCollection) => [...cells].map((c) => { const r = c.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.right)]; });
      const lines = [...t.querySelectorAll('thead th')].map((th) => { const range = document.createRange(); range.selectNodeContents(th); return range.getClientRects().length; });
      return { head: edges(t.querySelector('thead tr')!.children), body: edges(t.querySelector('tbody tr')!.children), lines };
    });
    expect(columns.head).toEqual(columns.body);
    expect(columns.lines).toEqual(names.map(() => 1));
    await expect(table.locator('thead th').last()).toHaveCSS('text-align', 'end');
    await expect(rows.first().locator('td').last()).toHaveCSS('text-align', 'end');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    const cells = rows.first().locator('td');
    for (let i = 0; i < names.length; i += 1) {
      const cell = cells.nth(i);
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(names[i]));
      // the centre takes its phone layout a render after the resize (its media-query hook)
      await expect.poll(async () => { const box = (await cell.boundingBox())!; return box.x + box.width; }, { message: names[i] }).toBeLessThanOrEqual(375);
    }
  });
}
