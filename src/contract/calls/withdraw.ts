/**
 * Withdrawals, the accounts they pay to, the payment password and the receipt confirmation of a
 * withdrawal paid person to person (platform-contract-member-agent.md §7–8). The bind, delete,
 * payment-password and C2C bodies the contract marks "not found" are designed here, in one place.
 */
import type { CallSpec } from '../callSpec';
import { FLAG } from '../flags';

/** time window, switches, limits per type, fee texts, `mobileVerificationType`, `c2cEnabled`, `withdrawPenaltyCharge` */
export const withdrawSettings = { method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', session: true, moduleId: FLAG.WITHDRAW_BASIC } as const satisfies CallSpec;
/** -> `[{ methodGroupType: "B"|"E"|"V", groupName, withdrawMethodGroup }]` */
export const withdrawMethods = { method: 'GET', path: '/wps/relay/MCSFE_getWithdrawMethods', session: true, moduleId: FLAG.BIND_CARD } as const satisfies CallSpec;
/** -> `{ bankCards[], eWallets[], virtualWallets[] }` */
export const withdrawAccounts = { method: 'GET', path: '/wps/relay/MCSFE_getWithdrawAccountInfo', session: true, moduleId: FLAG.BIND_CARD } as const satisfies CallSpec;
/** `withdrawAmount`, `withdrawType: BC|EW|VW` -> `value`: the fee */
export const withdrawCharges = { method: 'GET', path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges', session: true, moduleId: FLAG.WITHDRAW_BASIC } as const satisfies CallSpec;
/** -> `{ status: A|D|I|N, details[]{ gameType, actualTurnover, requiredTurnover }, totalActualTurnover, totalRequiredTurnover }` */
export const turnover = { method: 'GET', path: '/wps/relay/MCSFE_getTurnoverInfo', session: true, moduleId: FLAG.WITHDRAW_BASIC } as const satisfies CallSpec;
/** `{ amount: "100.00", bankCardId | accountId, password, groupId?, currentWithdrawType: BC|EW|VM, verificationCode?, check: "V2" }` */
export const withdraw = { method: 'POST', path: '/wps/v2/transaction/withdraw', session: true, encrypted: true, gatewayVersion: '1' } as const satisfies CallSpec;
/** `startDateTs`, `endDateTs` (ms), `start`, `end` -> `{ records[]{ withdrawId, withdrawDate, status: 1..7, bankName, amount } }` */
export const withdrawRecords = { method: 'GET', path: '/wps/relay/MCSFE_getWithdrawTransactionReport', session: true, moduleId: FLAG.WITHDRAW_RECORDS } as const satisfies CallSpec;
/** -> `[{ bankCode, bankEngName, bankLocaleName, bankType: BC|EW|VM }]` */
export const banks = { method: 'GET', path: '/wps/relay/MCSFE_getBanks', session: true, moduleId: FLAG.BIND_CARD } as const satisfies CallSpec;
/** bind: `{ bankCode, cardNumber, payeeName, type: BC|EW|VM, password? }` (designed: the real form is template-driven) */
export const bindCard = { method: 'PUT', path: '/wps/v2/member/bankCards', session: true, encrypted: true, moduleId: FLAG.BIND_CARD } as const satisfies CallSpec;
/** `{ bankCardId, password? }` (designed) */
export const deleteCard = { method: 'DELETE', path: '/wps/v2/member/bankCards', session: true, encrypted: true, moduleId: FLAG.BIND_CARD } as const satisfies CallSpec;
/** `success: false` when none is set */
export const hasPaymentPassword = { method: 'GET', path: '/wps/member/hasWithdrawalPassword', session: true, moduleId: FLAG.PAYMENT_PASSWORD } as const satisfies CallSpec;
/** set: `{ paymentPassword, confirmPaymentPassword }` */
export const setPaymentPassword = { method: 'PUT', path: '/wps/member/paymentPassword', session: true, encrypted: true, moduleId: FLAG.PAYMENT_PASSWORD } as const satisfies CallSpec;
/** change: `{ oldPaymentPassword, paymentPassword, confirmPaymentPassword }` */
export const changePaymentPassword = { method: 'POST', path: '/wps/member/paymentPassword', session: true, encrypted: true, moduleId: FLAG.PAYMENT_PASSWORD } as const satisfies CallSpec;
/** `{ questionId, question, answer, paymentPassword, confirmPaymentPassword }` */
export const resetPaymentPassword = { method: 'POST', path: '/wps/v2/member/paymentPassword/reset', session: true, encrypted: true, moduleId: FLAG.RESET_PAYMENT_PASSWORD } as const satisfies CallSpec;
/** withdrawals paid person to person that wait for the player's word: `[{ payDetailId, isAutoConfirmed: "Y"|"N", amount, remainingAmount, ... }]` */
export const paymentConfirmations = { method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', session: true } as const satisfies CallSpec;
/** `{ payDetailId, isMoneyReceived: "Y"|"P"|"N"|"A", receivedAmount?, proofOfNotReceive?: <data URL>[] }` */
export const processPaymentConfirmation = { method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', session: true } as const satisfies CallSpec;
