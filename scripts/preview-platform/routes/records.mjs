// The player's records (platform-contract-member-agent.md §9) over the account's transactions in
// ../money.mjs: 60 days of generated play (the same on every start) plus what the player does here,
// so date ranges, type filters, paging and totals are real.
import { amountOf, moneyOf, settle, TX } from '../money.mjs';
import { accountOfSession, fail } from './account.mjs';
import { teamTransactions } from './agent.mjs';
import { pointTransactions } from './rewards.mjs';
import { contract } from '../contract.mjs';

const amount = amountOf;
const POINT_TYPES = new Set(Object.values(contract.POINT_TX_TYPE));
const DAY = 86_400_000;

function pageOf(query, size = 13) {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const s = Math.min(100, Math.max(1, Number.parseInt(query.get('size') ?? String(size), 10) || size));
  return { page, size: s };
}

function paged(rows, query, footer) {
  const { page, size } = pageOf(query);
  return { list: rows.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(rows.length / size)), totalCount: rows.length, ...(footer ? { footer } : {}) };
}

function when(v) {
  if (v === null || v === undefined || v === '') return null;
  if (/^\d+$/.test(v)) return Number(v);
  const ms = Date.parse(String(v).replace(' ', 'T'));
  return Number.isFinite(ms) ? ms : null;
}

function rangeOf(query, from, to, maxDays) {
  const start = when(query.get(from));
  const end = when(query.get(to));
  if (start === null || end === null || end < start) throw fail('invalid.date.range', 'Choose a start and an end date');
  if (maxDays && end - start > (maxDays + 1) * DAY) throw fail('date.range.too.long', `The range is at most ${maxDays} days`);
  return { start, end: /^\d{4}-\d{2}-\d{2}$/.test(String(query.get(to))) ? end + DAY - 1 : end };
}

function txOf(ctx) {
  const account = accountOfSession(ctx);
  const m = moneyOf(ctx, account);
  settle(ctx, account, m);
  return m.tx;
}

function memberTransactions(ctx) {
  const { start, end } = rangeOf(ctx.query, 'startTime', 'endTime', 90);
  const only = String(ctx.query.get('txTypeIds') ?? '').split(',').filter(Boolean).map(Number);
  // the agent centre's transaction details: the same call over the agent's team
  if (ctx.query.get('subordinateType')) return teamTransactions(ctx, { start, end, only });
  // the point mall's points history: the same call with the point transaction types
  if (only.some((id) => POINT_TYPES.has(id))) return paged(pointTransactions(ctx, { start, end, only }), ctx.query);
  const rows = txOf(ctx)
    .filter((t) => t.at >= start && t.at <= end && (only.length === 0 || only.includes(t.txTypeId)))
    .sort((a, b) => b.at - a.at)
    .map((t) => ({ txId: t.id, txTimeInTimestamp: t.at, amount: amount(t.cents), remark: t.remark, txTypeId: t.txTypeId }));
  return paged(rows, ctx.query);
}

function orders(category) {
  return (ctx) => {
    const { start, end } = rangeOf(ctx.query, 'startDate', 'endDate', 44);
    const tx = txOf(ctx);
    const bets = tx.filter((t) => t.txTypeId === TX.BET && t.category === category && t.at >= start && t.at <= end).sort((a, b) => b.at - a.at);
    const rows = bets.map((b) => {
      const win = tx.find((t) => t.txTypeId === TX.WIN && t.id === `W${b.id.slice(1)}`);
      const bet = -b.cents;
      const won = win ? win.cents : 0;
      return { orderNo: b.id, betTimeInTimestamp: b.at, gameName: b.game, betAmount: amount(bet), validBetAmount: amount(bet), winAmount: amount(won), profitAndLoss: amount(won - bet), status: 'Settled' };
    });
    const total = (key) => amount(rows.reduce((s, r) => s + Math.round(Number(r[key]) * 100), 0));
    return paged(rows, ctx.query, { betAmount: total('betAmount'), validBetAmount: total('validBetAmount'), winAmount: total('winAmount'), profitAndLoss: total('profitAndLoss') });
  };
}

function personalPnl(ctx) {
  const { start, end } = rangeOf(ctx.query, 'startDate', 'endDate', 90);
  // one category counts its own bets and wins only; CONS (or none) counts everything
  const category = String(ctx.query.get('gameCategory') ?? 'CONS').toUpperCase();
  const counts = (t) => category === 'CONS' || ((t.txTypeId === TX.BET || t.txTypeId === TX.WIN) && t.category === category);
  const days = new Map();
  for (const t of txOf(ctx)) {
    if (t.at < start || t.at > end || !counts(t)) continue;
    const d = new Date(t.at);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const day = days.get(key) ?? { balanceDate: key, deposit: 0, withdraw: 0, bet: 0, win: 0, promo: 0 };
    if (t.txTypeId === TX.DEPOSIT) day.deposit += t.cents;
    else if (t.txTypeId === TX.WITHDRAW) day.withdraw -= t.cents;
    else if (t.txTypeId === TX.BET) day.bet -= t.cents;
    else if (t.txTypeId === TX.WIN) day.win += t.cents;
    else if (t.txTypeId === TX.BONUS) day.promo += t.cents;
    days.set(key, day);
  }
  const row = (d) => ({ balanceDate: d.balanceDate, totalDeposit: amount(d.deposit), totalWithdraw: amount(d.withdraw), loseAmount: amount(d.bet), validBetAmount: amount(d.bet), totalIncome: amount(d.win), totalRebate: '0.00', totalPromotion: amount(d.promo), totalPNL: amount(d.win + d.promo - d.bet) });
  const list = [...days.values()].sort((a, b) => (a.balanceDate < b.balanceDate ? 1 : -1));
  const sum = list.reduce((s, d) => ({ balanceDate: 'total', deposit: s.deposit + d.deposit, withdraw: s.withdraw + d.withdraw, bet: s.bet + d.bet, win: s.win + d.win, promo: s.promo + d.promo }), { balanceDate: 'total', deposit: 0, withdraw: 0, bet: 0, win: 0, promo: 0 });
  return paged(list.map(row), ctx.query, row(sum));
}

function bonusHistory(ctx) {
  const { start, end } = rangeOf(ctx.query, 'claimDateFrom', 'claimDateTo', 90);
  const rows = txOf(ctx)
    .filter((t) => t.txTypeId === TX.BONUS && t.at >= start && t.at <= end)
    .sort((a, b) => b.at - a.at)
    .map((t) => ({ claimId: t.id, claimDate: t.at, promoName: t.remark, bonusAmount: amount(t.cents), status: 'Claimed' }));
  return paged(rows, ctx.query, { totalBonus: amount(rows.reduce((s, r) => s + Math.round(Number(r.bonusAmount) * 100), 0)), totalPoint: 0 });
}

export const recordRoutes = [
  { call: 'memberTransactions', handler: memberTransactions },
  { call: 'rngOrders', handler: orders('RNG') },
  { call: 'pvpOrders', handler: orders('PVP') },
  { call: 'fishOrders', handler: orders('FISH') },
  { call: 'liveOrders', handler: orders('LIVE') },
  { call: 'sportsOrders', handler: orders('SPORTS') },
  { call: 'elottOrders', handler: orders('ELOTT') },
  { call: 'personalPnl', handler: personalPnl },
  { call: 'bonusHistory', handler: bonusHistory },
];
