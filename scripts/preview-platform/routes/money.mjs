// The member centre's money calls (platform-contract-member-agent.md §4–9) over the per-account
// state of ../money.mjs, with the contract's error codes when a rule is broken. Preview-only
// controls: POST /__preview/money/deposit { depositId, outcome: credit|fail } and
// POST /__preview/money/withdrawal { withdrawId, outcome: approve|reject } (header Merchant).
import { verifyPassword } from '../accounts.mjs';
import { HttpError } from '../envelope.mjs';
import { creditDeposit, moneyFixture, moneyOf, moveMain, mainCents, addTx, settle, TX, wallets, setPaymentPassword, MAIN_WALLET, centsOf, amountOf } from '../money.mjs';
import { contract } from '../contract.mjs';
import { accountOfSession, accountsOf, decrypt, fail, flagsOf } from './account.mjs';

const cents = centsOf;
const amount = amountOf;
const pageOf = (query, size = 10) => {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const s = Math.min(100, Math.max(1, Number.parseInt(query.get('size') ?? String(size), 10) || size));
  return { page, size: s };
};
const paged = (rows, { page, size }) => ({ list: rows.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(rows.length / size)), totalCount: rows.length });
const range = (query, from, to, fallbackDays = 7) => {
  const now = Date.now();
  const start = Number(query.get(from)) || Date.parse(String(query.get(from) ?? '').replace(' ', 'T')) || now - fallbackDays * 86_400_000;
  const end = Number(query.get(to)) || Date.parse(String(query.get(to) ?? '').replace(' ', 'T')) || now;
  return { start, end };
};

function player(ctx) {
  const account = accountOfSession(ctx);
  const m = moneyOf(ctx, account);
  settle(ctx, account, m);
  return { account, m, fixture: moneyFixture(ctx.store, ctx.code) };
}

// ---- wallets (§4–5) --------------------------------------------------------------------------

const balance = (ctx) => wallets(ctx, accountOfSession(ctx));

function walletTransfer(ctx) {
  const { account, m, fixture } = player(ctx);
  if (fixture.singleWallet) throw fail('function.not.available', 'Transfers are not available on a single wallet');
  const from = Number(ctx.body?.fromAccountTypeId);
  const to = Number(ctx.body?.toAccountTypeId);
  const c = cents(ctx.body?.amount);
  if (!(c > 0)) throw fail('invalid.amount', 'The amount must be above 0');
  const wallet = (id) => (id === MAIN_WALLET ? { get: () => mainCents(account), move: (d) => moveMain(account, d) } : m.vendors.has(id) ? { get: () => m.vendors.get(id).cents, move: (d) => (m.vendors.get(id).cents += d) } : null);
  const a = wallet(from);
  const b = wallet(to);
  if (!a || !b || from === to) throw fail('invalid.wallet', 'Unknown wallet');
  if (a.get() < c) throw fail('insufficient.balance', 'Insufficient balance');
  a.move(-c);
  b.move(c);
  addTx(ctx, m, { txTypeId: from === MAIN_WALLET ? TX.TRANSFER_OUT : TX.TRANSFER_IN, cents: from === MAIN_WALLET ? -c : c, remark: `Transfer ${from} → ${to}` });
  return { successAmount: amount(c) };
}

function walletReturn(ctx) {
  const { account, m } = player(ctx);
  for (const w of m.vendors.values()) {
    if (w.cents > 0) {
      moveMain(account, w.cents);
      addTx(ctx, m, { txTypeId: TX.TRANSFER_IN, cents: w.cents, remark: `Recall ${w.displayName}` });
      w.cents = 0;
    }
  }
  return null;
}

function pendingTransactions(ctx) {
  const { m } = player(ctx);
  return { pendingDepositCount: m.deposits.filter((d) => d.state === 'P').length, pendingWithdrawCount: m.withdrawals.filter((w) => w.status === 1).length };
}

function transferUpline(ctx) {
  const payload = decrypt(ctx);
  const { account, m } = player(ctx);
  if (!account.toUpline) throw fail('function.not.available', 'Transfer to upline is not available');
  const c = cents(payload.transferAmount);
  if (!(c > 0)) throw fail('invalid.amount', 'The amount must be above 0');
  // the password the brand's flags name: the payment password with TRANSUPVERFPAYMENTPW3, else the login password
  if (flagsOf(ctx.store, ctx.code)[contract.FLAG.TRANSFER_UPLINE_PAYMENT_PASSWORD]) {
    if (!m.paymentPassword) throw fail('not.exists.payment.password', 'Set a payment password first');
    if (!verifyPassword(m.paymentPassword, payload.password)) throw fail('invalid.payment.pw', 'The payment password is wrong');
  } else if (!verifyPassword(account, payload.password)) throw fail('invalid.password', 'The password is wrong');
  if (mainCents(account) < c) throw fail('insufficient.balance', 'Insufficient balance');
  moveMain(account, -c);
  addTx(ctx, m, { txTypeId: 6233, cents: -c, remark: String(payload.remark ?? account.username).slice(0, 100) });
  return null;
}

// ---- deposit (§6) ----------------------------------------------------------------------------

function depositSettings(ctx) {
  const { m, fixture } = player(ctx);
  const successCount = m.deposits.filter((d) => d.state === 'S').length;
  return { allowDeposit: 'Y', totalDepositSuccessCount: successCount, nonce: `n-${m.nextId}`, firstDeposit: successCount === 0 ? 'Y' : 'N', minFirstDepositAmount: fixture.firstDepositMinimum };
}

function depositChannels(ctx) {
  const { fixture } = player(ctx);
  return Object.fromEntries(fixture.depositGroups.map((g) => [g.payId, { displayName: g.displayName, message: g.message, channelDisplayMode: 'LIST', channels: g.channels.map((c) => Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'kind'))) }]));
}

function findChannel(fixture, vendorId) {
  for (const g of fixture.depositGroups) for (const c of g.channels) if (c.vendorId === vendorId) return { group: g, channel: c };
  return null;
}

const depositPromotions = (ctx) => (findChannel(player(ctx).fixture, ctx.query.get('channel')) ? player(ctx).fixture.depositPromotions : []);

function depositOrder(ctx) {
  const { m, fixture } = player(ctx);
  const body = ctx.body ?? {};
  const found = findChannel(fixture, body.vendorId);
  if (!found) throw fail('deposit.channel.invalid', 'This payment channel is not available');
  const c = cents(body.amount);
  if (!(c > 0) || !/^\d+(\.\d{1,2})?$/.test(String(body.amount))) throw fail('invalid.amount', 'The amount must be a number with at most 2 decimals');
  const bank = (found.channel.banks ?? []).find((b) => b.bankCode === body.bankCode);
  const min = Math.max(cents(found.channel.min) || 0, bank ? cents(bank.minDeposit) || 0 : 0, m.deposits.some((d) => d.state === 'S') ? 0 : cents(fixture.firstDepositMinimum) || 0);
  const max = Math.min(cents(found.channel.max) || Infinity, bank ? cents(bank.maxDeposit) || Infinity : Infinity);
  if (c < min) throw fail('deposit.amount.below.minimum', `deposit amount must not be less than ${amount(min)}`, { min: amount(min) });
  if (c > max) throw fail('deposit.amount.exceed', `deposit amount must not be exceed ${amount(max)}`, { max: amount(max) });
  if (body.targetUsername && !accountsOf(ctx).find(String(body.targetUsername))) throw fail('USER_NOT_EXIST', 'The player to deposit for does not exist');
  const deposit = { depositId: `D${String(Date.now()).slice(-6)}${m.nextId++}`, cents: c, state: 'P', createdAt: ctx.state.now(), kind: found.channel.kind ?? 'redirect', channelName: found.channel.channelName ?? found.channel.vendorId, promotionId: body.promotionId ?? null, reference: null, proof: false };
  m.deposits.push(deposit);
  if (deposit.kind === 'redirect') return { depositId: deposit.depositId, amount: amount(c), redirectUrl: `/__preview/pay?merchant=${ctx.code}&depositId=${deposit.depositId}`, defaultPage: true };
  return { depositId: deposit.depositId, amount: amount(c), defaultPage: false, ...fixture.receivingAccount, referenceNo: deposit.depositId, defaultPageQr: `PAY|${fixture.receivingAccount.accountNumber}|${amount(c)}|${deposit.depositId}` };
}

function depositOf(ctx, id) {
  const { m } = player(ctx);
  const d = m.deposits.find((x) => x.depositId === String(id ?? ''));
  if (!d) throw fail('deposit.not.found', 'No such deposit');
  return d;
}

function depositProof(ctx) {
  const d = depositOf(ctx, ctx.body?.depositId);
  const file = String(ctx.body?.file ?? '');
  if (!/^data:image\/(png|jpe?g);base64,/.test(file)) throw fail('invalid.file.type', 'Only png, jpg and jpeg images are accepted');
  if (file.length > 10 * 1024 * 1024 * 1.37) throw fail('file.too.large', 'The image must be under 10 MB');
  d.proof = true;
  return null;
}

function depositReference(ctx) {
  const d = depositOf(ctx, ctx.query.get('depositId'));
  const ref = String(ctx.query.get('referenceNo') ?? '').trim();
  if (!/^[A-Za-z0-9-]{4,40}$/.test(ref)) throw fail('invalid.reference', 'The reference number is 4 to 40 letters, digits or dashes');
  d.reference = ref;
  return null;
}

function depositCancel(ctx) {
  const d = depositOf(ctx, ctx.query.get('depositId'));
  if (d.state !== 'P') throw fail('deposit.not.pending', 'Only a pending deposit can be cancelled');
  d.state = 'C';
  d.updatedAt = ctx.state.now();
  return null;
}

function depositRecords(ctx) {
  const { m } = player(ctx);
  const { start, end } = range(ctx.query, 'startDate', 'endDate', 2);
  const state = ctx.query.get('depositState');
  const rows = m.deposits
    .filter((d) => d.createdAt >= start && d.createdAt <= end && (!state || d.state === state))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((d) => ({ depositId: d.depositId, amount: amount(d.cents), state: d.state, createTime: d.createdAt, updateTime: d.updatedAt ?? null, channelName: d.channelName }));
  return paged(rows, pageOf(ctx.query));
}

// ---- preview-only controls -------------------------------------------------------------------

function previewAccount(ctx) {
  const username = String(ctx.body?.username ?? '');
  const account = accountsOf(ctx).find(username);
  if (!account) throw new HttpError(404, 'USER_NOT_EXIST', 'No such account');
  return { account, m: moneyOf(ctx, account) };
}

function previewDeposit(ctx) {
  const { account, m } = previewAccount(ctx);
  const d = ctx.body?.depositId ? m.deposits.find((x) => x.depositId === ctx.body.depositId) : [...m.deposits].reverse().find((x) => x.state === 'P');
  if (!d) throw new HttpError(404, 'deposit.not.found', 'No pending deposit');
  if (ctx.body?.outcome === 'fail') {
    if (d.state !== 'P') throw new HttpError(409, 'deposit.not.pending', 'Not pending');
    d.state = 'F';
    d.updatedAt = ctx.state.now();
  } else if (!creditDeposit(ctx, account, m, d)) throw new HttpError(409, 'deposit.not.pending', 'Not pending');
  return { depositId: d.depositId, state: d.state };
}

/**
 * A fresh account with a session, for tests that need money of their own: body { username, type?,
 * balance?, password?, mobileNum?, email?, toUpline? } -> { token, username }. An existing username made here
 * starts again (its balance and money state), so a fixed name gives the same screen every time;
 * a seed account is refused.
 */
function previewPlayer(ctx) {
  const username = String(ctx.body?.username ?? '');
  if (!/^[a-z0-9_]{3,32}$/.test(username)) throw new HttpError(400, 'username.invalid', 'username: 3-32 lower-case letters, digits or _');
  const accounts = accountsOf(ctx);
  const b = ctx.body ?? {};
  const existing = accounts.find(username);
  if (existing && !existing.madeForPreview) throw new HttpError(409, 'username.exists', 'This username is a seed account');
  if (existing) {
    existing.balance = Number(b.balance ?? 0);
    existing.toUpline = b.toUpline !== false;
    ctx.state.slot(ctx.code, 'money', () => new Map()).delete(username);
    // and its rewards, points and game launches start again too
    ctx.state.slot(ctx.code, 'rewards', () => new Map()).delete(username);
    ctx.state.slot(ctx.code, 'launchCounts', () => new Map()).delete(username);
    return { token: ctx.state.openSession(ctx.code, username), username };
  }
  const made = accounts.add({ username, type: Number(b.type ?? 0), balance: Number(b.balance ?? 0), password: b.password ?? null, mobileNum: b.mobileNum ?? '09170000000', countryDialingCode: '63', email: b.email ?? `${username}@example.test`, nickname: b.nickname ?? username, toUpline: b.toUpline !== false });
  made.madeForPreview = true;
  return { token: ctx.state.openSession(ctx.code, username), username };
}

/** Where an online order's popup lands: the payment page of a payment gateway, in short. */
function previewPay(ctx) {
  ctx.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  ctx.res.end('<!doctype html><title>Preview payment</title><p>Preview payment page: the order is credited in a few seconds. You may close this window.</p>');
}

export const moneyRoutes = [
  { call: 'balance', handler: balance },
  { call: 'walletTransfer', handler: walletTransfer },
  { call: 'walletReturn', handler: walletReturn },
  { call: 'pendingTransactions', handler: pendingTransactions },
  { call: 'transferUpline', handler: transferUpline },
  { call: 'depositSettings', handler: depositSettings },
  { call: 'depositChannels', handler: depositChannels },
  { call: 'depositPromotions', handler: depositPromotions },
  { call: 'depositOrder', handler: depositOrder },
  { call: 'depositProof', handler: depositProof },
  { call: 'depositReference', handler: depositReference },
  { call: 'depositCancel', handler: depositCancel },
  { call: 'depositRecords', handler: depositRecords },
  { method: 'POST', path: '/__preview/money/deposit', handler: previewDeposit },
  { method: 'GET', path: '/__preview/pay', handler: previewPay },
  { method: 'POST', path: '/__preview/money/player', handler: previewPlayer },
];

export { setPaymentPassword };
