/**
 * Deposits (platform-contract-member-agent.md §6). Bodies the contract marks "not found" are
 * designed here, in one place: `MCSFE_getDepositTransactionReport`'s rows, the cancel call.
 */
import type { CallSpec } from '../callSpec';
import { FLAG } from '../flags';

/** -> `{ allowDeposit: "Y", totalDepositSuccessCount, nonce, firstDeposit: "Y"|"N", minFirstDepositAmount }` */
export const depositSettings = { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** `webSupported: "Y", mobileSupported: "N", groupMTByChannelName: "Y"` -> `{ <payId>: { channels[], channelDisplayMode, message } }` */
export const depositChannels = { method: 'GET', path: '/wps/relay/MCSFE_getDepositPaymentChannels', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** `method` (payId), `channel` (vendorId) -> the promotions a deposit there may join */
export const depositPromotions = { method: 'GET', path: '/wps/relay/MCSFE_getDepositPromotion', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** the order: `{ amount, bankCode, bankType, vendorId, nonce, promotionId?, targetUsername? }` -> `redirectUrl`, or bank details (`defaultPage: false`) */
export const depositOrder = { method: 'POST', path: '/wps/relay/MCSFE_depositByLaunchUrl', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** the proof of payment: `{ depositId, file: <data URL> }` (png/jpg/jpeg) */
export const depositProof = { method: 'POST', path: '/wps/relay/MCSFE_postDeposit', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** query `depositId`, `referenceNo` */
export const depositReference = { method: 'POST', path: '/wps/relay/MCSFE_updateDepositReference', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** query `depositId`: an open (bank transfer) order is withdrawn */
export const depositCancel = { method: 'POST', path: '/wps/relay/MCSFE_cancelC2CDeposit', session: true, moduleId: FLAG.DEPOSIT_BASIC } as const satisfies CallSpec;
/** `startDate`, `endDate` (ms), `page`, `size`, `depositState` -> `{ list[]{ depositId, amount, state, createTime, channelName, bankName }, totalPages }` (rows designed: not found) */
export const depositRecords = { method: 'GET', path: '/wps/relay/MCSFE_getDepositTransactionReport', session: true, moduleId: FLAG.DEPOSIT_RECORDS } as const satisfies CallSpec;
