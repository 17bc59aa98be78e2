/**
 * The agent centre's replies (platform-contract-member-agent.md §20; the designed shapes are
 * described in calls/agent.ts). Tolerant at the door: numbers or strings, absent lists, unknown
 * fields; money in whole cents, rates in basis points (1 = 0.01%), so nothing is a float.
 */
import { isRecord, type JsonObject } from '../findings';
import { readSwitch } from '../flags';
import { readRecordPage, type RecordPage } from './recordPage';
import { cents, int, listOf, records, text, time } from './values';

export const AGENT_PAGE_SIZE = 13;

/** The agent menu's store flags (the consolidated reply; designed fields, calls/agent.ts). */
export interface AgentStoreFlags {
  showHourSalary: boolean;
  mrDailySalary: boolean;
  showRealTimeSalary: boolean;
  dailySalary: Readonly<Record<string, boolean>>;
  hasMerchantWallet: boolean;
}

export const NO_STORE_FLAGS: AgentStoreFlags = { showHourSalary: false, mrDailySalary: false, showRealTimeSalary: false, dailySalary: {}, hasMerchantWallet: false };

export function readAgentStoreFlags(raw: unknown): AgentStoreFlags {
  const v = isRecord(raw) ? raw : {};
  const daily = isRecord(v.dailySalary) ? v.dailySalary : {};
  return {
    showHourSalary: readSwitch(v.showHourSalary).on,
    mrDailySalary: readSwitch(v.mrDailySalary).on,
    showRealTimeSalary: readSwitch(v.showRealTimeSalary).on,
    dailySalary: Object.fromEntries(Object.entries(daily).map(([k, on]) => [k, readSwitch(on).on])),
    hasMerchantWallet: readSwitch(v.hasMerchantWallet).on,
  };
}

/** A rate as the platform sends it (a fraction, "0.0150" or 0.015) in basis points (150), or null. */
export function toBasisPoints(value: unknown): number | null {
  const t = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$|^\d*\.\d+$/.test(t)) return null;
  const n = Math.round(Number(`${t}e4`));
  return Number.isSafeInteger(n) && n <= 10_000 ? n : null;
}

/** Basis points as the platform takes a rate: "0.0150". */
export function basisPointsToRate(bp: number): string {
  const whole = Math.max(0, Math.round(bp));
  return `${Math.floor(whole / 10_000)}.${String(whole % 10_000).padStart(4, '0')}`;
}

/** Money columns of a report: each key read as whole cents (0 when absent). */
export function moneyColumns<K extends string>(r: JsonObject, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, cents(r[k]) ?? 0])) as Record<K, number>;
}

// ---- announcements ---------------------------------------------------------------------------

export interface AgentAnnouncement {
  id: string;
  title: string;
  content: string;
  time: number | null;
  read: boolean;
}

export const readAgentAnnouncements = (raw: unknown) =>
  readRecordPage<AgentAnnouncement>(raw, (r) => {
    const id = text(r.id, 60) ?? (int(r.id) !== null ? String(int(r.id)) : null);
    if (!id) return null;
    return { id, title: text(r.title, 200) ?? '', content: text(r.content, 20_000) ?? '', time: time(r.startDate), read: readSwitch(r.read).on };
  });

// ---- team overview ---------------------------------------------------------------------------

export const KPI_MONEY = ['totalDeposit', 'totalWithdrawal', 'totalBet', 'totalValidBet', 'totalWin', 'totalRebate', 'totalPromotion', 'totalPNL'] as const;
export const KPI_COUNTS = ['totalLoginCount', 'totalBetCount', 'totalRegisterCount'] as const;
export type KpiMoney = (typeof KPI_MONEY)[number];
export type KpiCount = (typeof KPI_COUNTS)[number];
export type KpiRow = { date: string } & Record<KpiMoney, number> & Record<KpiCount, number>;

function kpiRow(r: JsonObject, date: string): KpiRow {
  const counts = Object.fromEntries(KPI_COUNTS.map((k) => [k, Math.max(0, int(r[k]) ?? 0)])) as Record<KpiCount, number>;
  return { date, ...moneyColumns(r, KPI_MONEY), ...counts };
}

export const readTeamKpi = (raw: unknown) =>
  readRecordPage<KpiRow, KpiRow>(
    raw,
    (r) => {
      const date = text(r.balanceDate, 20);
      return date ? kpiRow(r, date) : null;
    },
    (f) => kpiRow(f, 'total'),
  );

// ---- register account ------------------------------------------------------------------------

export interface Quota {
  type: number;
  total: number;
  used: number;
}

export const readQuotas = (raw: unknown): Quota[] =>
  readRecordPage<Quota>(raw, (r) => {
    const type = int(r.type);
    return type === null ? null : { type, total: Math.max(0, int(r.total) ?? 0), used: Math.max(0, int(r.used) ?? 0) };
  }).rows;

export interface RebateSetting {
  productType: string;
  maxBp: number;
  defaultBp: number;
}

export const readRebateSettings = (raw: unknown): RebateSetting[] =>
  readRecordPage<RebateSetting>(raw, (r) => {
    const productType = text(r.productType, 20);
    const maxBp = toBasisPoints(r.maxRate);
    if (!productType || maxBp === null) return null;
    return { productType, maxBp, defaultBp: Math.min(maxBp, toBasisPoints(r.defaultRate) ?? 0) };
  }).rows;

export interface AffiliateLink {
  id: string;
  code: string;
  url: string;
  type: number;
  createdAt: number | null;
  registered: number;
}

export const readAffiliateLinks = (raw: unknown) =>
  readRecordPage<AffiliateLink>(raw, (r) => {
    const id = text(r.id, 60) ?? (int(r.id) !== null ? String(int(r.id)) : null);
    const url = text(r.url, 500);
    if (!id || !url) return null;
    return { id, code: text(r.code, 60) ?? '', url, type: int(r.type) ?? 0, createdAt: time(r.createdAt), registered: Math.max(0, int(r.registered) ?? 0) };
  }).rows;

// ---- team management -------------------------------------------------------------------------

export interface Downline {
  customerId: string;
  username: string;
  nickname: string | null;
  type: number;
  level: number;
  balanceCents: number | null;
  mobileNum: string | null;
  registered: number | null;
  lastLogin: number | null;
  upline: string | null;
}

export const readSubordinates = (raw: unknown) =>
  readRecordPage<Downline>(raw, (r) => {
    const customerId = text(r.customerId, 40) ?? (int(r.customerId) !== null ? String(int(r.customerId)) : null);
    const username = text(r.customerName, 60);
    if (!customerId || !username) return null;
    return {
      customerId,
      username,
      nickname: text(r.nickname, 60),
      type: int(r.type) ?? 0,
      level: Math.max(1, int(r.level) ?? 1),
      balanceCents: cents(r.balance),
      mobileNum: text(r.mobileNum, 30),
      registered: time(r.registerDate),
      lastLogin: time(r.lastLoginDate),
      upline: text(r.upline, 60),
    };
  });

export const MEMBER_PNL_KEYS = ['deposit', 'withdraw', 'bet', 'validBet', 'win', 'rebate', 'promotion', 'pnl'] as const;
export type MemberPnl = Record<(typeof MEMBER_PNL_KEYS)[number], number>;
export const readMemberPnl = (raw: unknown): MemberPnl => moneyColumns(isRecord(raw) ? raw : {}, MEMBER_PNL_KEYS);

// ---- reports ---------------------------------------------------------------------------------

/** A report's row: a label (player, game or day), an optional id to drill into, and its money columns. */
export interface ReportRow<K extends string> {
  key: string;
  label: string;
  customerId: string | null;
  count: number | null;
  money: Record<K, number>;
}

export function readReport<K extends string>(raw: unknown, labelKeys: readonly string[], keys: readonly K[]): RecordPage<ReportRow<K>, Record<K, number>> {
  return readRecordPage<ReportRow<K>, Record<K, number>>(
    raw,
    (r, i) => {
      const label = labelKeys.map((k) => text(r[k], 100)).find((l) => l !== null) ?? null;
      if (label === null) return null;
      const customerId = text(r.customerId, 40) ?? (int(r.customerId) !== null ? String(int(r.customerId)) : null);
      return { key: `${label}-${i}`, label, customerId, count: int(r.betCount), money: moneyColumns(r, keys) };
    },
    (f) => moneyColumns(f, keys),
  );
}

// ---- contracts -------------------------------------------------------------------------------

/** P offered, A accepted, R rejected, T terminated by the subordinate, E ended by a lower rate upstream. */
export type ContractStatus = 'P' | 'A' | 'R' | 'T' | 'E';
const STATUSES: readonly ContractStatus[] = ['P', 'A', 'R', 'T', 'E'];
const status = (v: unknown): ContractStatus | null => {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  return (STATUSES as readonly string[]).includes(s) ? (s as ContractStatus) : null;
};

export interface ContractEntry {
  contractId: string;
  customerId: string | null;
  customerName: string;
  rateBp: number;
  status: ContractStatus;
  at: number | null;
}

function contractEntry(r: JsonObject): ContractEntry | null {
  const contractId = text(r.contractId, 60) ?? (int(r.contractId) !== null ? String(int(r.contractId)) : null);
  const rateBp = toBasisPoints(r.rate);
  const s = status(r.status);
  if (!contractId || rateBp === null || !s) return null;
  const customerId = text(r.customerId, 40) ?? (int(r.customerId) !== null ? String(int(r.customerId)) : null);
  return { contractId, customerId, customerName: text(r.customerName ?? r.from ?? r.upline, 60) ?? '', rateBp, status: s, at: time(r.updatedAt ?? r.offeredAt ?? r.at ?? r.since) };
}

export interface ContractInfo {
  own: ContractEntry | null;
  maxBp: number;
  stepBp: number;
  offers: ContractEntry[];
  downlines: ContractEntry[];
  /** the direct downlines a contract may be offered to (designed) */
  team: Array<{ customerId: string; username: string }>;
}

export function readContractInfo(raw: unknown): ContractInfo {
  const v = isRecord(raw) ? raw : {};
  const own = isRecord(v.own) ? contractEntry(v.own) : null;
  return {
    own,
    maxBp: toBasisPoints(v.maxRate) ?? own?.rateBp ?? 0,
    stepBp: Math.max(1, toBasisPoints(v.step) ?? 10),
    offers: records(listOf(v, 'offers')).map(contractEntry).filter((c): c is ContractEntry => c !== null && c.status === 'P'),
    downlines: records(listOf(v, 'downlines')).map(contractEntry).filter((c): c is ContractEntry => c !== null),
    team: records(listOf(v, 'team')).flatMap((r) => {
      const customerId = text(r.customerId, 40) ?? (int(r.customerId) !== null ? String(int(r.customerId)) : null);
      const username = text(r.customerName, 60);
      return customerId && username ? [{ customerId, username }] : [];
    }),
  };
}

export const readContractHistory = (raw: unknown) => readRecordPage<ContractEntry>(raw, contractEntry);

export interface Settlement {
  key: string;
  at: number | null;
  teamValidBetCents: number;
  rateBp: number;
  cents: number;
}

export const readSettlements = (raw: unknown) =>
  readRecordPage<Settlement, { cents: number }>(
    raw,
    (r, i) => ({ key: `s-${i}-${String(r.settledAt)}`, at: time(r.settledAt), teamValidBetCents: cents(r.teamValidBet) ?? 0, rateBp: toBasisPoints(r.rate) ?? 0, cents: cents(r.amount) ?? 0 }),
    (f) => ({ cents: cents(f.amount) ?? 0 }),
  );

// ---- manual daily salary (MR) ------------------------------------------------------------------

export interface MrRate {
  minimumBetCents: number;
  activeMember: number;
  rateBp: number;
}

/** designed: A applied, V cancelled, null never applied */
export type MrApplication = 'A' | 'V' | null;

export interface MrInfo {
  status: MrApplication;
  rates: MrRate[];
}

/** `value.agent.manualDailySalaryRates[]` (the real path), by minimum bet then active members; rows without a rate left out. */
export function readMrInfo(raw: unknown): MrInfo {
  const v = isRecord(raw) ? raw : {};
  const agent = isRecord(v.agent) ? v.agent : {};
  const s = typeof agent.status === 'string' ? agent.status.trim().toUpperCase() : '';
  const rates = records(listOf(agent, 'manualDailySalaryRates')).flatMap((r) => {
    const rateBp = toBasisPoints(r.rate);
    return rateBp === null ? [] : [{ minimumBetCents: Math.max(0, cents(r.minimumBet) ?? 0), activeMember: Math.max(0, int(r.activeMember) ?? 0), rateBp }];
  });
  rates.sort((a, b) => a.minimumBetCents - b.minimumBetCents || a.activeMember - b.activeMember);
  return { status: s === 'A' || s === 'V' ? s : null, rates };
}

/** "0" claimable (the real meaning); designed: "1" claimed, "2" expired, "3" not paid. */
export const MR_STATUSES = ['0', '1', '2', '3'] as const;
export type MrStatus = (typeof MR_STATUSES)[number];

export interface MrRecord {
  id: string;
  gameType: string;
  date: string;
  payoutTime: number | null;
  dueTime: number | null;
  teamBettingCents: number;
  activeMember: number;
  rateBp: number;
  cents: number;
  status: MrStatus;
}

export const readMrRecords = (raw: unknown) =>
  readRecordPage<MrRecord, { cents: number }>(
    raw,
    (r) => {
      const id = text(r.id, 60) ?? (int(r.id) !== null ? String(int(r.id)) : null);
      const st = String(r.status ?? '').trim();
      if (!id || !(MR_STATUSES as readonly string[]).includes(st)) return null;
      return {
        id,
        gameType: text(r.gameType, 20) ?? '',
        date: text(r.balanceDate, 10) ?? '',
        payoutTime: time(r.payoutTime),
        dueTime: time(r.dueTime),
        teamBettingCents: cents(r.teamBetting) ?? 0,
        activeMember: Math.max(0, int(r.activeMember) ?? 0),
        rateBp: toBasisPoints(r.rate) ?? 0,
        cents: cents(r.amount) ?? 0,
        status: st as MrStatus,
      };
    },
    (f) => ({ cents: cents(f.amount) ?? 0 }),
  );
