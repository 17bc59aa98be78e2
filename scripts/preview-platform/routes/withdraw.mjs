// Withdrawals, the accounts they pay to, the payment password and the receipt confirmation of a
// withdrawal paid person to person (platform-contract-member-agent.md §7–8), over ../money.mjs.
// Preview-only: POST /__preview/money/withdrawal { username, withdrawId?, outcome: approve|reject|c2c };
// POST /__preview/money/withdraw-rules (the refusals other than turnover).
import { verifyPassword } from '../accounts.mjs';
import { HttpError } from '../envelope.mjs';
import { contract } from '../contract.mjs';
import { addTx, mainCents, moneyFixture, moneyOf, moveMain, settle, setPaymentPassword, TX, centsOf, amountOf } from '../money.mjs';
import { accountOfSession, accountsOf, decrypt, fail, flagsOf, smsOf } from './account.mjs';

const cents = centsOf;
const amount = amountOf;
const TYPES = { BC: 'bankCards', EW: 'eWallets', VM: 'virtualWallets' };
export const BANKS = [
  { bankCode: 'BDO', bankEngName: 'BDO Unibank', bankLocaleName: 'BDO Unibank', bankType: 'BC' },
  { bankCode: 'BPI', bankEngName: 'Bank of the Philippine Islands', bankLocaleName: 'BPI', bankType: 'BC' },
  { bankCode: 'GCASH', bankEngName: 'GCash', bankLocaleName: 'GCash', bankType: 'EW' },
  { bankCode: 'MAYA', bankEngName: 'Maya', bankLocaleName: 'Maya', bankType: 'EW' },
  { bankCode: 'USDT', bankEngName: 'USDT (TRC20)', bankLocaleName: 'USDT (TRC20)', bankType: 'VM' },
];

function player(ctx) {
  const account = accountOfSession(ctx);
  const m = moneyOf(ctx, account);
  settle(ctx, account, m);
  return { account, m, fixture: moneyFixture(ctx.store, ctx.code), flags: flagsOf(ctx.store, ctx.code) };
}

function withdrawSettings(ctx) {
  const { fixture, m } = player(ctx);
  const w = fixture.withdraw;
  return {
    allowWithdraw: m.withdrawClosed ? 'N' : 'Y',
    ...(m.withdrawClosed ? { allowWithdrawMsg: m.withdrawClosed } : {}),
    withdrawTimeMsg: w.windowText ?? '00:00 – 23:59',
    minimumAmount: w.minimumAmount,
    maximumAmount: w.maximumAmount,
    amountLimitFlag: 'Y',
    eWalletMinAmount: w.minimumAmount,
    eWalletMaxAmount: w.maximumAmount,
    ewalletAmountLimitFlag: 'Y',
    virtualMinAmount: w.minimumAmount,
    virtualMaxAmount: w.maximumAmount,
    virtualAmountLimitFlag: 'Y',
    withdrawExceedChargeMsg: w.feeMessage,
    allowDecimal: 'Y',
    c2cEnabled: w.c2cEnabled,
    mobileVerificationType: w.mobileVerificationType,
    mobileVerificationWithdrawAmount: w.mobileVerificationAbove ?? 0,
  };
}

const withdrawMethods = () => [
  { methodGroupType: 'B', groupName: 'Bank', withdrawMethodGroup: 'BANK' },
  { methodGroupType: 'E', groupName: 'E-wallet', withdrawMethodGroup: 'EWALLET' },
  { methodGroupType: 'V', groupName: 'Virtual wallet', withdrawMethodGroup: 'CRYPTO' },
];

function withdrawAccounts(ctx) {
  const { m } = player(ctx);
  const out = { bankCards: [], eWallets: [], virtualWallets: [] };
  for (const c of m.cards) out[TYPES[c.type]].push({ bankCardId: c.id, bankCode: c.bankCode, bankName: c.bankName, cardNumber: `**** ${c.number.slice(-4)}`, cardHolder: c.payeeName, isWithdrawActive: 'Y' });
  return out;
}

function fee(fixture, c) {
  return Math.round((c * (fixture.withdraw.fee ?? 0)) / 100);
}

const withdrawCharges = (ctx) => {
  const c = cents(ctx.query.get('withdrawAmount'));
  if (!(c > 0)) throw fail('invalid.amount', 'The amount must be above 0');
  return amount(fee(player(ctx).fixture, c));
};

function turnover(ctx) {
  const { m } = player(ctx);
  // N: the platform holds the player's withdrawals while it reviews their turnover
  return { status: m.turnoverReview ? 'N' : 'A', totalActualTurnover: amount(m.turnoverActualCents), totalRequiredTurnover: amount(m.turnoverRequiredCents), details: [{ gameType: 'RNG', actualTurnover: amount(m.turnoverActualCents), requiredTurnover: amount(m.turnoverRequiredCents) }] };
}

function checkPassword(ctx, account, m, flags, password) {
  if (flags[contract.FLAG.WITHDRAW_NO_PASSWORD]) return;
  if (flags[contract.FLAG.PAYMENT_PASSWORD]) {
    if (!m.paymentPassword) throw fail('not.exists.payment.password', 'Set a payment password first');
    if (!verifyPassword(m.paymentPassword, password)) throw fail('invalid.payment.pw', 'The payment password is wrong');
  } else if (!verifyPassword(account, password)) throw fail('invalid.payment.pw', 'The password is wrong');
}

function withdraw(ctx) {
  const payload = decrypt(ctx);
  const { account, m, fixture, flags } = player(ctx);
  const c = cents(payload.amount);
  // the site offers no withdrawal then; a call that comes anyway is refused (its code: not found, designed here)
  if (m.withdrawClosed || m.turnoverReview) throw fail('withdraw.not.allowed', m.withdrawClosed || 'Withdrawals are on hold while your turnover is reviewed');
  if (!(c > 0) || !/^\d+\.\d{2}$/.test(String(payload.amount))) throw fail('invalid.amount', 'The amount is sent with two decimals');
  const card = m.cards.find((x) => x.id === String(payload.bankCardId ?? payload.accountId ?? ''));
  if (!card) throw fail('withdraw_not_supported', 'Choose an account on file');
  if (card.frozen) throw fail('bank_card_is_frozen', 'This account is frozen');
  checkPassword(ctx, account, m, flags, payload.password);
  const missing = [];
  if (!account.nickname) missing.push('required_nickname');
  if (!account.email) missing.push('required_email_add');
  if (!account.mobileNum) missing.push('required_mobile_no');
  if (missing.length) throw fail('required_member_information_incomplete', 'Complete your member information first', { data: missing });
  if (m.turnoverActualCents < m.turnoverRequiredCents) throw fail('withdraw_turnover_not_enough', 'Turnover not enough', { data: { requiredTurnover: amount(m.turnoverRequiredCents), actualTurnover: amount(m.turnoverActualCents) } });
  if ((m.depositRequiredCents ?? 0) > (m.depositedCents ?? 0)) throw fail('required_deposit_amount_not_reached', 'Deposit more before withdrawing', { data: { requiredDepositAmount: amount(m.depositRequiredCents), actualDepositAmount: amount(m.depositedCents ?? 0) } });
  if ((m.promotionRemainingCents ?? 0) > 0) throw fail('promotion_turnover_not_enough', 'A promotion still needs turnover', { data: { all: { remainingTurnover: amount(m.promotionRemainingCents) } } });
  const w = fixture.withdraw;
  if (c < cents(w.minimumAmount) || c > cents(w.maximumAmount)) throw fail('withdraw.amount.out.of.range', `The amount must be between ${amount(cents(w.minimumAmount))} and ${amount(cents(w.maximumAmount))}`);
  if (w.mobileVerificationType === 'EVERY_WITHDRAWAL' || (w.mobileVerificationType === 'WITHDRAW_AMOUNT' && c > cents(w.mobileVerificationAbove ?? 0))) {
    if (!payload.verificationCode) throw fail('verification.code.required', 'Enter the code sent to your mobile');
    const wrong = smsOf(ctx).verify(account.mobileNum, String(payload.verificationCode));
    if (wrong === 'verification.code.expired') throw fail(wrong, 'The verification code has expired: send a new one');
    if (wrong) throw fail(wrong, 'The verification code is wrong');
  }
  const feeCents = fee(fixture, c);
  if (mainCents(account) < c + feeCents) throw fail('insufficient.balance', 'Insufficient balance');
  moveMain(account, -(c + feeCents));
  const record = { withdrawId: `W${String(Date.now()).slice(-6)}${m.nextId++}`, cents: c, feeCents, status: 1, at: ctx.state.now(), bankName: card.bankName, c2c: w.c2cEnabled === 'Y' };
  m.withdrawals.push(record);
  addTx(ctx, m, { txTypeId: TX.WITHDRAW, cents: -c, remark: `Withdrawal ${record.withdrawId}` });
  // the account record accounts for every cent the balance moved
  if (feeCents > 0) addTx(ctx, m, { txTypeId: TX.WITHDRAW_FEE, cents: -feeCents, remark: `Withdrawal fee ${record.withdrawId}` });
  return { withdrawId: record.withdrawId };
}

function withdrawRecords(ctx) {
  const { m } = player(ctx);
  const start = Number(ctx.query.get('startDateTs')) || 0;
  const end = Number(ctx.query.get('endDateTs')) || Date.now() + 1;
  const from = Math.max(0, Number(ctx.query.get('start') ?? 0) || 0);
  const to = Math.max(from, Number(ctx.query.get('end') ?? from + 10) || from + 10);
  const rows = m.withdrawals.filter((w) => w.at >= start && w.at <= end).sort((a, b) => b.at - a.at);
  return { records: rows.slice(from, to).map((w) => ({ withdrawId: w.withdrawId, withdrawDate: w.at, status: w.status, bankName: w.bankName, amount: amount(w.cents) })), total: rows.length };
}

const banks = () => BANKS;

function bindCard(ctx) {
  const payload = decrypt(ctx);
  const { account, m, flags } = player(ctx);
  const bank = BANKS.find((b) => b.bankCode === payload.bankCode);
  const type = String(payload.type ?? '');
  if (!bank || bank.bankType !== type) throw fail('invalid.bank', 'Choose a bank of this kind');
  const number = String(payload.cardNumber ?? '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9]{6,40}$/.test(number)) throw fail('invalid.card.number', 'The account number is 6 to 40 letters or digits');
  const payeeName = String(payload.payeeName ?? '').trim();
  if (!payeeName) throw fail('invalid.payee.name', 'Enter the account holder name');
  if (m.cards.some((c) => c.number === number)) throw fail('bank.card.exists', 'This account is already on file');
  if (m.cards.filter((c) => c.type === type).length >= 3) throw fail('bank.card.limit', 'At most 3 accounts of a kind');
  if (flags[contract.FLAG.PAYMENT_PASSWORD] && m.paymentPassword && !verifyPassword(m.paymentPassword, payload.password)) throw fail('invalid.payment.pw', 'The payment password is wrong');
  const card = { id: `C${m.nextId++}`, type, bankCode: bank.bankCode, bankName: bank.bankEngName, number, payeeName, frozen: false };
  m.cards.push(card);
  account.realName ??= payeeName;
  return { bankCardId: card.id };
}

function deleteCard(ctx) {
  const payload = decrypt(ctx);
  const { m } = player(ctx);
  const i = m.cards.findIndex((c) => c.id === String(payload.bankCardId ?? ''));
  if (i < 0) throw fail('bank.card.not.found', 'No such account');
  if (m.paymentPassword && !verifyPassword(m.paymentPassword, payload.password)) throw fail('invalid.payment.pw', 'The payment password is wrong');
  m.cards.splice(i, 1);
  return null;
}

function hasPaymentPassword(ctx) {
  if (!player(ctx).m.paymentPassword) throw fail('not.exists.payment.password', 'No payment password');
  return true;
}

function checkNew(payload) {
  const p = String(payload.paymentPassword ?? '');
  if (!/^\d{6}$/.test(p)) throw fail('invalid.payment.pw.format', 'The payment password is 6 digits');
  if (p !== payload.confirmPaymentPassword) throw fail('payment.pw.mismatch', 'The passwords do not match');
  return p;
}

function setPayment(ctx) {
  const payload = decrypt(ctx);
  const { m } = player(ctx);
  if (m.paymentPassword) throw fail('payment.pw.exists', 'A payment password is already set');
  setPaymentPassword(m, checkNew(payload));
  return null;
}

function changePayment(ctx) {
  const payload = decrypt(ctx);
  const { m } = player(ctx);
  if (!m.paymentPassword) throw fail('not.exists.payment.password', 'No payment password');
  if (!verifyPassword(m.paymentPassword, payload.oldPaymentPassword)) throw fail('invalid.payment.pw', 'The current payment password is wrong');
  setPaymentPassword(m, checkNew(payload));
  return null;
}

function resetPayment(ctx) {
  const payload = decrypt(ctx);
  const { m } = player(ctx);
  const q = m.security.questions?.find((x) => String(x.questionId) === String(payload.questionId));
  if (!q) throw fail('security.question.not.set', 'Set your security questions first');
  if (String(payload.answer ?? '').trim().toLowerCase() !== q.answer) throw fail('security.answer.wrong', 'The answer is wrong');
  setPaymentPassword(m, checkNew(payload));
  return null;
}

function paymentConfirmations(ctx) {
  const { m } = player(ctx);
  const hours = moneyFixture(ctx.store, ctx.code).withdraw.autoConfirmHours ?? 24;
  return m.confirmations
    .filter((c) => !c.done)
    .map((c) => ({ payDetailId: c.id, amount: amount(c.cents), remainingAmount: amount(c.remainingCents), isAutoConfirmed: ctx.state.now() >= c.paidAt + hours * 3_600_000 ? 'Y' : 'N', isForced: c.forced ? 'Y' : 'N', paidTime: c.paidAt, autoConfirmTime: c.paidAt + hours * 3_600_000 }));
}

function processPaymentConfirmation(ctx) {
  const { m } = player(ctx);
  const body = ctx.body ?? {};
  const c = m.confirmations.find((x) => x.id === String(body.payDetailId ?? '') && !x.done);
  if (!c) throw fail('confirmation.not.found', 'No such payment to confirm');
  const answer = String(body.isMoneyReceived ?? '');
  if (answer === 'P') {
    const received = cents(body.receivedAmount);
    if (!(received > 0) || received >= c.cents) throw fail('invalid.received.amount', `The amount received is above 0 and below ${amount(c.cents)}`);
    c.remainingCents = c.cents - received;
  } else if (answer === 'N') {
    const proofs = Array.isArray(body.proofOfNotReceive) ? body.proofOfNotReceive : [];
    if (proofs.length < 1 || proofs.length > 3 || proofs.some((p) => !/^data:image\/(png|jpe?g);base64,/.test(String(p)) || String(p).length > 5 * 1024 * 1024 * 1.37)) throw fail('invalid.proof', 'Attach 1 to 3 png or jpg images of at most 5 MB');
  } else if (answer !== 'Y' && answer !== 'A') throw fail('invalid.answer', 'Say whether the money arrived');
  c.done = answer;
  return null;
}

function previewWithdrawal(ctx) {
  const account = accountsOf(ctx).find(String(ctx.body?.username ?? ''));
  if (!account) throw new HttpError(404, 'USER_NOT_EXIST', 'No such account');
  const m = moneyOf(ctx, account);
  const w = ctx.body?.withdrawId ? m.withdrawals.find((x) => x.withdrawId === ctx.body.withdrawId) : [...m.withdrawals].reverse().find((x) => x.status === 1);
  if (!w || w.status !== 1) throw new HttpError(404, 'withdraw.not.pending', 'No pending withdrawal');
  const outcome = ctx.body?.outcome;
  if (outcome === 'reject') {
    w.status = 3;
    // a refused withdrawal gives back its fee too
    const refund = w.cents + (w.feeCents ?? 0);
    moveMain(account, refund);
    addTx(ctx, m, { txTypeId: TX.WITHDRAW_REFUND, cents: refund, remark: `Withdrawal ${w.withdrawId} refused` });
  } else {
    w.status = 4;
    if (outcome === 'c2c' || w.c2c) m.confirmations.push({ id: `P${m.nextId++}`, cents: w.cents, remainingCents: 0, paidAt: ctx.state.now() - (Number(ctx.body?.paidHoursAgo) || 0) * 3_600_000, forced: ctx.body?.forced === true, done: null });
  }
  w.updatedAt = ctx.state.now();
  return { withdrawId: w.withdrawId, status: w.status };
}

/** Preview-only: turnover grows with play (a game launch adds to it in launch.mjs; tests set it). */
function previewTurnover(ctx) {
  const account = accountsOf(ctx).find(String(ctx.body?.username ?? ''));
  if (!account) throw new HttpError(404, 'USER_NOT_EXIST', 'No such account');
  const m = moneyOf(ctx, account);
  if (ctx.body?.actual !== undefined) m.turnoverActualCents = cents(ctx.body.actual);
  if (ctx.body?.required !== undefined) m.turnoverRequiredCents = cents(ctx.body.required);
  return { actual: amount(m.turnoverActualCents), required: amount(m.turnoverRequiredCents) };
}

/**
 * Preview-only: the platform's other reasons to refuse a withdrawal, per player (tests set them):
 * `{ username, depositRequired?, deposited?, promotionRemaining?, frozen?: boolean }` (amounts as text);
 * and its reasons to offer none: `closed` (withdrawals not allowed: the platform's message, or
 * false to open them again) and `turnoverReview` (turnover status N, the form hidden).
 */
function previewWithdrawRules(ctx) {
  const account = accountsOf(ctx).find(String(ctx.body?.username ?? ''));
  if (!account) throw new HttpError(404, 'USER_NOT_EXIST', 'No such account');
  const m = moneyOf(ctx, account);
  const b = ctx.body ?? {};
  if (b.depositRequired !== undefined) m.depositRequiredCents = cents(b.depositRequired);
  if (b.deposited !== undefined) m.depositedCents = cents(b.deposited);
  if (b.promotionRemaining !== undefined) m.promotionRemainingCents = cents(b.promotionRemaining);
  if (b.frozen !== undefined) for (const card of m.cards) card.frozen = b.frozen === true;
  if (b.closed !== undefined) m.withdrawClosed = typeof b.closed === 'string' && b.closed ? b.closed : null;
  if (b.turnoverReview !== undefined) m.turnoverReview = b.turnoverReview === true;
  return { depositRequired: amount(m.depositRequiredCents ?? 0), deposited: amount(m.depositedCents ?? 0), promotionRemaining: amount(m.promotionRemainingCents ?? 0), frozen: m.cards.filter((card) => card.frozen).length, closed: m.withdrawClosed ?? false, turnoverReview: m.turnoverReview === true };
}

export const withdrawRoutes = [
  { call: 'withdrawSettings', handler: withdrawSettings },
  { call: 'withdrawMethods', handler: withdrawMethods },
  { call: 'withdrawAccounts', handler: withdrawAccounts },
  { call: 'withdrawCharges', handler: withdrawCharges },
  { call: 'turnover', handler: turnover },
  { call: 'withdraw', handler: withdraw },
  { call: 'withdrawRecords', handler: withdrawRecords },
  { call: 'banks', handler: banks },
  { call: 'bindCard', handler: bindCard },
  { call: 'deleteCard', handler: deleteCard },
  { call: 'hasPaymentPassword', handler: hasPaymentPassword },
  { call: 'setPaymentPassword', handler: setPayment },
  { call: 'changePaymentPassword', handler: changePayment },
  { call: 'resetPaymentPassword', handler: resetPayment },
  { call: 'paymentConfirmations', handler: paymentConfirmations },
  { call: 'processPaymentConfirmation', handler: processPaymentConfirmation },
  { method: 'POST', path: '/__preview/money/withdrawal', handler: previewWithdrawal },
  { method: 'POST', path: '/__preview/money/turnover', handler: previewTurnover },
  { method: 'POST', path: '/__preview/money/withdraw-rules', handler: previewWithdrawRules },
];
