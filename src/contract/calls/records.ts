/**
 * The player's records (platform-contract-member-agent.md §9): account transactions, bets per game
 * category, profit and loss, and bonuses. Paging is `page` (1-based) and `size`; replies carry
 * `list`, `totalPages` and, where there are totals, `footer`.
 */
import type { CallSpec } from '../callSpec';
import { FLAG } from '../flags';

/** `{ subordinateName, startTime, endTime (ms), codeTypes, txTypeIds, excludeTxTypeIds, page, size }` -> `list[]{ txTimeInTimestamp, amount, remark, txTypeId }` */
export const memberTransactions = { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', session: true, moduleId: FLAG.MEMBER_TRANSACTIONS } as const satisfies CallSpec;
/** bets by game category: `{ language, startDate, endDate (ms, at most 44 days apart), accountType, page, size: 13 }` -> `list`, `totalPages`, `footer` */
export const rngOrders = { method: 'GET', path: '/wps/relay/ODSFE2_RNGOrders', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
export const pvpOrders = { method: 'GET', path: '/wps/relay/ODSFE2_PvPOrders', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
export const fishOrders = { method: 'GET', path: '/wps/relay/ODSFE2_FishOrders', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
export const liveOrders = { method: 'GET', path: '/wps/relay/ODSFE2_LiveOrders', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
export const sportsOrders = { method: 'GET', path: '/wps/relay/ODSFE2_SportsSettOrders', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
export const elottOrders = { method: 'GET', path: '/wps/relay/ODSFE2_ElottSettledOrders', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
/** `{ gameCategory: CONS|LIVE|…, startDate, endDate (YYYY-MM-DD), page, size: 13 }` -> daily rows and `footer`, with the raw keys the reader renames */
export const personalPnl = { method: 'GET', path: '/wps/relay/ODSFE2_MemPNLDet', session: true, moduleId: FLAG.PERSONAL_PNL } as const satisfies CallSpec;
/** the bonus details: `{ claimDateFrom, claimDateTo (ms), page, size }` (the candidate the contract names; rows designed) */
export const bonusHistory = { method: 'GET', path: '/wps/relay/PROMOFE_getClaimHistory', session: true } as const satisfies CallSpec;

