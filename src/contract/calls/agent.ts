/**
 * The agent centre (platform-contract-member-agent.md §20). Paths, methods, ModuleIds and the
 * encryption are the real client's (ACW, APP-A/B). Where the contract says "not found" (most
 * bodies and several replies), the shape was designed here and is written beside each call as
 * "designed"; docs/agent-centre.md lists them. Dates of the reports are `YYYY-MM-DD`; paging is
 * `page` (1-based) and `size` (13), replies `list`, `totalPages` and `footer` (totals).
 */
import type { CallSpec } from '../callSpec';
import { FLAG } from '../flags';

/**
 * The store flags of the agent menu: the real shell loads the consolidated settings on entry
 * (AGM `getConsolidated`) and reads `showHourSalary`, `mrDailySalary`, `dailySalary[key]`; where
 * they sit in the reply was not found: designed here as top-level fields of `value`
 * (`showHourSalary`, `mrDailySalary`, `showRealTimeSalary`, `dailySalary{DIVIDEND, DAYSAL}`, `hasMerchantWallet`).
 */
export const agentConsolidated = { method: 'GET', path: '/wps/member/info/funds/consolidated', session: true, moduleId: FLAG.MEMBER_COMMON } as const satisfies CallSpec;

// ---- announcement ----------------------------------------------------------------------------
/** designed reply: `list[]{ id, title, content (HTML), startDate (ms), read }` */
export const agentAnnouncements = { method: 'GET', path: '/wps/agent/announcements', session: true, moduleId: FLAG.AGENT_ANNOUNCEMENTS } as const satisfies CallSpec;
// marked read with the players' call, messages.markAnnouncementRead (one call, one entry)

// ---- team overview ---------------------------------------------------------------------------
/**
 * `{ startDate, endDate (YYYY-MM-DD), gameCategory (CONS = all) }` -> `list[]{ balanceDate, totalDeposit,
 * totalWithdrawal, totalLoginCount, totalBetCount, totalRegisterCount, totalBet, totalValidBet, totalWin,
 * totalRebate, totalPromotion, totalPNL, … }` (the real row) and `footer` (the same keys summed: designed)
 */
export const teamKpi = { method: 'GET', path: '/wps/relay/ODSFE2_TeamKPIA', session: true, moduleId: FLAG.AGENT_TEAM_OVERVIEW } as const satisfies CallSpec;

// ---- register account ------------------------------------------------------------------------
/** `?username=` -> designed: `value` true when the name is free */
export const checkUsername = { method: 'GET', path: '/wps/check/username' } as const satisfies CallSpec;
/** designed body `{ username, password, type (0 player, 2 agent), rebates{ <productType>: rate (fraction text) } }` -> `{ customerId, username }` */
export const registerDownline = { method: 'POST', path: '/wps/agent/downline', session: true, encrypted: true, moduleId: FLAG.AGENT_REGISTER_DOWNLINE } as const satisfies CallSpec;
/** designed reply: `list[]{ type (0 player, 2 agent), total, used }` */
export const agentQuotas = { method: 'GET', path: '/wps/agent/quotas', session: true, moduleId: FLAG.AGENT_REGISTER_DOWNLINE } as const satisfies CallSpec;
/** designed reply: `list[]{ productType, maxRate, defaultRate }` (fractions as text: "0.0150") */
export const globalRebateSettings = { method: 'GET', path: '/wps/agent/globalRebateSettings', session: true, moduleId: FLAG.AGENT_REGISTER_DOWNLINE } as const satisfies CallSpec;
/** designed body `{ type, rebates }` -> `{ id, code, url }` */
export const createAffiliateUrl = { method: 'POST', path: '/wps/agent/affiliateUrl', session: true, moduleId: FLAG.AGENT_CREATE_AFFILIATE } as const satisfies CallSpec;
/** designed reply: `list[]{ id, code, url, type, createdAt (ms), registered }` */
export const affiliateUrls = { method: 'GET', path: '/wps/agent/affiliateUrls', session: true, moduleId: FLAG.AGENT_AFFILIATE_LINKS } as const satisfies CallSpec;
/** designed body `{ id }` */
export const deleteAffiliateUrl = { method: 'POST', path: '/wps/relay/MCSFE_deleteAffiliateUrl', session: true, moduleId: FLAG.AGENT_AFFILIATE_LINKS } as const satisfies CallSpec;

// ---- team management -------------------------------------------------------------------------
/**
 * `{ subordinateType (DIRECT | ALL), page, size, subordinateName }` -> `list[]{ customerId, customerName }`, `totalPages`
 * (the real fields) and, designed: `nickname, type, level, balance, mobileNum, registerDate (ms), lastLoginDate (ms), upline`
 */
export const subordinates = { method: 'GET', path: '/wps/relay/ODSFE2_getSubordinatev2', session: true, moduleId: FLAG.AGENT_DOWNLINE_MANAGEMENT } as const satisfies CallSpec;
/** `{ customerId, startDate, endDate (YYYY-MM-DD) }` -> designed: `{ deposit, withdraw, bet, validBet, win, rebate, promotion, pnl }` */
export const memberPnl = { method: 'GET', path: '/wps/relay/ODSFE2_getMemberPnlv2', session: true, moduleId: FLAG.AGENT_DOWNLINE_MANAGEMENT } as const satisfies CallSpec;
/** designed body `{ customerId, password }` */
export const downlinePassword = { method: 'PUT', path: '/wps/agent/downline/password', session: true, encrypted: true, moduleId: FLAG.AGENT_DOWNLINE_PASSWORD } as const satisfies CallSpec;
/** designed body `{ customerId, mobileNum }` */
export const downlineMobile = { method: 'PUT', path: '/wps/agent/downline/mobile', session: true, moduleId: FLAG.AGENT_DOWNLINE_MOBILE } as const satisfies CallSpec;
/** designed body `{ customerId, nickname }` */
export const downlineNickname = { method: 'PUT', path: '/wps/agent/downline/nickname2', session: true, moduleId: FLAG.AGENT_DOWNLINE_NICKNAME } as const satisfies CallSpec;
/** designed body `{ customerId, amount ("100.00"), password, remark }`; the password is the one the flags name (payment password under PAYMENTPASS3) */
export const transferDownline = { method: 'PUT', path: '/wps/agent/transferDownline', session: true, encrypted: true, gatewayVersion: '3', moduleId: FLAG.AGENT_TRANSFER_DOWNLINE } as const satisfies CallSpec;
/**
 * The red envelope: one encrypted transfer to several downlines (AGENTRANSMULTDOWN3). The body is
 * not found (§21): designed in contract/multiTransfer.ts, held to schemas/agent-transfer-multiple.schema.json
 * (unconfirmed): `{ transfers[]{ customerId, amount ("100.00") }, password, remark }` -> `{ total, balance, list[]{ customerId, customerName, amount, balance } }`
 */
export const transferMultipleDownline = { method: 'POST', path: '/wps/agent/transferMultipleDownline', session: true, encrypted: true, gatewayVersion: '3', moduleId: FLAG.AGENT_TRANSFER_MULTIPLE } as const satisfies CallSpec;

// ---- reports ---------------------------------------------------------------------------------
/**
 * team betting per player: `{ startDate, endDate (YYYY-MM-DD), gameCategory, subordinateName, page, size }` ->
 * designed `list[]{ customerId, customerName, betCount, betAmount, validBetAmount, winAmount, profitAndLoss }`, `footer`
 */
export const teamBetting = { method: 'GET', path: '/wps/relay/ODSFE2_getGamePlayerAnalysisData', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
/** one player's bets per game (the drill-down): `{ customerId, startDate, endDate, gameCategory, page, size }` -> designed `list[]{ gameName, betCount, betAmount, validBetAmount, winAmount, profitAndLoss }`, `footer` */
export const teamBettingDetail = { method: 'GET', path: '/wps/relay/ODSFE2_getGameAnalysisData', session: true, moduleId: FLAG.BET_RECORDS } as const satisfies CallSpec;
/** user P/L per member: `{ startDate, endDate, gameCategory, subordinateName, page, size }` -> designed `list[]{ customerId, customerName, deposit, withdraw, betAmount, validBetAmount, winAmount, rebate, promotion, profitAndLoss }`, `footer` */
export const teamPnl = { method: 'GET', path: '/wps/relay/ODSFE2_getTeamPNLV2', session: true, moduleId: FLAG.AGENT_TEAM_PNL } as const satisfies CallSpec;
/** one member's P/L per day (the drill-down): `{ customerId, startDate, endDate, gameCategory, page, size }` -> designed rows with `balanceDate` */
export const teamPnlDetail = { method: 'GET', path: '/wps/relay/ODSFE2_getTeamPNLV2Detail', session: true, moduleId: FLAG.AGENT_TEAM_PNL } as const satisfies CallSpec;
/** my income per day: `{ startDate, endDate, page, size }` -> designed `list[]{ balanceDate, commission, rebate, dividend, salary, total }`, `footer` */
export const agentIncome = { method: 'GET', path: '/wps/relay/ODSFE2_AgentProfDet', session: true, moduleId: FLAG.AGENT_INCOME } as const satisfies CallSpec;
// transaction details: records.memberTransactions (the same call) with `subordinateType` and the agent exclude list

// ---- contracts (dividend, daily, hourly, real-time salary) -----------------------------------
/*
 * The four contract kinds share one designed shape (the real bodies are not found):
 * - info -> `{ own: { contractId, rate, status, upline, since } | null, maxRate, step,
 *   offers[] (offers to me: { contractId, rate, from, offeredAt, status: P }),
 *   downlines[] ({ contractId, customerId, customerName, rate, status: P|A|R|T|E, updatedAt }) }`;
 *   rates are fractions as text ("0.0150"), status P offered, A accepted, R rejected,
 *   T terminated by the subordinate, E ended by a lower rate upstream;
 * - history -> `list[]{ contractId, customerName, rate, status, at }`, `totalPages`;
 * - offer (the agent) body `{ customerId, rate, token }`;
 * - process (the subordinate) body `{ contractId, action: A | R | T, token }`.
 */
export const dividendInfo = { method: 'GET', path: '/wps/relay/MCSFE_getContractDividendInfo', session: true, moduleId: 'PLATDIVINFO3' } as const satisfies CallSpec;
export const dividendHistory = { method: 'GET', path: '/wps/relay/MCSFE_getContractHistory', session: true, moduleId: FLAG.AGENT_DIVIDEND_SIGN } as const satisfies CallSpec;
export const dividendOffer = { method: 'POST', path: '/wps/relay/MCSFE_applyContractualDividend', session: true, moduleId: FLAG.AGENT_DIVIDEND_SIGN } as const satisfies CallSpec;
/** form-encoded: the real client misspells its contentType key (`ontentType`), so jQuery sends a form (a quirk kept) */
export const dividendProcess = { method: 'POST', path: '/wps/relay/MCSFE_processContractDividend', session: true, moduleId: FLAG.AGENT_DIVIDEND_SIGN, form: true } as const satisfies CallSpec;

export const dailySalaryInfo = { method: 'GET', path: '/wps/relay/MCSFE_getContractDailySalInfo', session: true, moduleId: FLAG.AGENT_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
export const dailySalaryHistory = { method: 'GET', path: '/wps/relay/MCSFE_getDailySalaryContractLog', session: true, moduleId: 'AGECONSAL1' } as const satisfies CallSpec;
export const dailySalaryOffer = { method: 'POST', path: '/wps/relay/MCSFE_applyContractDailySalary', session: true, moduleId: FLAG.AGENT_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
export const dailySalaryProcess = { method: 'POST', path: '/wps/relay/MCSFE_processDailySalaryContract', session: true, moduleId: FLAG.AGENT_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;

export const hourlySalaryInfo = { method: 'GET', path: '/wps/relay/MCSFE_getContractHourSalaryInfo', session: true, moduleId: FLAG.AGENT_HOURLY_SALARY } as const satisfies CallSpec;
export const hourlySalaryHistory = { method: 'GET', path: '/wps/relay/MCSFE_getContractHourSalaryLog', session: true, moduleId: FLAG.AGENT_HOURLY_SALARY } as const satisfies CallSpec;
export const hourlySalaryOffer = { method: 'POST', path: '/wps/relay/MCSFE_applyContractHourSalary', session: true, moduleId: FLAG.AGENT_HOURLY_SALARY } as const satisfies CallSpec;
export const hourlySalaryProcess = { method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', session: true, moduleId: FLAG.AGENT_HOURLY_SALARY } as const satisfies CallSpec;

export const realTimeSalaryInfo = { method: 'GET', path: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo', session: true, moduleId: FLAG.AGENT_REALTIME_SALARY } as const satisfies CallSpec;
export const realTimeSalaryHistory = { method: 'GET', path: '/wps/relay/MCSFE_getRealtimeSalaryContractHistory', session: true, moduleId: FLAG.AGENT_REALTIME_SALARY } as const satisfies CallSpec;
export const realTimeSalaryOffer = { method: 'POST', path: '/wps/relay/MCSFE_assignRealTimeSalaryContract', session: true, moduleId: FLAG.AGENT_REALTIME_SALARY } as const satisfies CallSpec;
export const realTimeSalaryProcess = { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', session: true, moduleId: FLAG.AGENT_REALTIME_SALARY } as const satisfies CallSpec;
/** the settlements, every 5 minutes: `{ startDate, endDate, page, size }` -> designed `list[]{ settledAt (ms), teamValidBet, rate, amount }`, `footer.amount` */
export const realTimeSalarySettlements = { method: 'GET', path: '/wps/relay/ODSFE2_getRealTimeSalary', session: true, moduleId: FLAG.AGENT_REALTIME_SALARY } as const satisfies CallSpec;

// ---- manual daily salary (MR) ----------------------------------------------------------------
/**
 * `{ productType }` -> `value.agent.manualDailySalaryRates[]{ minimumBet, activeMember, rate (fraction) }` (the real
 * reply) and, designed: `value.agent.status` A applied, V cancelled, absent never applied (the consolidated reply's
 * `contractmrdailysalinfotype[gameCategory].agent.status` uses the same letters)
 */
export const mrDailySalaryInfo = { method: 'GET', path: '/wps/relay/MCSFE_getContractManualDailySalaryInfo', session: true, moduleId: FLAG.AGENT_MR_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
/** designed body `{ productType }` -> the info again */
export const mrDailySalaryApply = { method: 'POST', path: '/wps/relay/MCSFE_applyContractManualDailySalary', session: true, moduleId: FLAG.AGENT_MR_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
/** designed body `{ productType }` -> the info again */
export const mrDailySalaryCancel = { method: 'POST', path: '/wps/relay/MCSFE_cancelContractManualDailySalary', session: true, moduleId: FLAG.AGENT_MR_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
/**
 * `{ startDate, endDate (YYYY-MM-DD), subordinateType: "SELF", page, size: 13, status, gameCategory }` ->
 * `list[]{ id, gameType, balanceDate, payoutTime, dueTime, teamBetting, activeMember, rate, amount, status }`, `footer.amount`
 * (the real fields); status "0" claimable and, designed, "1" claimed, "2" expired (past dueTime), "3" not paid (cancelled)
 */
export const mrDailySalaryRecords = { method: 'GET', path: '/wps/relay/ODSFE2_mrDailySalContract', session: true, moduleId: FLAG.AGENT_MR_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
/** `{ id }` (the real body) -> designed `{ id, amount, status: "1" }`; the amount is paid into the main balance */
export const mrDailySalaryClaim = { method: 'POST', path: '/wps/relay/ODSFE2_disburseMRDailySal', session: true, moduleId: FLAG.AGENT_MR_DAILY_SALARY_CONTRACT } as const satisfies CallSpec;
