/**
 * The points' movements in the account record: the real client reads a player's points history
 * from ODSFE2_MemTransDet (records.memberTransactions, MEMTRANS3) filtered by point transaction
 * types whose ids are not found (platform-contract-member-agent.md §16). The ids below are
 * designed and unconfirmed: correct them here and the point mall and the preview follow.
 * A row's `amount` is then a whole number of points and `currentAvailBalance` the points after it.
 */
export const POINT_TX_TYPE = {
  /** points earned: a reward, a mission, a promotion */
  earned: 9101,
  /** points spent on a point-mall reward */
  redeemed: 9201,
  /** points given back for a refused redemption */
  returned: 9102,
  /** points converted into money */
  converted: 9202,
} as const;

/** The `txTypeIds` filter that asks for the points' movements only. */
export const POINT_TX_TYPE_IDS = Object.values(POINT_TX_TYPE).join(',');
