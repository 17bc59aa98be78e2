// The agent centre's calls (platform-contract-member-agent.md §20; the designed shapes are in
// src/contract/calls/agent.ts) over the agent teams of ../agent.mjs, and the preview-only helpers
// under /__preview/agent (a fresh agent, a team member's session, the preview clock).
import { AGENT_TYPES, setPassword, verifyPassword } from '../accounts.mjs';
import { agentNow, AGENT_TX, addContract, contractsOf, CONTRACT_KINDS, ensureTeam, isAgent, ownContract, RATE_STEP_BP, settleRealTime, teamOf, uplineChain } from '../agent.mjs';
import { contract } from '../contract.mjs';
import { HttpError } from '../envelope.mjs';
import { amountOf, centsOf, mainCents, moneyOf, moveMain, setPaymentPassword, TX } from '../money.mjs';
import { hashString } from '../rng.mjs';
import { accountOfSession, accountsOf, decrypt, fail, flagsOf } from './account.mjs';
import { readAnnouncementIds } from './messages.mjs';

const DAY = 86_400_000;
const F = contract.FLAG;
const PRODUCTS = ['LOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH'];
const QUOTAS = { 0: 500, 2: 10 };
const rate = (bp) => `${Math.floor(bp / 10_000)}.${String(bp % 10_000).padStart(4, '0')}`;
const bpOf = (v) => {
  const n = Math.round(Number(`${String(v ?? '').trim()}e4`));
  return Number.isSafeInteger(n) ? n : NaN;
};

/** The agent behind the session, its team made on first use. */
function agentOf(ctx) {
  const accounts = accountsOf(ctx);
  const agent = accountOfSession(ctx);
  if (!AGENT_TYPES.has(agent.type)) throw fail('function.not.available', 'Agents only');
  ensureTeam(ctx, accounts, agent);
  return { accounts, agent };
}

function requireFlag(ctx, ...ids) {
  const flags = flagsOf(ctx.store, ctx.code);
  if (!ids.some((id) => flags[id])) throw fail('function.not.available', 'This agent function is not available');
}

function pageOf(query, rows, footer) {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const size = Math.min(100, Math.max(1, Number.parseInt(query.get('size') ?? '13', 10) || 13));
  return { list: rows.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(rows.length / size)), totalCount: rows.length, ...(footer ? { footer } : {}) };
}

const dayKey = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** `startDate`/`endDate` as YYYY-MM-DD (or ms): the whole days between, at most 90. */
function daysOf(query) {
  const read = (v) => (v === null || v === '' ? null : /^\d+$/.test(v) ? Number(v) : Date.parse(`${String(v).slice(0, 10)}T00:00:00`));
  const start = read(query.get('startDate'));
  const endDay = read(query.get('endDate'));
  if (start === null || endDay === null || !Number.isFinite(start) || !Number.isFinite(endDay) || endDay < start) throw fail('invalid.date.range', 'Choose a start and an end date');
  if (endDay - start > 91 * DAY) throw fail('date.range.too.long', 'The range is at most 90 days');
  const end = new Date(endDay).setHours(23, 59, 59, 999);
  return { start: new Date(start).setHours(0, 0, 0, 0), end };
}

const category = (query) => {
  const c = String(query.get('gameCategory') ?? '').toUpperCase();
  return c && c !== 'CONS' && c !== 'ALL' ? c : null;
};

/** One member's figures in a range (cents), from its transactions; `by` groups them (day, game). */
function figures(ctx, account, { start, end }, cat, by = () => 'all') {
  const m = moneyOf(ctx, account);
  const groups = new Map();
  const get = (key) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { deposit: 0, withdraw: 0, betCount: 0, bet: 0, win: 0, promotion: 0 }));
    return g;
  };
  const bets = new Map(m.tx.filter((t) => t.txTypeId === TX.BET).map((t) => [t.id.slice(1), t]));
  for (const t of m.tx) {
    if (t.at < start || t.at > end) continue;
    if (t.txTypeId === TX.BET) {
      if (cat && t.category !== cat) continue;
      const g = get(by(t));
      g.betCount += 1;
      g.bet -= t.cents;
    } else if (t.txTypeId === TX.WIN) {
      const bet = bets.get(t.id.slice(1));
      if (cat && bet?.category !== cat) continue;
      get(by(bet ?? t)).win += t.cents;
    } else if (!cat && t.txTypeId === TX.DEPOSIT) get(by(t)).deposit += t.cents;
    else if (!cat && t.txTypeId === TX.WITHDRAW) get(by(t)).withdraw -= t.cents;
    else if (!cat && t.txTypeId === TX.BONUS) get(by(t)).promotion += t.cents;
  }
  return groups;
}

/** Designed: the rebate is 0.5% of the valid bet; P/L is the members' (win + rebate + promotion - bet). */
const rebateOf = (bet) => Math.floor(bet / 200);
const pnlOf = (g) => g.win + rebateOf(g.bet) + g.promotion - g.bet;

function sumOf(rows, keys) {
  return Object.fromEntries(keys.map((k) => [k, amountOf(rows.reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0))]));
}

// ---- menu and announcements --------------------------------------------------------------------

function consolidated(ctx) {
  const doc = ctx.store.doc(ctx.code, 'fixtures/agent.json', { optional: true }) ?? {};
  const menu = { showHourSalary: true, mrDailySalary: false, showRealTimeSalary: true, dailySalary: { DIVIDEND: true, DAYSAL: true }, hasMerchantWallet: false, ...(doc.menu ?? {}) };
  return { ...menu, contractmrdailysalinfotype: {} };
}

const ANNOUNCEMENTS = [
  { id: 9001, title: 'Commission schedule for this month', content: '<p>Commission is paid on the <strong>5th</strong> of every month for the month before.</p>', days: 2 },
  { id: 9002, title: 'New real-time salary contracts', content: '<p>Real-time salary is settled every 5 minutes. Offer it to your agents from the agent centre.</p>', days: 6 },
  { id: 9003, title: 'Keep your downlines safe', content: '<p>Never share a downline\'s password by chat. Change it from Team management.</p>', days: 12 },
];

function announcements(ctx) {
  const { agent } = agentOf(ctx);
  // marked read by MCSFE_markAnnouncementAsRead, the players' call (routes/messages.mjs)
  const mine = readAnnouncementIds({ ...ctx, username: agent.username });
  // posted at 09:00 (UTC) of their day: the same text all day long
  const today = Math.floor(agentNow(ctx) / DAY) * DAY;
  return { list: ANNOUNCEMENTS.map((a) => ({ id: a.id, title: a.title, content: a.content, startDate: today - a.days * DAY + 9 * 3_600_000, read: mine.has(String(a.id)) })), totalPages: 1 };
}

// ---- team overview -----------------------------------------------------------------------------

function teamKpi(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const range = daysOf(ctx.query);
  const cat = category(ctx.query);
  const days = new Map();
  for (let d = range.start; d <= range.end; d += DAY) days.set(dayKey(d), { balanceDate: dayKey(d), deposit: 0, withdraw: 0, betCount: 0, bet: 0, win: 0, promotion: 0, logins: 0, registers: 0 });
  for (const { account } of teamOf(accounts, agent)) {
    for (const [key, g] of figures(ctx, account, range, cat, (t) => dayKey(t.at))) {
      const day = days.get(key);
      if (!day) continue;
      for (const k of ['deposit', 'withdraw', 'betCount', 'bet', 'win', 'promotion']) day[k] += g[k];
      if (g.betCount > 0) day.logins += 1;
    }
    if (account.registeredAt >= range.start && account.registeredAt <= range.end) {
      const day = days.get(dayKey(account.registeredAt));
      if (day) day.registers += 1;
    }
  }
  const row = (d) => ({
    balanceDate: d.balanceDate,
    totalDeposit: amountOf(d.deposit),
    totalWithdrawal: amountOf(d.withdraw),
    totalLoginCount: d.logins,
    totalBetCount: d.betCount,
    totalRegisterCount: d.registers,
    totalBet: amountOf(d.bet),
    totalValidBet: amountOf(d.bet),
    totalWin: amountOf(d.win),
    totalRebate: amountOf(rebateOf(d.bet)),
    totalPromotion: amountOf(d.promotion),
    totalPNL: amountOf(pnlOf(d)),
  });
  const list = [...days.values()].sort((a, b) => (a.balanceDate < b.balanceDate ? 1 : -1)).map(row);
  const footer = { ...sumOf(list, ['totalDeposit', 'totalWithdrawal', 'totalBet', 'totalValidBet', 'totalWin', 'totalRebate', 'totalPromotion', 'totalPNL']), ...Object.fromEntries(['totalLoginCount', 'totalBetCount', 'totalRegisterCount'].map((k) => [k, list.reduce((s, r) => s + r[k], 0)])) };
  return pageOf(ctx.query, list, footer);
}

// ---- register account --------------------------------------------------------------------------

function checkUsername(ctx) {
  const name = String(ctx.query.get('username') ?? '').trim();
  if (!/^[a-z0-9]{4,16}$/i.test(name)) throw fail('username.invalid', 'Use 4 to 16 letters or digits');
  return !accountsOf(ctx).find(name);
}

function quotas(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const direct = teamOf(accounts, agent).filter((m) => m.depth === 1);
  return { list: Object.entries(QUOTAS).map(([type, total]) => ({ type: Number(type), total, used: direct.filter((m) => (Number(type) === 0 ? m.account.type === 0 : m.account.type !== 0)).length })) };
}

function rebateSettings(ctx) {
  agentOf(ctx);
  return { list: PRODUCTS.map((p, i) => ({ productType: p, maxRate: rate(150 - i * 20), defaultRate: rate(50) })) };
}

function registerDownline(ctx) {
  const payload = decrypt(ctx);
  const { accounts, agent } = agentOf(ctx);
  const username = String(payload.username ?? '').trim();
  const password = String(payload.password ?? '');
  const type = Number(payload.type ?? 0) === 2 ? 2 : 0;
  if (!/^[a-z0-9]{4,16}$/i.test(username)) throw fail('username.invalid', 'Use 4 to 16 letters or digits');
  if (accounts.find(username)) throw fail('username.exists', 'This username is taken');
  if (!/^(?=.*[a-z])(?=.*\d)[a-z\d]{6,20}$/i.test(password)) throw fail('password.invalid', 'The password needs 6 to 20 letters and digits');
  const q = quotas(ctx).list.find((x) => x.type === type);
  if (q && q.used >= q.total) throw fail('agent.quota.exceeded', 'No quota left for this account type');
  const settings = rebateSettings(ctx).list;
  for (const [product, r] of Object.entries(payload.rebates ?? {})) {
    const max = settings.find((s) => s.productType === product);
    if (!max || !(bpOf(r) >= 0) || bpOf(r) > bpOf(max.maxRate)) throw fail('rebate.invalid', `The ${product} rebate is above your own`);
  }
  const made = accounts.add({ username, password, type, nickname: username, balance: 0, toUpline: true });
  Object.assign(made, { upline: agent.username, teamSeeded: true, registeredAt: agentNow(ctx), lastLoginAt: null, rebates: payload.rebates ?? {} });
  return { customerId: made.id, username: made.username };
}

const linksOf = (ctx) => ctx.state.slot(ctx.code, 'agentLinks', () => ({ list: [], nextId: 1 }));

function createLink(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const links = linksOf(ctx);
  const id = links.nextId++;
  const code = `${agent.id}A${id}`;
  accounts.addAffiliate?.(code);
  const link = { id, owner: agent.username, code, url: `${ctx.origin}/register?affiliateCode=${code}`, type: Number(ctx.body?.type ?? 0) === 2 ? 2 : 0, createdAt: agentNow(ctx), registered: 0 };
  links.list.push(link);
  return { id: link.id, code: link.code, url: link.url };
}

function listLinks(ctx) {
  const { agent } = agentOf(ctx);
  return { list: linksOf(ctx).list.filter((l) => l.owner === agent.username).reverse(), totalPages: 1 };
}

function deleteLink(ctx) {
  const { agent } = agentOf(ctx);
  const links = linksOf(ctx);
  const i = links.list.findIndex((l) => String(l.id) === String(ctx.body?.id) && l.owner === agent.username);
  if (i < 0) throw fail('affiliate.url.not.found', 'This link does not exist');
  links.list.splice(i, 1);
  return null;
}

// ---- team management ---------------------------------------------------------------------------

function memberOfTeam(ctx, accounts, agent, customerId) {
  const found = teamOf(accounts, agent).find((m) => String(m.account.id) === String(customerId));
  if (!found) throw fail('downline.not.found', 'This member is not in your team');
  return found.account;
}

function subordinates(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const type = String(ctx.query.get('subordinateType') ?? 'DIRECT').toUpperCase();
  const name = String(ctx.query.get('subordinateName') ?? '').trim().toLowerCase();
  const rows = teamOf(accounts, agent)
    .filter((m) => (type === 'ALL' || name ? true : m.depth === 1) && (!name || m.account.username.toLowerCase().includes(name)))
    .sort((a, b) => a.depth - b.depth || b.account.registeredAt - a.account.registeredAt || a.account.username.localeCompare(b.account.username))
    .map(({ account: a, depth }) => ({ customerId: a.id, customerName: a.username, nickname: a.nickname, type: a.type, level: depth, balance: amountOf(mainCents(a)), mobileNum: a.mobileNum, registerDate: a.registeredAt ?? null, lastLoginDate: a.lastLoginAt ?? null, upline: a.upline }));
  return pageOf(ctx.query, rows);
}

function memberPnl(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, ctx.query.get('customerId'));
  const g = figures(ctx, member, daysOf(ctx.query), null).get('all') ?? { deposit: 0, withdraw: 0, betCount: 0, bet: 0, win: 0, promotion: 0 };
  return { deposit: amountOf(g.deposit), withdraw: amountOf(g.withdraw), bet: amountOf(g.bet), validBet: amountOf(g.bet), win: amountOf(g.win), rebate: amountOf(rebateOf(g.bet)), promotion: amountOf(g.promotion), pnl: amountOf(pnlOf(g)) };
}

function downlinePassword(ctx) {
  const payload = decrypt(ctx);
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, payload.customerId);
  if (!/^(?=.*[a-z])(?=.*\d)[a-z\d]{6,20}$/i.test(String(payload.password ?? ''))) throw fail('password.invalid', 'The password needs 6 to 20 letters and digits');
  setPassword(member, String(payload.password));
  return null;
}

function downlineMobile(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, ctx.body?.customerId);
  const mobile = String(ctx.body?.mobileNum ?? '').trim();
  if (!/^\d{9,12}$/.test(mobile)) throw fail('mobile.invalid', 'Enter 9 to 12 digits');
  // one account a number, as registration holds it (an SMS log-in or reset finds the account by it)
  const holder = accounts.findByMobile(mobile);
  if (holder && holder !== member) throw fail('mobileNum.exists', 'Mobile number already registered');
  member.mobileNum = mobile;
  return null;
}

function downlineNickname(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, ctx.body?.customerId);
  const nickname = String(ctx.body?.nickname ?? '').trim();
  if (nickname.length < 1 || nickname.length > 20) throw fail('nickname.invalid', 'Use 1 to 20 characters');
  member.nickname = nickname;
  return null;
}

/** Designed: an agent's transfer takes the payment password under PAYMENTPASS3, else the login password. */
function checkTransferPassword(ctx, agent, m, password) {
  if (flagsOf(ctx.store, ctx.code)[F.PAYMENT_PASSWORD]) {
    if (!m.paymentPassword) throw fail('not.exists.payment.password', 'Set a payment password first');
    if (!verifyPassword(m.paymentPassword, password)) throw fail('invalid.payment.pw', 'The payment password is wrong');
  } else if (!verifyPassword(agent, password)) throw fail('invalid.pw', 'The password is wrong');
}

function transferDownline(ctx) {
  const payload = decrypt(ctx);
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, payload.customerId);
  const c = centsOf(payload.amount);
  if (!(c > 0)) throw fail('invalid.amount', 'The amount must be above 0');
  const m = moneyOf(ctx, agent);
  checkTransferPassword(ctx, agent, m, payload.password);
  if (mainCents(agent) < c) throw fail('insufficient.balance', 'Insufficient balance');
  moveMain(agent, -c);
  moveMain(member, c);
  const at = ctx.state.now();
  const remark = String(payload.remark ?? '').slice(0, 100);
  m.tx.push({ id: `TD${m.nextId++}`, at, txTypeId: AGENT_TX.TO_DOWNLINE, cents: -c, remark: `Transfer to ${member.username}${remark ? `: ${remark}` : ''}` });
  const d = moneyOf(ctx, member);
  d.tx.push({ id: `TU${d.nextId++}`, at, txTypeId: AGENT_TX.FROM_UPLINE, cents: c, remark: `Transfer from ${agent.username}${remark ? `: ${remark}` : ''}` });
  return null;
}

/**
 * Designed (contract/multiTransfer.ts, unconfirmed): the red envelope, all or nothing. The password
 * as the single transfer's; each downline once, at most 50; the agent's balance must cover the total.
 */
function transferMultipleDownline(ctx) {
  requireFlag(ctx, F.AGENT_TRANSFER_MULTIPLE);
  const payload = decrypt(ctx);
  const { accounts, agent } = agentOf(ctx);
  const entries = Array.isArray(payload.transfers) ? payload.transfers : [];
  if (entries.length === 0) throw fail('invalid.amount', 'Choose at least one downline');
  if (entries.length > 50) throw fail('transfer.too.many', 'At most 50 downlines at once');
  const seen = new Set();
  const moves = entries.map((e) => {
    const member = memberOfTeam(ctx, accounts, agent, e?.customerId);
    if (seen.has(member.username)) throw fail('downline.duplicate', `${member.username} is listed twice`);
    seen.add(member.username);
    const c = centsOf(e?.amount);
    if (!(c > 0) || !/^\d+\.\d{2}$/.test(String(e?.amount))) throw fail('invalid.amount', `The amount for ${member.username} must be above 0 with 2 decimals`);
    return { member, c };
  });
  const m = moneyOf(ctx, agent);
  checkTransferPassword(ctx, agent, m, payload.password);
  const total = moves.reduce((s, x) => s + x.c, 0);
  if (mainCents(agent) < total) throw fail('insufficient.balance', 'Insufficient balance');
  const at = ctx.state.now();
  const remark = String(payload.remark ?? '').slice(0, 100);
  for (const { member, c } of moves) {
    moveMain(agent, -c);
    moveMain(member, c);
    m.tx.push({ id: `TD${m.nextId++}`, at, txTypeId: AGENT_TX.TO_DOWNLINE, cents: -c, remark: `Red envelope to ${member.username}${remark ? `: ${remark}` : ''}` });
    const d = moneyOf(ctx, member);
    d.tx.push({ id: `TU${d.nextId++}`, at, txTypeId: AGENT_TX.FROM_UPLINE, cents: c, remark: `Red envelope from ${agent.username}${remark ? `: ${remark}` : ''}` });
  }
  return { total: amountOf(total), balance: amountOf(mainCents(agent)), list: moves.map(({ member, c }) => ({ customerId: member.id, customerName: member.username, amount: amountOf(c), balance: amountOf(mainCents(member)) })) };
}

// ---- reports -----------------------------------------------------------------------------------

const BET_KEYS = ['betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss'];

function betRow(g) {
  return { betCount: g.betCount, betAmount: amountOf(g.bet), validBetAmount: amountOf(g.bet), winAmount: amountOf(g.win), profitAndLoss: amountOf(g.win - g.bet) };
}

function teamMembersNamed(ctx, accounts, agent) {
  const name = String(ctx.query.get('subordinateName') ?? '').trim().toLowerCase();
  return teamOf(accounts, agent).filter((m) => !name || m.account.username.toLowerCase().includes(name));
}

function teamBetting(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const range = daysOf(ctx.query);
  const cat = category(ctx.query);
  const rows = teamMembersNamed(ctx, accounts, agent)
    .map(({ account }) => ({ account, g: figures(ctx, account, range, cat).get('all') }))
    .filter((r) => r.g && r.g.betCount > 0)
    .sort((a, b) => b.g.bet - a.g.bet || a.account.username.localeCompare(b.account.username))
    .map(({ account, g }) => ({ customerId: account.id, customerName: account.username, ...betRow(g) }));
  return pageOf(ctx.query, rows, sumOf(rows, BET_KEYS));
}

function teamBettingDetail(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, ctx.query.get('customerId'));
  const rows = [...figures(ctx, member, daysOf(ctx.query), category(ctx.query), (t) => t.game ?? 'Other')]
    .filter(([, g]) => g.betCount > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([game, g]) => ({ gameName: game, ...betRow(g) }));
  return pageOf(ctx.query, rows, sumOf(rows, BET_KEYS));
}

const PNL_KEYS = ['deposit', 'withdraw', 'betAmount', 'validBetAmount', 'winAmount', 'rebate', 'promotion', 'profitAndLoss'];
const pnlRow = (g) => ({ deposit: amountOf(g.deposit), withdraw: amountOf(g.withdraw), betAmount: amountOf(g.bet), validBetAmount: amountOf(g.bet), winAmount: amountOf(g.win), rebate: amountOf(rebateOf(g.bet)), promotion: amountOf(g.promotion), profitAndLoss: amountOf(pnlOf(g)) });

function teamPnl(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const range = daysOf(ctx.query);
  const cat = category(ctx.query);
  const rows = teamMembersNamed(ctx, accounts, agent)
    .map(({ account }) => ({ account, g: figures(ctx, account, range, cat).get('all') }))
    .filter((r) => r.g)
    .sort((a, b) => a.account.username.localeCompare(b.account.username))
    .map(({ account, g }) => ({ customerId: account.id, customerName: account.username, ...pnlRow(g) }));
  return pageOf(ctx.query, rows, sumOf(rows, PNL_KEYS));
}

function teamPnlDetail(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const member = memberOfTeam(ctx, accounts, agent, ctx.query.get('customerId'));
  const rows = [...figures(ctx, member, daysOf(ctx.query), category(ctx.query), (t) => dayKey(t.at))]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, g]) => ({ balanceDate: day, ...pnlRow(g) }));
  return pageOf(ctx.query, rows, sumOf(rows, PNL_KEYS));
}

const INCOME_KEYS = ['commission', 'salary', 'total'];

/** Designed: commission is 0.2% of the team's valid bet of the day; salary what real-time salary paid that day. */
function agentIncome(ctx) {
  const { accounts, agent } = agentOf(ctx);
  const range = daysOf(ctx.query);
  const days = new Map();
  for (let d = range.start; d <= range.end; d += DAY) days.set(dayKey(d), { commission: 0, salary: 0 });
  for (const { account } of teamOf(accounts, agent)) {
    for (const [key, g] of figures(ctx, account, range, null, (t) => dayKey(t.at))) {
      const day = days.get(key);
      if (day) day.commission += Math.floor(g.bet / 500);
    }
  }
  for (const s of settleRealTime(ctx, accounts)) {
    if (s.username !== agent.username || s.settledAt < range.start || s.settledAt > range.end) continue;
    const day = days.get(dayKey(s.settledAt));
    if (day) day.salary += s.amount;
  }
  const rows = [...days].sort(([a], [b]) => (a < b ? 1 : -1)).map(([day, d]) => ({ balanceDate: day, commission: amountOf(d.commission), salary: amountOf(d.salary), total: amountOf(d.commission + d.salary) }));
  return pageOf(ctx.query, rows, sumOf(rows, INCOME_KEYS));
}

/** The agent's transaction details: the team's account records (records.memberTransactions with `subordinateType`). */
export function teamTransactions(ctx, { start, end, only }) {
  const { accounts, agent } = agentOf(ctx);
  const name = String(ctx.query.get('subordinateName') ?? '').trim().toLowerCase();
  const rows = teamOf(accounts, agent)
    .filter((m) => !name || m.account.username.toLowerCase() === name)
    .flatMap(({ account }) => moneyOf(ctx, account).tx.filter((t) => t.at >= start && t.at <= end && (only.length === 0 || only.includes(t.txTypeId))).map((t) => ({ t, who: account.username })))
    .sort((a, b) => b.t.at - a.t.at)
    .map(({ t, who }) => ({ txId: `${who}-${t.id}`, txTimeInTimestamp: t.at, amount: amountOf(t.cents), remark: `${who}: ${t.remark}`, txTypeId: t.txTypeId, customerName: who }));
  return pageOf(ctx.query, rows);
}

// ---- contracts ---------------------------------------------------------------------------------

const KIND_FLAGS = { dividend: F.AGENT_DIVIDEND, dailySalary: F.AGENT_DAILY_SALARY, hourlySalary: F.AGENT_HOURLY_SALARY, realTimeSalary: F.AGENT_REALTIME_SALARY };

const entry = (c) => ({ contractId: c.contractId, customerName: c.to, from: c.from, rate: rate(c.rateBp), status: c.status, updatedAt: c.updatedAt, offeredAt: c.createdAt });

function contractInfo(kind) {
  return (ctx) => {
    requireFlag(ctx, KIND_FLAGS[kind]);
    const accounts = accountsOf(ctx);
    const me = accountOfSession(ctx);
    ensureTeam(ctx, accounts, me);
    if (kind === 'realTimeSalary') settleRealTime(ctx, accounts);
    const own = ownContract(ctx, accounts, me, kind);
    const list = contractsOf(ctx).list.filter((c) => c.kind === kind);
    const direct = isAgent(me) ? teamOf(accounts, me).filter((m) => m.depth === 1).map((m) => m.account) : [];
    const latest = (name) => list.filter((c) => c.from === me.username && c.to === name).at(-1);
    return {
      own: own ? { ...entry(own), customerName: own.from } : null,
      maxRate: rate(own?.rateBp ?? 0),
      step: rate(RATE_STEP_BP),
      offers: list.filter((c) => c.to.toLowerCase() === me.username.toLowerCase() && c.status === 'P').map((c) => ({ ...entry(c), customerName: c.from })),
      downlines: direct.map((a) => {
        const c = latest(a.username);
        return c ? { ...entry(c), customerId: a.id } : null;
      }).filter(Boolean),
      team: direct.map((a) => ({ customerId: a.id, customerName: a.username, type: a.type })),
    };
  };
}

function contractHistory(kind) {
  return (ctx) => {
    requireFlag(ctx, KIND_FLAGS[kind]);
    const me = accountOfSession(ctx);
    const name = me.username.toLowerCase();
    const rows = contractsOf(ctx)
      .list.filter((c) => c.kind === kind && (c.from.toLowerCase() === name || c.to.toLowerCase() === name))
      .sort((a, b) => b.updatedAt - a.updatedAt || (a.contractId < b.contractId ? 1 : -1))
      .map((c) => ({ ...entry(c), customerName: c.to.toLowerCase() === name ? c.from : c.to, at: c.updatedAt }));
    return pageOf(ctx.query, rows);
  };
}

function contractOffer(kind) {
  return (ctx) => {
    requireFlag(ctx, KIND_FLAGS[kind]);
    const { accounts, agent } = agentOf(ctx);
    const member = memberOfTeam(ctx, accounts, agent, ctx.body?.customerId);
    if (member.upline?.toLowerCase() !== agent.username.toLowerCase()) throw fail('contract.direct.only', 'Contracts are offered to direct downlines only');
    const bp = bpOf(ctx.body?.rate);
    const mine = ownContract(ctx, accounts, agent, kind)?.rateBp ?? 0;
    if (!(bp > 0) || bp % RATE_STEP_BP !== 0) throw fail('contract.rate.invalid', 'Choose a rate in steps of 0.1%');
    if (bp > mine) throw fail('contract.rate.above.own', 'The rate cannot be above your own');
    const list = contractsOf(ctx).list;
    if (list.some((c) => c.kind === kind && c.to === member.username && c.status === 'P')) throw fail('contract.offer.pending', 'This member has an offer waiting');
    const made = addContract(ctx, kind, { from: agent.username, to: member.username, rateBp: bp, status: 'P' });
    return { contractId: made.contractId };
  };
}

function contractProcess(kind) {
  return (ctx) => {
    requireFlag(ctx, KIND_FLAGS[kind]);
    const accounts = accountsOf(ctx);
    const me = accountOfSession(ctx);
    const list = contractsOf(ctx).list;
    const c = list.find((x) => x.kind === kind && x.contractId === String(ctx.body?.contractId ?? '') && x.to.toLowerCase() === me.username.toLowerCase());
    if (!c) throw fail('contract.not.found', 'This contract does not exist');
    const action = String(ctx.body?.action ?? '').toUpperCase();
    const now = agentNow(ctx);
    if (action === 'T') {
      if (c.status !== 'A') throw fail('contract.not.active', 'Only an accepted contract can be terminated');
      if (kind === 'realTimeSalary') settleRealTime(ctx, accounts);
      Object.assign(c, { status: 'T', updatedAt: now });
      return { ended: [] };
    }
    if (c.status !== 'P') throw fail('contract.not.pending', 'This offer was already answered');
    if (action === 'R') {
      Object.assign(c, { status: 'R', updatedAt: now });
      return { ended: [] };
    }
    if (action !== 'A') throw fail('contract.action.invalid', 'Accept, reject or terminate');
    if (kind === 'realTimeSalary') settleRealTime(ctx, accounts);
    for (const old of list) if (old !== c && old.kind === kind && old.to === c.to && old.status === 'A') Object.assign(old, { status: 'E', updatedAt: now });
    Object.assign(c, { status: 'A', updatedAt: now, settledUntil: now });
    // a lower rate ends the contracts this member gave above it
    const ended = list.filter((x) => x.kind === kind && x.from === c.to && (x.status === 'A' || x.status === 'P') && x.rateBp > c.rateBp);
    for (const x of ended) Object.assign(x, { status: 'E', updatedAt: now });
    return { ended: ended.map((x) => x.to) };
  };
}

function settlements(ctx) {
  const accounts = accountsOf(ctx);
  const me = accountOfSession(ctx);
  const { start, end } = daysOf(ctx.query);
  const rows = settleRealTime(ctx, accounts)
    .filter((s) => s.username === me.username && s.settledAt >= start && s.settledAt <= end)
    .sort((a, b) => b.settledAt - a.settledAt)
    .map((s) => ({ settledAt: s.settledAt, teamValidBet: amountOf(s.teamValidBet), rate: rate(s.rateBp), amount: amountOf(s.amount) }));
  return pageOf(ctx.query, rows, { amount: amountOf(rows.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0)) });
}

// ---- manual daily salary (MR) --------------------------------------------------------------------

const MR_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'RNG'];
const MR_CLAIM_DAYS = 7;

/** The brand's rate table of a product (deterministic per brand and product): three tiers. */
function mrRates(ctx, productType) {
  const base = 30 + (hashString(`mr-rates:${ctx.code}:${productType}`) % 5) * 10;
  return [
    { minimumBet: '10000.00', activeMember: 5, rate: rate(base) },
    { minimumBet: '50000.00', activeMember: 10, rate: rate(base + 30) },
    { minimumBet: '200000.00', activeMember: 20, rate: rate(base + 70) },
  ];
}

const mrState = (ctx, agent) => {
  const all = ctx.state.slot(ctx.code, 'agentMr', () => ({}));
  return (all[agent.username.toLowerCase()] ??= { applied: {}, claimed: {} });
};

function mrInfo(ctx, productType) {
  const { agent } = agentOf(ctx);
  const product = String(productType ?? 'LOTT').toUpperCase() || 'LOTT';
  const status = mrState(ctx, agent).applied[product] ?? null;
  return { productType: product, agent: { status, manualDailySalaryRates: mrRates(ctx, product) } };
}

function mrApply(action) {
  return (ctx) => {
    requireFlag(ctx, F.AGENT_MR_DAILY_SALARY_CONTRACT);
    const { agent } = agentOf(ctx);
    const product = String(ctx.body?.productType ?? '').toUpperCase();
    if (!MR_CATEGORIES.includes(product)) throw fail('mr.product.invalid', 'Choose a game category');
    const applied = mrState(ctx, agent).applied;
    if (action === 'A' && applied[product] === 'A') throw fail('mr.already.applied', 'Already applied');
    if (action === 'V' && applied[product] !== 'A') throw fail('mr.not.applied', 'Nothing to cancel');
    applied[product] = action;
    return mrInfo(ctx, product);
  };
}

/** The agent's salary rows of the last 45 days (seeded per brand, agent and day), their states as claimed. */
function mrRows(ctx, agent) {
  const now = agentNow(ctx);
  const today = new Date(now).setHours(0, 0, 0, 0);
  const { claimed } = mrState(ctx, agent);
  const rows = [];
  for (let day = 1; day <= 45; day++) {
    const date = dayKey(today - day * DAY);
    for (const cat of MR_CATEGORIES) {
      const h = hashString(`mr:${ctx.code}:${agent.username}:${date}:${cat}`);
      if (h % 3 === 0) continue;
      const teamBetting = (15_000 + (h % 250_000)) * 100;
      const activeMember = 3 + (h % 25);
      const tier = [...mrRates(ctx, cat)].reverse().find((t) => teamBetting >= centsOf(t.minimumBet) && activeMember >= t.activeMember);
      const bp = tier ? bpOf(tier.rate) : 0;
      const payoutTime = today - (day - 1) * DAY + 3 * 3_600_000;
      const dueTime = payoutTime + MR_CLAIM_DAYS * DAY;
      const id = `MR${agent.id}-${date.replaceAll('-', '')}-${cat}`;
      const status = claimed[id] ? '1' : bp === 0 ? '3' : dueTime < now ? (h % 2 === 0 ? '1' : '2') : '0';
      rows.push({ id, gameType: cat, balanceDate: date, payoutTime, dueTime, teamBetting: amountOf(teamBetting), activeMember, rate: rate(bp), amount: amountOf(Math.floor((teamBetting * bp) / 10_000)), status });
    }
  }
  return rows;
}

function mrRecords(ctx) {
  requireFlag(ctx, F.AGENT_MR_DAILY_SALARY_CONTRACT);
  const { agent } = agentOf(ctx);
  const { start, end } = daysOf(ctx.query);
  const cat = category(ctx.query);
  const status = String(ctx.query.get('status') ?? '').trim();
  const rows = mrRows(ctx, agent).filter((r) => {
    const d = Date.parse(`${r.balanceDate}T00:00:00`);
    return d >= start && d <= end && (!cat || r.gameType === cat) && (!status || r.status === status);
  });
  return pageOf(ctx.query, rows, { amount: amountOf(rows.reduce((s, r) => s + centsOf(r.amount), 0)) });
}

function mrClaim(ctx) {
  requireFlag(ctx, F.AGENT_MR_DAILY_SALARY_CONTRACT);
  const { agent } = agentOf(ctx);
  const id = String(ctx.body?.id ?? '');
  const row = mrRows(ctx, agent).find((r) => r.id === id);
  if (!row) throw fail('mr.record.not.found', 'This salary record does not exist');
  if (row.status === '1') throw fail('mr.already.claimed', 'This salary was already claimed');
  if (row.status !== '0') throw fail('mr.not.claimable', 'This salary can no longer be claimed');
  const c = centsOf(row.amount);
  mrState(ctx, agent).claimed[id] = agentNow(ctx);
  moveMain(agent, c);
  const m = moneyOf(ctx, agent);
  m.tx.push({ id: `MR${m.nextId++}`, at: ctx.state.now(), txTypeId: AGENT_TX.MR_DAILY_SALARY, cents: c, remark: `Manual daily salary ${row.balanceDate} ${row.gameType}` });
  return { id, amount: row.amount, status: '1' };
}

// ---- preview-only ------------------------------------------------------------------------------

/** POST /__preview/agent/fresh `{ username, balance?, password?, paymentPassword? }`: a fresh agent (type 1) and its session. */
function previewFresh(ctx) {
  const b = ctx.body ?? {};
  const username = String(b.username ?? '');
  if (!/^[a-z0-9]{4,16}$/.test(username)) throw new HttpError(400, 'username.invalid', 'username: 4-16 lower-case letters or digits');
  const accounts = accountsOf(ctx);
  const existing = accounts.find(username);
  if (existing && !existing.madeForPreview) throw new HttpError(409, 'username.exists', 'This username is a seed account');
  // the same name again: the same agent and team, its balance as asked (snapshots)
  if (existing) {
    existing.balance = Number(b.balance ?? 0);
    return { token: ctx.state.openSession(ctx.code, username), username };
  }
  const made = accounts.add({ username, type: Number(b.type ?? 1), balance: Number(b.balance ?? 0), password: b.password ?? null, nickname: username, toUpline: false });
  made.madeForPreview = true;
  if (b.paymentPassword) setPaymentPassword(moneyOf(ctx, made), String(b.paymentPassword));
  ensureTeam(ctx, accounts, made);
  return { token: ctx.state.openSession(ctx.code, username), username };
}

/** POST /__preview/agent/session `{ username }`: a session of a team member (a downline has no password the tests know). */
function previewSession(ctx) {
  const accounts = accountsOf(ctx);
  const member = accounts.find(String(ctx.body?.username ?? ''));
  if (!member || uplineChain(accounts, member).length === 0) throw new HttpError(404, 'member.not.found', 'No team member of that name');
  return { token: ctx.state.openSession(ctx.code, member.username), username: member.username };
}

/** POST /__preview/agent/advance `{ minutes }`: moves the agent clock on and settles real-time salary. */
function previewAdvance(ctx) {
  const minutes = Number(ctx.body?.minutes ?? 5);
  if (!(minutes > 0 && minutes <= 7 * 24 * 60)) throw new HttpError(400, 'minutes.invalid', 'minutes: 1 to 10080');
  ctx.state.slot(ctx.code, 'agentClock', () => ({ offset: 0 })).offset += minutes * 60_000;
  const made = settleRealTime(ctx, accountsOf(ctx));
  return { now: agentNow(ctx), settlements: made.length };
}

export const agentRoutes = [
  { call: 'agentConsolidated', handler: consolidated },
  { call: 'agentAnnouncements', handler: announcements },
  { call: 'teamKpi', handler: teamKpi },
  { call: 'checkUsername', handler: checkUsername },
  { call: 'registerDownline', handler: registerDownline },
  { call: 'agentQuotas', handler: quotas },
  { call: 'globalRebateSettings', handler: rebateSettings },
  { call: 'createAffiliateUrl', handler: createLink },
  { call: 'affiliateUrls', handler: listLinks },
  { call: 'deleteAffiliateUrl', handler: deleteLink },
  { call: 'subordinates', handler: subordinates },
  { call: 'memberPnl', handler: memberPnl },
  { call: 'downlinePassword', handler: downlinePassword },
  { call: 'downlineMobile', handler: downlineMobile },
  { call: 'downlineNickname', handler: downlineNickname },
  { call: 'transferDownline', handler: transferDownline },
  { call: 'transferMultipleDownline', handler: transferMultipleDownline },
  { call: 'mrDailySalaryInfo', handler: (ctx) => { requireFlag(ctx, F.AGENT_MR_DAILY_SALARY_CONTRACT); return mrInfo(ctx, ctx.query.get('productType')); } },
  { call: 'mrDailySalaryApply', handler: mrApply('A') },
  { call: 'mrDailySalaryCancel', handler: mrApply('V') },
  { call: 'mrDailySalaryRecords', handler: mrRecords },
  { call: 'mrDailySalaryClaim', handler: mrClaim },
  { call: 'teamBetting', handler: teamBetting },
  { call: 'teamBettingDetail', handler: teamBettingDetail },
  { call: 'teamPnl', handler: teamPnl },
  { call: 'teamPnlDetail', handler: teamPnlDetail },
  { call: 'agentIncome', handler: agentIncome },
  { call: 'realTimeSalarySettlements', handler: settlements },
  ...CONTRACT_KINDS.flatMap((kind) => [
    { call: `${kind}Info`, handler: contractInfo(kind) },
    { call: `${kind}History`, handler: contractHistory(kind) },
    { call: `${kind}Offer`, handler: contractOffer(kind) },
    { call: `${kind}Process`, handler: contractProcess(kind) },
  ]),
  { method: 'POST', path: '/__preview/agent/fresh', handler: previewFresh },
  { method: 'POST', path: '/__preview/agent/session', handler: previewSession },
  { method: 'POST', path: '/__preview/agent/advance', handler: previewAdvance },
];
