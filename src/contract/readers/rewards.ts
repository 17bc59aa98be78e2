/**
 * Readers of the rewards calls (calls/rewards.ts): tolerant of absent lists, numbers as text and
 * "Y"/"N" switches; money in whole cents, points as whole numbers (never money); a colour reaches
 * CSS only through cssValues, rule HTML is left for the site's sanitiser.
 */
import { cssColour } from '../cssValues';
import { isRecord, type JsonObject } from '../findings';
import { readPromotionState, type PromotionState } from '../promotionState';
import { safeImageUrl } from '../safeUrl';
import { cents, int, listOf, records, text, time, yes } from './values';

const obj = (raw: unknown): JsonObject => (isRecord(raw) ? raw : {});
const points = (v: unknown): number => Math.max(0, int(v) ?? 0);
const money = (v: unknown): number => cents(v) ?? 0;

// ---- reward centre ---------------------------------------------------------------------------

export const REWARD_KINDS = ['MANUAL', 'RAFFLE', 'TICKET', 'UPGRADE_BONUS', 'MISSION_MANUAL'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export type RewardCounts = Record<RewardKind, number> & { total: number };

/** `value.content.<KIND>.count` (a kind left out counts 0). */
export function readRewardCounts(raw: unknown): RewardCounts {
  const content = obj(obj(raw).content ?? raw);
  const counts = Object.fromEntries(REWARD_KINDS.map((k) => [k, Math.max(0, int(obj(content[k]).count) ?? 0)])) as Record<RewardKind, number>;
  return { ...counts, total: REWARD_KINDS.reduce((sum, k) => sum + counts[k], 0) };
}

export interface ClaimableReward {
  id: string;
  type: string;
  name: string;
  bonusCents: number;
  points: number;
  ticketName: string | null;
  ticketQuantity: number;
  expireTime: number | null;
}

export function readClaimableRewards(raw: unknown): ClaimableReward[] {
  return records(listOf(raw, 'list', 'content')).flatMap((r) => {
    const id = text(r.promotionClaimId ?? r.id, 80);
    const type = text(r.promotionType, 40);
    if (!id || !type) return [];
    return [{
      id,
      type: type.toUpperCase(),
      name: text(r.promotionName ?? r.name, 200) ?? type,
      bonusCents: money(r.bonusAmount ?? r.bonusAmt),
      points: points(r.pointAmount ?? r.pointAmt),
      ticketName: text(r.ticketName, 100),
      ticketQuantity: points(r.ticketQuantity),
      expireTime: time(r.expireTime),
    }];
  });
}

/** What a claim gave: money, points, tickets, and a raffle's prize name. */
export interface RewardGain {
  bonusCents: number;
  points: number;
  ticketName: string | null;
  ticketQuantity: number;
  prizeName: string | null;
}

/** MCSFE_claimIssuedPromotion's `claimedTickets[]`: its items' fields are not found; a name and a count are read where present */
function firstTicket(tickets: unknown): { ticketName?: unknown; quantity?: unknown } {
  const first = Array.isArray(tickets) ? obj(tickets[0]) : {};
  return { ticketName: first.ticketName ?? first.name, quantity: first.ticketQuantity ?? first.quantity };
}

/** What a claim gave: MCSFE_claimIssuedPromotion's `{ claimedMoney, claimedPoint, claimedTickets[] }`, the promo code's `bonusAmt, pointAmt`, the raffle's designed `bonusAmount, pointAmount, prizeName`. */
export function readRewardGain(raw: unknown): RewardGain {
  const r = obj(raw);
  return {
    bonusCents: money(r.claimedMoney ?? r.bonusAmount ?? r.bonusAmt),
    points: points(r.claimedPoint ?? r.pointAmount ?? r.pointAmt ?? r.point),
    ticketName: text(r.ticketName ?? firstTicket(r.claimedTickets).ticketName, 100),
    ticketQuantity: points(r.ticketQuantity ?? firstTicket(r.claimedTickets).quantity ?? (Array.isArray(r.claimedTickets) ? r.claimedTickets.length : 0)),
    prizeName: text(r.prizeName, 200),
  };
}

export interface RaffleStatus {
  drawn: boolean;
  gain: RewardGain;
}

export function readRaffleStatus(raw: unknown): RaffleStatus {
  const r = obj(raw);
  return { drawn: String(r.status ?? '').toUpperCase() === 'DRAWN', gain: readRewardGain(r) };
}

/** The promo-code conditions measured in money (an amount deposited or wagered); any other is a count, of bets for one. */
const MONEY_CONDITIONS: readonly string[] = ['DEPOSIT', 'TURNOVER'];

export interface PromoCondition {
  condition: string;
  /** `cents`: current and target are whole cents of an amount; `count`: a number of things */
  unit: 'cents' | 'count';
  current: number;
  target: number;
}

export interface PromoCode {
  code: string;
  enabled: boolean;
  name: string;
  description: string | null;
  conditions: PromoCondition[];
}

export function readPromoConditions(raw: unknown): PromoCondition[] {
  return records(listOf(raw, 'unreachedConditions', 'list')).flatMap((c): PromoCondition[] => {
    const condition = text(c.condition, 80);
    if (!condition) return [];
    return MONEY_CONDITIONS.includes(condition)
      ? [{ condition, unit: 'cents', current: money(c.current), target: money(c.target) }]
      : [{ condition, unit: 'count', current: Number(c.current) || 0, target: Number(c.target) || 0 }];
  });
}

export function readPromoCodes(raw: unknown): PromoCode[] {
  return records(listOf(raw, 'list')).flatMap((r) => {
    const code = text(r.promoCode, 60);
    if (!code) return [];
    return [{ code, enabled: r.enabled === undefined ? true : yes(r.enabled), name: text(r.promoName, 200) ?? code, description: text(r.description, 1000), conditions: readPromoConditions(r.unreachedConditions) }];
  });
}

export type SignInDayStatus = 'claimed' | 'available' | 'locked';

export interface SignInDay {
  id: string;
  day: number;
  bonusCents: number;
  points: number;
  status: SignInDayStatus;
}

export interface LoginPromotion {
  configId: string | null;
  name: string | null;
  days: SignInDay[];
}

export function readLoginPromotion(raw: unknown): LoginPromotion | null {
  if (!isRecord(raw)) return null;
  const days = records(listOf(raw.days ?? raw.details, 'list')).flatMap((d, i) => {
    const id = text(d.promotionConfigDetailId ?? d.id, 80);
    if (!id) return [];
    const s = String(d.status ?? '').toUpperCase();
    const status: SignInDayStatus = s === 'CLAIMED' ? 'claimed' : s === 'AVAILABLE' ? 'available' : 'locked';
    return [{ id, day: int(d.day) ?? i + 1, bonusCents: money(d.bonusAmount), points: points(d.pointAmount), status }];
  });
  return days.length === 0 ? null : { configId: text(raw.configId, 80), name: text(raw.promotionName, 200), days };
}

// ---- invite friends ---------------------------------------------------------------------------

export interface ReferralDetails {
  referralCode: string | null;
  affiliateCode: string | null;
  promotionDomains: string[];
  totalInvitations: number;
  depositRebate: boolean;
  bettingRebate: boolean;
  achievement: boolean;
  invitationReward: boolean;
}

export function readReferralDetails(raw: unknown): ReferralDetails {
  const r = obj(raw);
  return {
    referralCode: text(r.referralCode, 40),
    affiliateCode: text(r.affiliateCode, 40),
    promotionDomains: listOf(r.promotionDomains).flatMap((d) => (typeof d === 'string' ? [d] : isRecord(d) && typeof d.domain === 'string' ? [d.domain] : [])),
    totalInvitations: points(r.totalInvitations),
    depositRebate: yes(r.depositRebateEnabled),
    bettingRebate: yes(r.bettingRebateEnabled),
    achievement: yes(r.achievementEnabled),
    invitationReward: yes(r.invitationRewardEnabled),
  };
}

export interface IncomeOverview {
  todayCents: number;
  yesterdayCents: number;
  members: number;
  qualifiedMembers: number;
  /** each income line: its amount and the members it came from */
  lines: Array<{ key: 'invitation' | 'achievement' | 'depositRebate' | 'bettingRebate'; cents: number; members: number }>;
}

export function readIncomeOverview(raw: unknown): IncomeOverview {
  const r = obj(raw);
  return {
    todayCents: money(r.totalAmountToday),
    yesterdayCents: money(r.totalAmountYesterday),
    members: points(r.memberCount),
    qualifiedMembers: points(r.memberQualifiedCount),
    lines: [
      { key: 'invitation', cents: money(r.invitationAmount), members: points(r.invitationCountMember) },
      { key: 'achievement', cents: money(r.achievementAmount), members: points(r.achievementCountMember) },
      { key: 'depositRebate', cents: money(r.depositRebateAmount), members: points(r.depositCountMember) },
      { key: 'bettingRebate', cents: money(r.totalBetRebateAmount), members: points(r.bettingCountMember) },
    ],
  };
}

export function readEarningsEstimate(raw: unknown): Array<{ invitees: number; incomeCents: number }> {
  return records(listOf(raw, 'list')).map((r) => ({ invitees: points(r.inviteeUsers), incomeCents: money(r.estimatedIncome) }));
}

export interface RecentReferralReward {
  name: string;
  bonusCents: number;
  points: number;
  ticket: string | null;
}

export function readRecentReferralRewards(raw: unknown): RecentReferralReward[] {
  return records(listOf(raw, 'list')).map((r) => ({ name: text(r.customerName, 60) ?? '—', bonusCents: money(r.bonus), points: points(r.point), ticket: text(r.ticketType, 60) }));
}

export interface Friend {
  name: string;
  registerTime: number | null;
  qualified: boolean;
  depositCents: number;
}

export interface Paged<T> {
  list: T[];
  totalPages: number;
}

function paged<T>(raw: unknown, read: (r: JsonObject) => T | null): Paged<T> {
  const list = records(listOf(raw, 'list')).flatMap((r) => {
    const v = read(r);
    return v === null ? [] : [v];
  });
  return { list, totalPages: Math.max(1, int(obj(raw).totalPages) ?? 1) };
}

export const readFriends = (raw: unknown): Paged<Friend> =>
  paged(raw, (r) => ({ name: text(r.customerName, 60) ?? '—', registerTime: time(r.registerTime), qualified: yes(r.qualified), depositCents: money(r.depositAmount) }));

/** Rule HTML: `value[0].content[0].content`, or `{ content }`, or the text itself (left for the sanitiser). */
export function readRuleHtml(raw: unknown): string | null {
  if (typeof raw === 'string') return text(raw, 100_000);
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!isRecord(first)) return null;
  const inner = Array.isArray(first.content) ? first.content[0] : first.content;
  if (typeof inner === 'string') return text(inner, 100_000);
  return isRecord(inner) ? text(inner.content, 100_000) : null;
}

// ---- missions ---------------------------------------------------------------------------------

export type MissionStatus = 'inProgress' | 'completed' | 'claimed';

export interface Mission {
  id: string;
  name: string;
  description: string | null;
  current: number;
  target: number;
  bonusCents: number;
  points: number;
  status: MissionStatus;
}

export interface MissionSummary {
  /** open missions: not claimed yet (the menu badge) */
  openCount: number;
  missions: Mission[];
}

export function readMissionSummary(raw: unknown): MissionSummary {
  const r = obj(raw);
  const missions = records(listOf(r.missions ?? raw, 'list')).flatMap((m) => {
    const id = text(m.missionId ?? m.id, 80);
    if (!id) return [];
    const target = Math.max(1, int(m.target) ?? 1);
    const current = Math.min(target, points(m.current));
    const s = String(m.status ?? '').toUpperCase();
    const status: MissionStatus = s === 'CLAIMED' ? 'claimed' : s === 'COMPLETED' || current >= target ? 'completed' : 'inProgress';
    return [{ id, name: text(m.missionName ?? m.name, 200) ?? id, description: text(m.description, 1000), current, target, bonusCents: money(m.bonusAmount), points: points(m.pointAmount), status }];
  });
  const counted = int(r.openCount);
  return { openCount: counted !== null && counted >= 0 ? counted : missions.filter((m) => m.status !== 'claimed').length, missions };
}

export interface LeaderboardRow {
  rank: number;
  name: string;
  score: number;
}

export function readLeaderboard(raw: unknown): { list: LeaderboardRow[]; myRank: number | null; myScore: number } {
  const r = obj(raw);
  const list = records(listOf(r.list ?? raw)).map((row, i) => ({ rank: int(row.rank) ?? i + 1, name: text(row.customerName, 60) ?? '—', score: points(row.score) }));
  return { list, myRank: int(r.myRank), myScore: points(r.myScore) };
}

export interface Milestone {
  id: string;
  name: string;
  target: number;
  bonusCents: number;
  points: number;
  reached: boolean;
}

export function readMilestones(raw: unknown): Milestone[] {
  return records(listOf(raw, 'list')).flatMap((m) => {
    const id = text(m.milestoneId ?? m.id, 80);
    return id ? [{ id, name: text(m.milestoneName ?? m.name, 200) ?? id, target: points(m.target), bonusCents: money(m.bonusAmount), points: points(m.pointAmount), reached: yes(m.reached) }] : [];
  });
}

// ---- points -------------------------------------------------------------------------------------

/** The balance is a plain number (`value`); anything else is 0. */
export const readPointBalance = (raw: unknown): number => points(isRecord(raw) ? raw.balance ?? raw.point : raw);

export interface PointReward {
  id: string;
  name: string;
  cost: number;
  kind: 'cash' | 'item';
  /** the money a cash reward credits */
  amountCents: number;
  stock: number | null;
  image: string | null;
}

export function readPointRewards(raw: unknown): PointReward[] {
  return records(listOf(raw, 'list')).flatMap((r) => {
    const id = text(r.rewardId ?? r.id, 80);
    const cost = int(r.pointCost ?? r.point);
    if (!id || cost === null || cost <= 0) return [];
    const stock = int(r.stock);
    return [{ id, name: text(r.rewardName ?? r.name, 200) ?? id, cost, kind: String(r.rewardType ?? '').toUpperCase() === 'CASH' ? 'cash' : 'item', amountCents: money(r.amount), stock: stock === null ? null : Math.max(0, stock), image: safeImageUrl(r.imageUrl) }];
  });
}

export interface PointConfig {
  /** points that make 1.00 of money */
  pointsPerUnit: number;
  minPoints: number;
}

export function readPointConfig(raw: unknown): PointConfig {
  const r = obj(raw);
  return { pointsPerUnit: Math.max(1, int(r.pointsPerUnit) ?? 100), minPoints: Math.max(1, int(r.minPoints) ?? 1) };
}

/** The spec's redeem states: in process, rejected, approved. */
export type RedeemStatus = 'inProcess' | 'rejected' | 'approved';

export interface RedeemRecord {
  id: string;
  name: string;
  cost: number;
  quantity: number;
  status: RedeemStatus;
  time: number | null;
  remark: string | null;
}

export function readRedeemStatus(raw: unknown): RedeemStatus {
  const s = String(raw ?? '').trim().toUpperCase();
  if (s === 'A' || s === 'APPROVED' || s === 'S') return 'approved';
  if (s === 'R' || s === 'REJECTED' || s === 'F') return 'rejected';
  return 'inProcess';
}

export const readRedeemHistory = (raw: unknown): Paged<RedeemRecord> =>
  paged(raw, (r) => {
    const id = text(r.redeemId ?? r.id, 80);
    return id ? { id, name: text(r.rewardName, 200) ?? id, cost: points(r.pointCost), quantity: Math.max(1, points(r.quantity)), status: readRedeemStatus(r.status), time: time(r.createTime), remark: text(r.remark, 300) } : null;
  });

export interface PointMovement {
  time: number | null;
  /** signed: earned above 0, spent below */
  points: number;
  balance: number;
  remark: string | null;
}

/** The account record's point rows (contract/pointTransactions.ts): `amount` in points, `currentAvailBalance` the points after. */
export const readPointHistory = (raw: unknown): Paged<PointMovement> =>
  paged(raw, (r) => ({ time: time(r.txTimeInTimestamp ?? r.txTime), points: int(r.amount ?? r.points) ?? 0, balance: points(r.currentAvailBalance ?? r.balance), remark: text(r.remark, 300) }));

// ---- the player's rank --------------------------------------------------------------------------

export interface RankProgress {
  rankName: string | null;
  /** the player is at the top level */
  atTop: boolean;
  completed: number;
  total: number;
}

export function readRankProgress(raw: unknown): RankProgress {
  const r = obj(raw);
  const progress = obj(r.playerRankProgress);
  const current = obj(r.currentProgress);
  return {
    rankName: text(r.playerRankName ?? progress.playerRankName, 60),
    atTop: 'labelId' in progress && (progress.labelId === null || progress.labelId === ''),
    completed: points(current.completedConditions),
    total: points(current.totalExpectedConditions),
  };
}

export const RANK_CONDITIONS = ['monthlyDeposit', 'totalDeposit', 'totalDepositCount', 'monthlyTurnover', 'totalTurnover'] as const;
export type RankConditionKey = (typeof RANK_CONDITIONS)[number];

export interface RankLevel {
  labelId: string;
  name: string;
  /** colours already held to cssValues' rule (null: the theme's) */
  color: string | null;
  background: string | null;
  current: boolean;
  /** counts are plain numbers; the rest are money in cents */
  conditions: Array<{ key: RankConditionKey; actual: number; expected: number }>;
}

export function readRankLevels(raw: unknown): RankLevel[] {
  return records(listOf(raw, 'list')).flatMap((r, i) => {
    const labelId = text(r.labelId ?? r.playerRankLabelId, 80) ?? String(i);
    // each level names the player's own level: the one whose id it is, is current
    const currentId = text(r.currentPlayerRankLabelId, 80);
    const name = text(r.playerRankName ?? r.labelName, 60);
    if (!name) return [];
    const condition = obj(obj(r.playerRankProgress).condition);
    const conditions = RANK_CONDITIONS.flatMap((key) => {
      const c = obj(condition[key]);
      if (!yes(c.enabled)) return [];
      const read = key === 'totalDepositCount' ? points : money;
      return [{ key, actual: read(c.actual), expected: read(c.expected) }];
    });
    return [{ labelId, name, color: cssColour(r.rankColor), background: cssColour(r.rankColor2), current: yes(r.current) || currentId === labelId, conditions }];
  });
}

export interface RankBenefits {
  labelId: string;
  name: string;
  level: number;
  benefits: Array<{ key: string; name: string }>;
}

export function readRankBenefits(raw: unknown): RankBenefits[] {
  return records(listOf(raw, 'list')).flatMap((r) => {
    const labelId = text(r.labelId, 80);
    if (!labelId) return [];
    const benefits = records(listOf(r.benefits)).flatMap((b) => {
      const name = text(b.benefitName ?? b.benefit, 200);
      return name ? [{ key: text(b.benefit, 80) ?? name, name }] : [];
    });
    return [{ labelId, name: text(r.labelName, 60) ?? labelId, level: int(r.rankLevel) ?? 0, benefits }];
  });
}

// ---- promotions and winners -------------------------------------------------------------------

export function readPromotionStates(raw: unknown): Map<string, PromotionState> {
  return new Map(records(listOf(raw, 'list')).flatMap((r) => {
    const id = text(r.promotionId ?? r.id, 80);
    return id ? [[id, readPromotionState(r.state ?? r.status)] as const] : [];
  }));
}

export interface Winner {
  name: string;
  game: string;
  amountCents: number;
  time: number | null;
}

export function readWinners(raw: unknown): Winner[] {
  return records(listOf(raw, 'list')).flatMap((r) => {
    const amount = cents(r.winAmount);
    const name = text(r.customerName, 40);
    return amount !== null && amount > 0 && name ? [{ name, game: text(r.gameName, 100) ?? '', amountCents: amount, time: time(r.winTime) }] : [];
  });
}
