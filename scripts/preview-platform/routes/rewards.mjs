// The player's rewards (platform-contract-member-agent.md §13–17, shapes designed in
// src/contract/calls/rewards.ts where the contract has none): every account starts from the
// brand's fixtures/rewards.json over default-rewards.json and keeps what it claims, redeems,
// converts and joins until the platform restarts. Rewards are claimable once; missions grow with
// the account's game launches (routes/launch.mjs counts them); points redeem and convert.
import { readFileSync } from 'node:fs';
import { verifyPassword } from '../accounts.mjs';
import { contract } from '../contract.mjs';
import { addTx, amountOf, moneyOf, moveMain, TX } from '../money.mjs';
import { launchCount } from './launch.mjs';
import { accountOfSession, decrypt, fail } from './account.mjs';
import { claimMessageReward } from './messages.mjs';

export const DEFAULT_REWARDS = JSON.parse(readFileSync(new URL('../default-rewards.json', import.meta.url), 'utf8'));
const DAY = 86_400_000;

export function rewardsFixture(store, code) {
  return { ...DEFAULT_REWARDS, ...(store.doc(code, 'fixtures/rewards.json', { optional: true }) ?? {}) };
}

const toCents = (v) => Math.round(Number(v ?? 0) * 100);

/** One account's rewards state, made from the fixture on first use. */
function rewardsOf(ctx, account) {
  const all = ctx.state.slot(ctx.code, 'rewards', () => new Map());
  let r = all.get(account.username);
  if (!r) {
    const fixture = rewardsFixture(ctx.store, ctx.code);
    const now = ctx.state.now();
    const start = account.points > 0 ? account.points : Number(fixture.points?.start ?? 0);
    r = {
      claimed: new Set(),
      raffles: new Map(),
      codes: new Set(),
      signIn: { claimedDays: 0, lastAt: null },
      missionsClaimed: new Set(),
      points: [{ at: now - 30 * DAY, points: start, remark: 'Opening points', txTypeId: contract.POINT_TX_TYPE.earned }],
      redeems: [],
      joins: new Map(),
      nextId: 1,
    };
    all.set(account.username, r);
  }
  return r;
}

const pointsOf = (r) => r.points.reduce((sum, p) => sum + p.points, 0);

/** Gives what a reward holds: money to the main wallet (and its record), points, tickets. */
function give(ctx, account, r, reward, remark) {
  const cents = toCents(reward.bonusAmount);
  if (cents > 0) {
    moveMain(account, cents);
    addTx(ctx, moneyOf(ctx, account), { txTypeId: TX.BONUS, cents, remark });
  }
  const pts = Math.trunc(Number(reward.pointAmount ?? 0));
  if (pts > 0) r.points.push({ at: ctx.state.now(), points: pts, remark, txTypeId: contract.POINT_TX_TYPE.earned });
  return { bonusAmount: amountOf(cents), pointAmount: pts, ticketName: reward.ticketName ?? null, ticketQuantity: Number(reward.ticketQuantity ?? 0), prizeName: reward.prizeName ?? null };
}

function session(ctx) {
  const account = accountOfSession(ctx);
  return { account, r: rewardsOf(ctx, account), fixture: rewardsFixture(ctx.store, ctx.code) };
}

// ---- reward centre ---------------------------------------------------------------------------

function openClaimable(fixture, r) {
  return fixture.claimable.filter((c) => !r.claimed.has(c.promotionClaimId));
}

function missionsOf(ctx, fixture, r, username) {
  const launches = launchCount(ctx.state, ctx.code, username);
  return fixture.missions.map((m) => {
    const target = Math.max(1, Number(m.launches));
    const current = Math.min(target, launches);
    const status = r.missionsClaimed.has(m.missionId) ? 'CLAIMED' : current >= target ? 'COMPLETED' : 'IN_PROGRESS';
    return { missionId: m.missionId, missionName: m.missionName, description: m.description, current, target, bonusAmount: m.bonusAmount ?? 0, pointAmount: m.pointAmount ?? 0, status };
  });
}

function availableRewards(ctx) {
  const { account, r, fixture } = session(ctx);
  const open = openClaimable(fixture, r);
  const count = (type) => open.filter((c) => c.promotionType === type).length;
  const raffles = fixture.raffles.filter((x) => !r.raffles.has(x.promotionClaimId)).length;
  const missions = missionsOf(ctx, fixture, r, account.username).filter((m) => m.status === 'COMPLETED').length;
  return { content: { MANUAL: { count: count('MANUAL') }, RAFFLE: { count: raffles }, TICKET: { count: count('TICKET') }, UPGRADE_BONUS: { count: count('UPGRADE_BONUS') }, MISSION_MANUAL: { count: missions } } };
}

function claimableRewards(ctx) {
  const { r, fixture } = session(ctx);
  const types = String(ctx.query.get('promotionType') ?? '').split(',').filter(Boolean);
  const raffles = fixture.raffles.filter((x) => !r.raffles.has(x.promotionClaimId)).map((x) => ({ ...x, promotionType: 'RAFFLE', bonusAmount: undefined }));
  return [...openClaimable(fixture, r), ...raffles].filter((c) => types.length === 0 || types.includes(c.promotionType));
}

/** MCSFE_claimIssuedPromotion: a reward-centre reward or one a message carries, in the real reply's shape. */
function claimReward(ctx) {
  const { account, r, fixture } = session(ctx);
  const id = String(ctx.body?.promotionClaimId ?? '');
  const reward = fixture.claimable.find((c) => c.promotionClaimId === id);
  if (!reward) {
    const fromMessage = claimMessageReward(ctx);
    if (!fromMessage) throw fail('prom.claim.not.found', 'This reward does not exist');
    return fromMessage;
  }
  if (r.claimed.has(id)) throw fail('prom.claim.already.claimed', 'This reward has already been claimed');
  r.claimed.add(id);
  const gain = give(ctx, account, r, reward, reward.promotionName);
  const tickets = gain.ticketQuantity > 0 ? [{ ticketName: gain.ticketName, quantity: gain.ticketQuantity }] : [];
  return { claimedMoney: gain.bonusAmount, claimedPoint: gain.pointAmount, claimedTickets: tickets };
}

function claimRaffle(ctx) {
  const { account, r, fixture } = session(ctx);
  const id = String(ctx.body?.promotionClaimId ?? '');
  const raffle = fixture.raffles.find((x) => x.promotionClaimId === id);
  if (!raffle) throw fail('promotion.not.found', 'This raffle does not exist');
  if (r.raffles.has(id)) throw fail('promotion.already.claimed', 'This raffle has already been drawn');
  const gain = give(ctx, account, r, raffle, raffle.promotionName);
  r.raffles.set(id, { gain });
  return gain;
}

function raffleStatus(ctx) {
  const { r } = session(ctx);
  const drawn = r.raffles.get(String(ctx.query.get('promotionClaimId') ?? ''));
  return drawn ? { status: 'DRAWN', ...drawn.gain } : { status: 'PENDING' };
}

function depositedCents(ctx, account) {
  return moneyOf(ctx, account).tx.filter((t) => t.txTypeId === TX.DEPOSIT).reduce((s, t) => s + t.cents, 0);
}

function codeConditions(ctx, account, code) {
  return (code.conditions ?? []).flatMap((c) => {
    const current = depositedCents(ctx, account) / 100;
    return current >= c.target ? [] : [{ condition: c.condition, current: Number(current.toFixed(2)), target: c.target }];
  });
}

function promoCodes(ctx) {
  const { account, r, fixture } = session(ctx);
  return fixture.promoCodes.map((c) => ({ promoCode: c.promoCode, promoName: c.promoName, description: c.description, enabled: r.codes.has(c.promoCode) ? 'N' : 'Y', unreachedConditions: codeConditions(ctx, account, c) }));
}

function claimPromoCode(ctx) {
  const { account, r, fixture } = session(ctx);
  const wanted = String(ctx.body?.promoCode ?? '').trim().toUpperCase();
  const code = fixture.promoCodes.find((c) => c.promoCode.toUpperCase() === wanted);
  if (!code) throw fail('prom_code_not_found', 'This promo code does not exist');
  if (r.codes.has(code.promoCode)) throw fail('prom_code_claimed', 'You have already used this promo code');
  const unreached = codeConditions(ctx, account, code);
  if (unreached.length > 0) throw fail('prom_claim_req_field', 'The promo code’s conditions are not met yet', unreached);
  r.codes.add(code.promoCode);
  const gain = give(ctx, account, r, code, code.promoName);
  return { bonusAmt: gain.bonusAmount, pointAmt: gain.pointAmount, ticketName: null, ticketQuantity: 0 };
}

function sameDay(a, b) {
  return a !== null && new Date(a).toDateString() === new Date(b).toDateString();
}

function loginPromotion(ctx) {
  const { r, fixture } = session(ctx);
  const today = sameDay(r.signIn.lastAt, ctx.state.now());
  const days = fixture.signIn.days.map((d, i) => ({
    promotionConfigDetailId: `D${i + 1}`,
    day: i + 1,
    bonusAmount: d.bonusAmount ?? 0,
    pointAmount: d.pointAmount ?? 0,
    status: i < r.signIn.claimedDays ? 'CLAIMED' : i === r.signIn.claimedDays && !today ? 'AVAILABLE' : 'LOCKED',
  }));
  return { configId: 'SIGNIN', promotionName: fixture.signIn.promotionName, days };
}

function claimLoginPromotion(ctx) {
  const { account, r, fixture } = session(ctx);
  const id = String(ctx.body?.promotionConfigDetailId ?? '');
  const index = r.signIn.claimedDays;
  if (id !== `D${index + 1}` || sameDay(r.signIn.lastAt, ctx.state.now()) || index >= fixture.signIn.days.length) throw fail('promotion.not.available', 'Today’s sign-in reward is not available');
  r.signIn = { claimedDays: index + 1, lastAt: ctx.state.now() };
  return give(ctx, account, r, fixture.signIn.days[index], `${fixture.signIn.promotionName}: day ${index + 1}`);
}

// ---- invite friends ---------------------------------------------------------------------------

/**
 * Whether the merchant's referral promotion is on: as the brand's recorded
 * MCSFE_getMerchantAvailablePromotions reply says, else its fixtures/rewards.json `referral`.
 */
export function referralEnabled(store, code) {
  const recorded = store.recordedValue(code, contract.CALLS.availablePromotions.path);
  if (recorded && typeof recorded === 'object') return recorded.REFERRAL?.enabled === true || recorded.REFERRAL?.enabled === 'Y' || recorded.REFERRAL?.enabled === '1';
  return rewardsFixture(store, code).referral === true;
}

function referralOn(ctx) {
  if (!referralEnabled(ctx.store, ctx.code)) throw fail('function.not.available', 'Invite friends is not available');
}

function referralDetails(ctx) {
  referralOn(ctx);
  const account = accountOfSession(ctx);
  const main = ctx.store.permission(ctx.code)?.info?.mainDomain;
  const fixture = rewardsFixture(ctx.store, ctx.code);
  return {
    affiliateCode: null,
    referralCode: `R${account.username.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 10)}`,
    promotionDomains: typeof main === 'string' ? [`promo.${main}`] : [],
    totalInvitations: fixture.referralFriends.length,
    depositRebateEnabled: 'Y',
    bettingRebateEnabled: 'Y',
    achievementEnabled: 'N',
    invitationRewardEnabled: 'Y',
  };
}

function referralIncomeOverview(ctx) {
  referralOn(ctx);
  const friends = rewardsFixture(ctx.store, ctx.code).referralFriends;
  const qualified = friends.filter((f) => f.qualified === 'Y').length;
  return { totalAmountToday: '0.00', totalAmountYesterday: amountOf(qualified * 2000), memberCount: friends.length, memberQualifiedCount: qualified, invitationAmount: amountOf(qualified * 2000), invitationCountMember: qualified, achievementAmount: '0.00', achievementCountMember: 0, depositRebateAmount: '5.00', depositCountMember: qualified, totalBetRebateAmount: '1.25', bettingCountMember: qualified };
}

function earningsEstimate(ctx) {
  referralOn(ctx);
  return [5, 10, 50, 100].map((n) => ({ inviteeUsers: n, estimatedIncome: amountOf(n * 2000) }));
}

function recentReferralRewards(ctx) {
  referralOn(ctx);
  return [{ customerName: 'ma***07', bonus: '20.00', point: 0, ticketType: null }, { customerName: 'lu***88', bonus: '0.00', point: 100, ticketType: null }];
}

function referralList(ctx) {
  referralOn(ctx);
  const now = ctx.state.now();
  const list = rewardsFixture(ctx.store, ctx.code).referralFriends.map((f) => ({ customerName: f.customerName, registerTime: now - f.daysAgo * DAY, qualified: f.qualified, depositAmount: amountOf(toCents(f.depositAmount)) }));
  return { list, totalPages: 1 };
}

function referralRules(ctx) {
  referralOn(ctx);
  return [{ content: [{ content: rewardsFixture(ctx.store, ctx.code).referralRules }] }];
}

// ---- missions ---------------------------------------------------------------------------------

function missionSummary(ctx) {
  const { account, r, fixture } = session(ctx);
  const missions = missionsOf(ctx, fixture, r, account.username);
  return { openCount: missions.filter((m) => m.status !== 'CLAIMED').length, missions };
}

function missionLeaderboard(ctx) {
  const { account, r, fixture } = session(ctx);
  const score = r.missionsClaimed.size * 10 + Math.min(99, launchCount(ctx.state, ctx.code, account.username));
  const me = `${account.username.slice(0, 2)}***${account.username.slice(-2)}`;
  const list = [...fixture.leaderboard, { customerName: me, score, me: true }].sort((a, b) => b.score - a.score).map((row, i) => ({ rank: i + 1, customerName: row.customerName, score: row.score, me: row.me === true }));
  return { list: list.map((row) => ({ rank: row.rank, customerName: row.customerName, score: row.score })), myRank: list.find((row) => row.me)?.rank ?? null, myScore: score };
}

function missionMilestones(ctx) {
  const { account, r, fixture } = session(ctx);
  const done = missionsOf(ctx, fixture, r, account.username).filter((m) => m.status !== 'IN_PROGRESS').length;
  return fixture.milestones.map((m) => ({ ...m, reached: done >= m.target ? 'Y' : 'N' }));
}

function claimMission(ctx) {
  const { account, r, fixture } = session(ctx);
  const id = String(ctx.body?.missionId ?? '');
  const mission = missionsOf(ctx, fixture, r, account.username).find((m) => m.missionId === id);
  if (!mission) throw fail('mission.not.found', 'This mission does not exist');
  if (mission.status === 'CLAIMED') throw fail('mission.already.claimed', 'This mission’s reward has already been claimed');
  if (mission.status !== 'COMPLETED') throw fail('mission.not.completed', 'Complete the mission first');
  r.missionsClaimed.add(id);
  return give(ctx, account, r, mission, mission.missionName);
}

// ---- points -------------------------------------------------------------------------------------

function pointBalance(ctx) {
  return pointsOf(session(ctx).r);
}

function pointRewards(ctx) {
  const { r, fixture } = session(ctx);
  return fixture.points.rewards.map((entry) => {
    const reward = { ...entry };
    delete reward.outcome;
    const taken = r.redeems.filter((x) => x.rewardId === reward.rewardId && x.status !== 'R').reduce((s, x) => s + x.quantity, 0);
    return reward.stock === undefined ? reward : { ...reward, stock: Math.max(0, reward.stock - taken) };
  });
}

function pointConfig(ctx) {
  const { pointsPerUnit, minPoints } = session(ctx).fixture.points;
  return { pointsPerUnit, minPoints };
}

function checkPassword(account, password) {
  if (typeof password !== 'string' || password === '') throw fail('password.required', 'Enter your password');
  if (!verifyPassword(account, password)) throw fail('invalid.password', 'The password is wrong');
}

function redeemPointReward(ctx) {
  const { account, r, fixture } = session(ctx);
  const payload = decrypt(ctx);
  checkPassword(account, payload.password);
  const reward = fixture.points.rewards.find((x) => x.rewardId === String(payload.rewardId ?? ''));
  if (!reward) throw fail('reward.not.found', 'This reward does not exist');
  const quantity = Number(payload.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw fail('invalid.quantity', 'Choose a quantity from 1 to 99');
  const stock = pointRewards(ctx).find((x) => x.rewardId === reward.rewardId)?.stock;
  if (stock !== undefined && stock < quantity) throw fail('reward.out.of.stock', 'Not enough of this reward is left');
  const cost = reward.pointCost * quantity;
  if (pointsOf(r) < cost) throw fail('point.not.enough', 'You do not have enough points');
  const now = ctx.state.now();
  const redeemId = `RD${r.nextId++}`;
  r.points.push({ at: now, points: -cost, remark: `Redeemed: ${reward.rewardName} × ${quantity}`, txTypeId: contract.POINT_TX_TYPE.redeemed });
  // a cash reward is paid at once; an item waits for the operator, and one the fixture marks is refused (points back)
  let status = 'P';
  let remark = null;
  if (reward.rewardType === 'CASH') {
    status = 'A';
    give(ctx, account, r, { bonusAmount: reward.amount * quantity }, `Points: ${reward.rewardName}`);
  } else if (reward.outcome === 'reject') {
    status = 'R';
    remark = 'Out of stock at the warehouse; the points are returned';
    r.points.push({ at: now, points: cost, remark: `Returned: ${reward.rewardName}`, txTypeId: contract.POINT_TX_TYPE.returned });
  }
  r.redeems.unshift({ redeemId, rewardId: reward.rewardId, rewardName: reward.rewardName, pointCost: cost, quantity, status, createTime: now, remark });
  return { redeemId };
}

function convertPoints(ctx) {
  const { account, r, fixture } = session(ctx);
  const payload = decrypt(ctx);
  checkPassword(account, payload.password);
  const pts = Number(payload.point);
  const { pointsPerUnit, minPoints } = fixture.points;
  if (!Number.isInteger(pts) || pts < minPoints) throw fail('invalid.point', `Convert at least ${minPoints} points`);
  if (pts > pointsOf(r)) throw fail('point.not.enough', 'You do not have enough points');
  const cents = Math.floor((pts * 100) / pointsPerUnit);
  r.points.push({ at: ctx.state.now(), points: -pts, remark: 'Converted to money', txTypeId: contract.POINT_TX_TYPE.converted });
  give(ctx, account, r, { bonusAmount: cents / 100 }, 'Points converted');
  return { amount: amountOf(cents) };
}

function pagedOf(ctx, rows) {
  const page = Math.max(1, Number.parseInt(ctx.query.get('page') ?? '1', 10) || 1);
  const size = Math.min(100, Math.max(1, Number.parseInt(ctx.query.get('size') ?? '13', 10) || 13));
  return { list: rows.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(rows.length / size)) };
}

function redeemHistory(ctx) {
  return pagedOf(ctx, session(ctx).r.redeems);
}

/**
 * The points' movements as account-record rows (records.mjs memberTransactions answers with them
 * when its `txTypeIds` asks for point types): newest first, `amount` in points, the points after each.
 */
export function pointTransactions(ctx, { start, end, only }) {
  const { r } = session(ctx);
  let balance = 0;
  const rows = r.points.map((p, i) => ({ txId: `PT${i + 1}`, txTimeInTimestamp: p.at, amount: p.points, currentAvailBalance: (balance += p.points), remark: p.remark, txTypeId: p.txTypeId }));
  return rows.filter((row) => row.txTimeInTimestamp >= start && row.txTimeInTimestamp <= end && only.includes(row.txTypeId)).reverse();
}

// ---- the player's rank --------------------------------------------------------------------------

function rankState(ctx) {
  const { account, fixture } = session(ctx);
  const m = moneyOf(ctx, account);
  const since = ctx.state.now() - 30 * DAY;
  const deposit = m.tx.filter((t) => t.txTypeId === TX.DEPOSIT && t.at >= since).reduce((s, t) => s + t.cents, 0);
  const turnover = -m.tx.filter((t) => t.txTypeId === TX.BET && t.at >= since).reduce((s, t) => s + t.cents, 0);
  const reached = (rank) => deposit >= toCents(rank.monthlyDeposit) && turnover >= toCents(rank.monthlyTurnover);
  let index = 0;
  fixture.ranks.forEach((rank, i) => {
    if (reached(rank)) index = i;
  });
  return { ranks: fixture.ranks, index, deposit, turnover };
}

function rankProgress(ctx) {
  const { ranks, index, deposit, turnover } = rankState(ctx);
  const next = ranks[index + 1];
  const completed = next ? [deposit >= toCents(next.monthlyDeposit), turnover >= toCents(next.monthlyTurnover)].filter(Boolean).length : 2;
  return { playerRankName: ranks[index].playerRankName, playerRankProgress: { labelId: next ? next.labelId : null, playerRankName: next?.playerRankName ?? null }, currentProgress: { completedConditions: completed, totalExpectedConditions: 2 }, monthlyTurnover: { actual: amountOf(turnover), expected: amountOf(toCents(next?.monthlyTurnover ?? 0)) } };
}

function rankLevels(ctx) {
  const { ranks, index, deposit, turnover } = rankState(ctx);
  return ranks.map((rank) => ({
    labelId: rank.labelId,
    currentPlayerRankLabelId: ranks[index].labelId,
    playerRankName: rank.playerRankName,
    rankColor: rank.rankColor,
    rankColor2: rank.rankColor2,
    playerRankProgress: { condition: { monthlyDeposit: { enabled: 'Y', actual: amountOf(deposit), expected: amountOf(toCents(rank.monthlyDeposit)) }, monthlyTurnover: { enabled: 'Y', actual: amountOf(turnover), expected: amountOf(toCents(rank.monthlyTurnover)) } } },
  }));
}

function rankBenefits(ctx) {
  return session(ctx).fixture.ranks.map((rank, i) => ({ labelId: rank.labelId, labelName: rank.playerRankName, rankLevel: i, benefits: rank.benefits.map((b, j) => ({ benefit: `B${j + 1}`, benefitName: b })) }));
}

function rankRule(ctx) {
  return [{ content: [{ content: session(ctx).fixture.rankRule }] }];
}

// ---- promotions and winners -------------------------------------------------------------------

function stateOf(fixture, r, id) {
  return r.joins.get(id) ?? fixture.promotionStates[id] ?? 'JOIN';
}

function promotionStates(ctx) {
  const { r, fixture } = session(ctx);
  const ids = new Set([...Object.keys(fixture.promotionStates).filter((k) => !k.startsWith('_')), ...r.joins.keys()]);
  return [...ids].map((id) => ({ promotionId: id, state: stateOf(fixture, r, id) }));
}

const IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

function joinPromotion(ctx) {
  const { r, fixture } = session(ctx);
  const body = ctx.body ?? {};
  const id = String(body.promotionId ?? '');
  if (!id) throw fail('promotion.not.found', 'Choose a promotion');
  const state = stateOf(fixture, r, id);
  if (state !== 'JOIN' && state !== 'REJECTED') throw fail('promotion.not.joinable', 'You cannot join this promotion now');
  const comment = typeof body.comment === 'string' ? body.comment : '';
  if ([...comment].length > 140) throw fail('validation.error', 'The comment is at most 140 characters', { field: 'comment' });
  const images = Array.isArray(body.images) ? body.images : [];
  if (images.length > 3) throw fail('validation.error', 'At most 3 images', { field: 'images' });
  for (const image of images) {
    if (typeof image !== 'string' || !IMAGE.test(image)) throw fail('validation.error', 'Images must be png or jpg', { field: 'images' });
    if (Math.floor(((image.length - image.indexOf(',') - 1) * 3) / 4) > 5 * 1024 * 1024) throw fail('validation.error', 'Each image is at most 5 MB', { field: 'images' });
  }
  // a comment or proof asks the operator (applying); a plain join is accepted at once
  const next = comment || images.length > 0 ? 'APPLYING' : 'JOINED';
  r.joins.set(id, next);
  return { state: next };
}

function winnersList(ctx) {
  const { count, games } = rewardsFixture(ctx.store, ctx.code).winners;
  const size = Math.min(count, Math.max(1, Number.parseInt(ctx.query.get('size') ?? String(count), 10) || count));
  const now = ctx.state.now();
  // the same list on every start: amounts and names from the row's number
  return Array.from({ length: size }, (_, i) => ({
    customerName: `${String.fromCharCode(97 + ((i * 7) % 26))}${String.fromCharCode(97 + ((i * 11 + 3) % 26))}***${String((i * 37) % 100).padStart(2, '0')}`,
    gameName: games[i % games.length],
    winAmount: amountOf(((i * 7919) % 50_000) * 100 + 12_345),
    winTime: now - i * 7 * 60_000,
  }));
}

export const rewardRoutes = [
  { call: 'availableRewards', handler: availableRewards },
  { call: 'claimableRewards', handler: claimableRewards },
  { call: 'claimReward', handler: claimReward },
  { call: 'claimRaffle', handler: claimRaffle },
  { call: 'raffleStatus', handler: raffleStatus },
  { call: 'promoCodeEnabled', handler: (ctx) => (session(ctx).fixture.promoCodes.length > 0 ? 'Y' : 'N') },
  { call: 'promoCodes', handler: promoCodes },
  { call: 'claimPromoCode', handler: claimPromoCode },
  { call: 'loginPromotion', handler: loginPromotion },
  { call: 'claimLoginPromotion', handler: claimLoginPromotion },
  { call: 'referralDetails', handler: referralDetails },
  { call: 'referralIncomeOverview', handler: referralIncomeOverview },
  { call: 'earningsEstimate', handler: earningsEstimate },
  { call: 'recentReferralRewards', handler: recentReferralRewards },
  { call: 'referralList', handler: referralList },
  { call: 'referralRules', handler: referralRules },
  { call: 'missionSummary', handler: missionSummary },
  { call: 'missionLeaderboard', handler: missionLeaderboard },
  { call: 'missionMilestones', handler: missionMilestones },
  { call: 'claimMission', handler: claimMission },
  { call: 'pointBalance', handler: pointBalance },
  { call: 'pointRewards', handler: pointRewards },
  { call: 'pointConfig', handler: pointConfig },
  { call: 'redeemPointReward', handler: redeemPointReward },
  { call: 'convertPoints', handler: convertPoints },
  { call: 'redeemHistory', handler: redeemHistory },
  { call: 'rankProgress', handler: rankProgress },
  { call: 'rankLevels', handler: rankLevels },
  { call: 'rankBenefits', handler: rankBenefits },
  { call: 'rankRule', handler: rankRule },
  { call: 'promotionStates', handler: promotionStates },
  { call: 'joinPromotion', handler: joinPromotion },
  { call: 'winnersList', handler: winnersList },
];
