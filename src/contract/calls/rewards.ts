/**
 * The player's rewards: the reward centre, invite friends, missions, points, the player's rank,
 * joining a promotion and the winners list (platform-contract-member-agent.md §13–17).
 *
 * Where the contract says "not found", the shape is designed here and marked so (a comment
 * "not found in the real client: designed here"); docs/member-rewards.md lists every designed
 * shape, and the readers (readers/rewards.ts) are tolerant of the real platform's likely variants.
 */
import type { CallSpec } from '../callSpec';

// ---- reward centre (§13, REWCEN3) ----------------------------------------------------------

/** the claimable counts by kind: `value.content.{MANUAL,RAFFLE,TICKET,UPGRADE_BONUS,MISSION_MANUAL}.count` */
export const availableRewards = { method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/**
 * the claimable rewards: `promotionType` (csv), `status: "I"` (issued). Reply not found in the real
 * client: designed here as `[{ promotionClaimId, promotionType, promotionName, bonusAmount, pointAmount,
 * ticketName, ticketQuantity, expireTime }]`
 */
export const claimableRewards = { method: 'GET', path: '/wps/relay/MCSFE_getClaimPromotion', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/**
 * claims one issued reward, from the reward centre or a message that carries it: body
 * `{ promotionClaimId, promotionType }` -> `value{ claimedMoney, claimedPoint, claimedTickets[] }`;
 * `prom.claim.req.field` with `value.data` names what is missing (e.g. `required.mobile_no_verified`)
 */
export const claimReward = { method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/** draw a raffle: body `{ promotionClaimId }` (not found in the real client: designed here) -> `{ prizeName, bonusAmount, pointAmount }` */
export const claimRaffle = { method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/** a raffle's state: `promotionClaimId` -> `{ status: "PENDING" | "DRAWN", prizeName, bonusAmount, pointAmount }` (designed here) */
export const raffleStatus = { method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/** whether promo codes are on: `value` a switch */
export const promoCodeEnabled = { method: 'GET', path: '/wps/relay/PROMOFE_getPromoCodeEnable', session: true } as const satisfies CallSpec;
/** `[{ promoCode, enabled, description, promoName, promotionSettingId, unreachedConditions[]{ condition, current, target } }]` */
export const promoCodes = { method: 'GET', path: '/wps/relay/PROMOFE_getPromoCode', session: true } as const satisfies CallSpec;
/** body `{ promoCode }` -> `{ bonusAmt, pointAmt, ticketName, ticketQuantity }`; refused with `prom_claim_req_field` (value: the unreached conditions) */
export const claimPromoCode = { method: 'POST', path: '/wps/relay/PROMOFE_claimPromoCode', session: true } as const satisfies CallSpec;
/**
 * the daily sign-in: partly found; designed here as `{ configId, promotionName, signedToday,
 * days[]{ promotionConfigDetailId, day, bonusAmount, pointAmount, status: "CLAIMED" | "AVAILABLE" | "LOCKED" } }`
 */
export const loginPromotion = { method: 'GET', path: '/wps/relay/MCSFE_getLoginPromotion', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/** body `{ promotionConfigDetailId }` -> as claimReward */
export const claimLoginPromotion = { method: 'POST', path: '/wps/relay/MCSFE_claimLoginPromotion', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;

// ---- invite friends (§14) ------------------------------------------------------------------

/** `autoGenerate=true` -> `{ affiliateCode, referralCode, promotionDomains[], totalInvitations, *Enabled: "Y"/"N" }` */
export const referralDetails = { method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', session: true, moduleId: 'REWCEN3' } as const satisfies CallSpec;
/** `{ startTodayDate, endTodayDate, startYesterdayDate, endYesterdayDate }` (ms) -> the income figures */
export const referralIncomeOverview = { method: 'GET', path: '/wps/relay/ODSFE2_referralMyIncomeOverview', session: true } as const satisfies CallSpec;
/** `[{ inviteeUsers, estimatedIncome }]` */
export const earningsEstimate = { method: 'GET', path: '/wps/relay/MCSFE_getEarningsEstimate', session: true } as const satisfies CallSpec;
/** `size=10` -> `[{ customerName, bonus, point, ticketType }]` */
export const recentReferralRewards = { method: 'GET', path: '/wps/relay/MCSFE_getRecentRewards', session: true } as const satisfies CallSpec;
/**
 * the friends the player invited: `page`, `size`. Fields not found in the real client: designed here
 * as `{ list[]{ customerName, registerTime, qualified, depositAmount }, totalPages }`
 */
export const referralList = { method: 'GET', path: '/wps/relay/MCSFE_getReferralList', session: true } as const satisfies CallSpec;
/** `platform=W` -> the rules as HTML: `value[0].content[0].content` (the rank rule's shape; designed here) */
export const referralRules = { method: 'GET', path: '/wps/relay/MCSFE_getReferralRules', session: true } as const satisfies CallSpec;

// ---- missions and leaderboard (§15, MISSIONLB3; params and replies not found: designed here) --

/**
 * `{ openCount, missions[]{ missionId, missionName, description, current, target, bonusAmount,
 * pointAmount, status: "IN_PROGRESS" | "COMPLETED" | "CLAIMED" } }` (the menu badge is `openCount`)
 */
export const missionSummary = { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', session: true, moduleId: 'MISSIONLB3' } as const satisfies CallSpec;
/** `[{ rank, customerName, score }]`, best first, and `myRank` beside it: `{ list, myRank, myScore }` */
export const missionLeaderboard = { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', session: true, moduleId: 'MISSIONLB3' } as const satisfies CallSpec;
/** `[{ milestoneId, milestoneName, target, bonusAmount, pointAmount, reached }]` measured on `current` (completed missions) */
export const missionMilestones = { method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', session: true, moduleId: 'MISSIONLB3' } as const satisfies CallSpec;
/** body `{ missionId }` -> `{ bonusAmount, pointAmount }` */
export const claimMission = { method: 'POST', path: '/wps/relay/MCSFE_claimMissionRewards', session: true, moduleId: 'MISSIONLB3' } as const satisfies CallSpec;

// ---- points (§16, PTSYS3; balance: account.pointBalance) -----------------------------------

/** `[{ rewardId, rewardName, pointCost, rewardType: "CASH" | "ITEM", amount, stock, imageUrl }]` (designed here) */
export const pointRewards = { method: 'GET', path: '/wps/relay/MCS2_getPointReward', session: true, moduleId: 'PTSYS3' } as const satisfies CallSpec;
/** `{ pointsPerUnit, minPoints }`: how many points make 1.00 of money, the least a conversion takes (designed here) */
export const pointConfig = { method: 'GET', path: '/wps/relay/MCS2_getPointConfig', session: true, moduleId: 'PTSYS3' } as const satisfies CallSpec;
/** encrypted body `{ rewardId, quantity, password }` (the login password; designed here) -> `{ redeemId }` */
export const redeemPointReward = { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', session: true, moduleId: 'PTSYS3', encrypted: true } as const satisfies CallSpec;
/** encrypted body `{ point, password }` (designed here) -> `{ amount }` credited to the main wallet */
export const convertPoints = { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', session: true, moduleId: 'PTSYS3', encrypted: true } as const satisfies CallSpec;
/** `page`, `size` -> `{ list[]{ redeemId, rewardName, pointCost, quantity, status: "P" | "R" | "A", createTime, remark }, totalPages }` (designed here) */
export const redeemHistory = { method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', session: true, moduleId: 'PTSYS3' } as const satisfies CallSpec;
// the points' movements are the account record's (records.memberTransactions with contract/pointTransactions.ts)

// ---- the player's rank (§17, MEMCLUB3) -----------------------------------------------------

/** `{ playerRankProgress{ labelId (null at the top), playerRankName }, currentProgress{ completedConditions, totalExpectedConditions }, monthlyTurnover{ actual, expected } }` */
export const rankProgress = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', session: true, moduleId: 'MEMCLUB3' } as const satisfies CallSpec;
/** `[{ currentPlayerRankLabelId, playerRankName, rankColor, rankColor2, playerRankProgress.condition.<key>{ enabled, actual, expected } }]` */
export const rankLevels = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankGroupLevels', session: true } as const satisfies CallSpec;
/** `[{ labelId, labelName, rankLevel, benefits[]{ benefit, benefitName } }]` */
export const rankBenefits = { method: 'GET', path: '/wps/relay/MCSFE_getMemberClubBenefit', session: true, moduleId: 'MEMCLUB3' } as const satisfies CallSpec;
/** `platform=W` -> HTML at `value[0].content[0].content` */
export const rankRule = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankRule', session: true } as const satisfies CallSpec;

// ---- joining a promotion (not found in the real client: designed here) ----------------------

/** `[{ promotionId, state }]`: the player's state in each promotion (see contract/promotionState.ts) */
export const promotionStates = { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionJoinStates', session: true } as const satisfies CallSpec;
/** body `{ promotionId, comment, images[] (data: URLs, png or jpeg, ≤ 3, each ≤ 5 MB) }` -> `{ state }` */
export const joinPromotion = { method: 'POST', path: '/wps/relay/PROMOFE_joinPromotion', session: true } as const satisfies CallSpec;

// ---- winners list (spec: GCSGAME_getRankList; shape not found: designed here) ---------------

/** `size` -> `[{ customerName (masked), gameName, vendor, winAmount, winTime }]`, newest first; no session needed */
export const winnersList = { method: 'GET', path: '/wps/relay/GCSGAME_getRankList' } as const satisfies CallSpec;
