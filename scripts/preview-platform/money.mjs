// The preview platform's money per account: wallets in whole cents, deposits, withdrawals, bank
// cards, the payment password (hashed), turnover and the records. Every brand starts from its
// fixtures/money.json (channels, limits, wallet mode, withdrawal rules), or the defaults below.
import { readFileSync } from 'node:fs';
import { hashPassword } from './accounts.mjs';

/** What a brand without fixtures/money.json offers (default-money.json, which the tests read too). */
export const DEFAULT_MONEY = JSON.parse(readFileSync(new URL('./default-money.json', import.meta.url), 'utf8'));

export function moneyFixture(store, code) {
  const doc = store.doc(code, 'fixtures/money.json', { optional: true });
  return { ...DEFAULT_MONEY, ...(doc ?? {}), withdraw: { ...DEFAULT_MONEY.withdraw, ...(doc?.withdraw ?? {}) } };
}

export const MAIN_WALLET = 1;
/** designed transaction type ids of the account record (the real list is not published) */
export const TX = { DEPOSIT: 1001, WITHDRAW: 2001, WITHDRAW_REFUND: 2002, WITHDRAW_FEE: 2003, TRANSFER_IN: 8102, TRANSFER_OUT: 8202, BET: 3001, WIN: 3002, BONUS: 4001 };

const toCents = (n) => Math.round(Number(n) * 100);

/** Whole cents of an amount a request sent ("1,000.50", 1000.5), or NaN. */
export function centsOf(v) {
  const n = Number(String(v ?? '').replace(/,/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : NaN;
}

/** An amount as the platform sends it: "1000.50". */
export const amountOf = (c) => (c / 100).toFixed(2);
const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32) so generated records are the same on every start. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** History the account had before this start: bets, wins and a past deposit over the last 60 days, the same on every start. */
function history(username, now) {
  const random = seeded(hashOf(username));
  const tx = [];
  const dayStart = new Date(now).setHours(0, 0, 0, 0);
  for (let day = 60; day >= 1; day -= 1) {
    const count = Math.floor(random() * 3);
    for (let i = 0; i < count; i += 1) {
      const at = dayStart - day * DAY + Math.floor(random() * (DAY - 1000));
      const bet = (1 + Math.floor(random() * 50)) * 1000;
      const category = ['RNG', 'LIVE', 'FISH', 'SPORTS'][Math.floor(random() * 4)];
      tx.push({ id: `H${day}-${i}`, at, txTypeId: TX.BET, cents: -bet, remark: 'Game bet', category, game: ['Fortune Gems', 'Baccarat', 'Ocean King', 'Basketball'][Math.floor(random() * 4)] });
      if (random() < 0.45) tx.push({ id: `W${day}-${i}`, at: at + 60_000, txTypeId: TX.WIN, cents: Math.round(bet * (1 + random())), remark: 'Game win', category });
    }
  }
  // bonuses from a generator of their own, so the play above stays what it was
  const bonusRandom = seeded(hashOf(`${username}:bonus`));
  for (let day = 60; day >= 1; day -= 1) {
    if (bonusRandom() >= 0.4) continue;
    const at = dayStart - day * DAY + Math.floor(bonusRandom() * (DAY - 1000));
    tx.push({ id: `B${day}`, at, txTypeId: TX.BONUS, cents: (1 + Math.floor(bonusRandom() * 20)) * 500, remark: ['Daily rebate', 'Deposit bonus', 'Weekend reload', 'Birthday bonus'][Math.floor(bonusRandom() * 4)] });
  }
  return tx;
}

export function moneyOf(ctx, account) {
  const all = ctx.state.slot(ctx.code, 'money', () => new Map());
  let m = all.get(account.username);
  if (!m) {
    const fixture = moneyFixture(ctx.store, ctx.code);
    const now = ctx.state.now();
    m = {
      vendors: new Map(fixture.singleWallet ? [] : fixture.vendorWallets.map((w) => [Number(w.accountTypeId), { ...w, cents: toCents(w.balance ?? 0) }])),
      deposits: [],
      withdrawals: [],
      cards: [],
      paymentPassword: null,
      turnoverRequiredCents: 0,
      turnoverActualCents: 0,
      tx: history(account.username, now),
      nextId: 1,
      confirmations: [],
      security: { questions: null, identity: {}, social: [], emailVerified: false, mobileVerified: Boolean(account.mobileNum) },
    };
    all.set(account.username, m);
  }
  return m;
}

export const mainCents = (account) => toCents(account.balance);
/** The main wallet moves by `delta` cents (the account keeps it as a number of whole cents / 100). */
export function moveMain(account, delta) {
  account.balance = (mainCents(account) + delta) / 100;
}

export function addTx(ctx, m, entry) {
  m.tx.push({ id: `T${m.nextId++}`, at: ctx.state.now(), ...entry });
}

/** Credits a pending deposit: the balance, the record, and the turnover a deposit asks for (1x). */
export function creditDeposit(ctx, account, m, deposit) {
  if (deposit.state !== 'P') return false;
  deposit.state = 'S';
  deposit.updatedAt = ctx.state.now();
  moveMain(account, deposit.cents);
  m.turnoverRequiredCents += deposit.cents * moneyFixture(ctx.store, ctx.code).withdraw.turnoverMultiple;
  addTx(ctx, m, { txTypeId: TX.DEPOSIT, cents: deposit.cents, remark: `Deposit ${deposit.depositId} (${deposit.channelName})` });
  return true;
}

/** Online orders credit themselves after `autoCreditSeconds`, checked whenever the account's money is read. */
export function settle(ctx, account, m) {
  const seconds = moneyFixture(ctx.store, ctx.code).autoCreditSeconds;
  for (const d of m.deposits) if (d.state === 'P' && d.kind === 'redirect' && ctx.state.now() - d.createdAt >= seconds * 1000) creditDeposit(ctx, account, m, d);
}

export function wallets(ctx, account) {
  const m = moneyOf(ctx, account);
  settle(ctx, account, m);
  const fixture = moneyFixture(ctx.store, ctx.code);
  const main = { accountTypeId: MAIN_WALLET, accountName: 'MAIN', displayName: 'Main wallet', availBalance: mainCents(account) / 100, status: 'OK' };
  const vendors = [...m.vendors.values()].map((w) => ({ accountTypeId: Number(w.accountTypeId), accountName: w.accountName, displayName: w.displayName, availBalance: w.cents / 100, status: 'OK' }));
  const list = [main, ...vendors];
  const total = list.reduce((sum, w) => sum + toCents(w.availBalance), 0);
  return { balance: list, sumBalance: total / 100, isSingle: fixture.singleWallet, currency: fixture.currency, currencySymbol: fixture.currencySymbol };
}

export function setPaymentPassword(m, password) {
  m.paymentPassword = hashPassword(password);
}
