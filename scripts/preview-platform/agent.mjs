// The preview platform's agent teams: every agent (types 1, 2, 41, 42) gets a team the first time
// an agent call reaches it, made from its username alone (the same on every start): 8 direct
// players and 3 direct agents, 3 players under each of those, and a third level under the first
// one's first downline (22 members), each with 60 days of deposits, withdrawals and play
// (money.mjs), so the reports have real totals and more than one page. Downlines registered from
// the agent centre join the same tree (`account.upline`). Contracts (dividend, daily, hourly and
// real-time salary) are kept per brand with their states; real-time salary settles every 5
// minutes of the preview clock, which `/__preview/agent/advance` moves forward.
import { AGENT_TYPES } from './accounts.mjs';
import { addTx, moneyOf, moveMain, TX } from './money.mjs';
import { hashString, seededRandom } from './rng.mjs';

const DAY = 86_400_000;
export const SETTLE_MS = 5 * 60_000;
/** designed transaction types of the agent's money (the real list is not published) */
export const AGENT_TX = { TO_DOWNLINE: 6104, FROM_UPLINE: 6105, REALTIME_SALARY: 7001, MR_DAILY_SALARY: 7002 };
/** the platform's top rate per contract kind (basis points): a team's root agent holds it */
export const TOP_RATE_BP = { dividend: 3000, dailySalary: 200, hourlySalary: 100, realTimeSalary: 50 };
export const RATE_STEP_BP = 10;
export const CONTRACT_KINDS = Object.keys(TOP_RATE_BP);

export const isAgent = (account) => AGENT_TYPES.has(account.type);

/** The preview clock of the agent calls: the platform's, plus what `/__preview/agent/advance` added. */
export function agentNow(ctx) {
  return ctx.state.now() + ctx.state.slot(ctx.code, 'agentClock', () => ({ offset: 0 })).offset;
}

function teamName(accounts, prefix, n) {
  for (let i = n; ; i += 100) {
    const name = `${prefix}${String(i).padStart(2, '0')}`;
    if (!accounts.find(name)) return name;
  }
}

/** Deposits and withdrawals of a generated member over the last 60 days (its bets come from money.mjs). */
function seedMoney(ctx, account, random) {
  const m = moneyOf(ctx, account);
  const dayStart = new Date(agentNow(ctx)).setHours(0, 0, 0, 0);
  for (let day = 58; day >= 1; day -= 3 + Math.floor(random() * 4)) {
    const at = dayStart - day * DAY + Math.floor(random() * (DAY - 1000));
    const deposit = (5 + Math.floor(random() * 95)) * 10_000;
    // ids of their own (S…): money.mjs's history already names its bonuses B<day>, and a record's id is unique
    m.tx.push({ id: `SD${day}`, at, txTypeId: TX.DEPOSIT, cents: deposit, remark: 'Deposit' });
    if (random() < 0.35) m.tx.push({ id: `SX${day}`, at: at + 3 * 3_600_000, txTypeId: TX.WITHDRAW, cents: -Math.round(deposit / 2), remark: 'Withdrawal' });
    if (random() < 0.2) m.tx.push({ id: `SB${day}`, at: at + 600_000, txTypeId: TX.BONUS, cents: (1 + Math.floor(random() * 20)) * 1000, remark: 'Promotion bonus' });
  }
}

/** Makes the agent's team once (generated members count as seeded too, their team is this one). */
export function ensureTeam(ctx, accounts, agent) {
  if (agent.teamSeeded || !isAgent(agent)) return;
  agent.teamSeeded = true;
  const random = seededRandom(hashString(`team:${agent.username}`));
  const prefix = `${agent.username.replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 8)}d`;
  let n = 1;
  const now = agentNow(ctx);
  const add = (upline, type, level) => {
    const username = teamName(accounts, prefix, n++);
    const member = accounts.add({ username, type, nickname: `${type === 0 ? 'Player' : 'Agent'} ${username.slice(-2)}`, balance: Math.round(random() * 500_000) / 100, mobileNum: `0917${String(hashString(username) % 10_000_000).padStart(7, '0')}`, countryDialingCode: '63', toUpline: true });
    Object.assign(member, { upline: upline.username, level, teamSeeded: true, registeredAt: now - (5 + Math.floor(random() * 200)) * DAY, lastLoginAt: now - Math.floor(random() * 20) * DAY });
    seedMoney(ctx, member, random);
    return member;
  };
  for (let i = 0; i < 8; i++) add(agent, 0, 1);
  const subAgents = [add(agent, 2, 1), add(agent, 2, 1), add(agent, 2, 1)];
  const second = subAgents.flatMap((sub, i) => [add(sub, i === 0 ? 2 : 0, 2), add(sub, 0, 2), add(sub, 0, 2)]);
  add(second[0], 0, 3);
  add(second[0], 0, 3);
  // contracts already in place: the first sub-agent holds each kind from the agent, and its own
  // agent downline one at a higher rate than the agent may later offer (a lower-rate acceptance ends it)
  for (const kind of CONTRACT_KINDS) {
    // a root agent holds the platform's top rate (settled like any contract)
    if (!agent.upline) addContract(ctx, kind, { contractId: `PLATFORM-${kind}-${agent.id}`, from: 'platform', to: agent.username, rateBp: TOP_RATE_BP[kind], status: 'A' });
    const mine = ownRateBp(ctx, accounts, agent, kind);
    if (mine < 4 * RATE_STEP_BP) continue;
    const middle = Math.floor(mine / 2 / RATE_STEP_BP) * RATE_STEP_BP;
    const lower = Math.floor(middle / 2 / RATE_STEP_BP) * RATE_STEP_BP;
    addContract(ctx, kind, { from: agent.username, to: subAgents[0].username, rateBp: middle, status: 'A' });
    addContract(ctx, kind, { from: subAgents[0].username, to: second[0].username, rateBp: lower, status: 'A' });
  }
}

export function uplineChain(accounts, account) {
  const chain = [];
  let at = account;
  while (at?.upline && chain.length < 20) {
    chain.push(at.upline);
    at = accounts.find(at.upline);
  }
  return chain;
}

/** Every member under the agent (any level), with its level below the agent. */
export function teamOf(accounts, agent) {
  const out = [];
  const seen = new Set([agent.username.toLowerCase()]);
  let level = [agent];
  for (let depth = 1; level.length > 0 && depth <= 10; depth++) {
    const names = new Set(level.map((a) => a.username.toLowerCase()));
    const next = accounts.all().filter((a) => a.upline && names.has(a.upline.toLowerCase()) && !seen.has(a.username.toLowerCase()));
    for (const a of next) {
      seen.add(a.username.toLowerCase());
      out.push({ account: a, depth });
    }
    level = next;
  }
  return out;
}

// ---- contracts ---------------------------------------------------------------------------------

export const contractsOf = (ctx) => ctx.state.slot(ctx.code, 'agentContracts', () => ({ list: [], nextId: 1 }));

export function addContract(ctx, kind, fields) {
  const store = contractsOf(ctx);
  const at = agentNow(ctx);
  const contract = { kind, createdAt: at, updatedAt: at, settledUntil: at, ...fields, contractId: fields.contractId ?? `C${store.nextId++}` };
  store.list.push(contract);
  return contract;
}

/** The accepted contract the account holds of a kind (null: none). */
export function ownContract(ctx, accounts, account, kind) {
  return contractsOf(ctx).list.find((c) => c.kind === kind && c.to.toLowerCase() === account.username.toLowerCase() && c.status === 'A') ?? null;
}

export const ownRateBp = (ctx, accounts, account, kind) => ownContract(ctx, accounts, account, kind)?.rateBp ?? 0;

/** Settles every accepted real-time salary contract up to the preview clock, every 5 minutes. */
export function settleRealTime(ctx, accounts) {
  const now = agentNow(ctx);
  const settlements = ctx.state.slot(ctx.code, 'agentSettlements', () => []);
  for (const c of contractsOf(ctx).list) {
    if (c.kind !== 'realTimeSalary' || c.status !== 'A') continue;
    const account = accounts.find(c.to);
    if (!account) continue;
    let from = c.settledUntil ?? c.updatedAt;
    while (now - from >= SETTLE_MS) {
      from += SETTLE_MS;
      const teamValidBet = (20 + (hashString(`${c.contractId}:${from}`) % 480)) * 10_000;
      const amount = Math.floor((teamValidBet * c.rateBp) / 10_000);
      settlements.push({ username: account.username, settledAt: from, teamValidBet, rateBp: c.rateBp, amount });
      moveMain(account, amount);
      const m = moneyOf(ctx, account);
      m.tx.push({ id: `RT${c.contractId}-${from}`, at: from, txTypeId: AGENT_TX.REALTIME_SALARY, cents: amount, remark: 'Real-time salary' });
    }
    c.settledUntil = from;
  }
  return settlements;
}

export { addTx };
