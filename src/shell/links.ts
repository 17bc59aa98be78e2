/**
 * The destinations the shell links to (header buttons, avatar menu, footer contact, left bar,
 * dialogs): it shows an entry only when a feature registered the destination (slots.ts
 * `registerLinks`) and it is visible for the brand and the player.
 */
export const LINK = {
  deposit: 'member.depositv2',
  withdraw: 'member.withdraw',
  accountRecord: 'member.transactionHistory',
  bettingRecord: 'member.personalHistoryCopy',
  personalProfit: 'member.personalProfit',
  rewardCenter: 'member.rewardCenter',
  securityCenter: 'member.securityCenter',
  inviteFriends: 'member.referral',
  messages: 'member.messageV2',
  playerRank: 'member.playerRank',
  agentCentre: 'agent.centre',
} as const;

export type LinkId = (typeof LINK)[keyof typeof LINK];

/**
 * The avatar menu's pages, in the spec's order (help and log-out follow them); `narrowOnly`
 * ones are there on phones only, where the header has no room for their button.
 */
export const AVATAR_MENU_LINKS: ReadonlyArray<{ key: keyof typeof LINK; id: LinkId; narrowOnly?: true }> = [
  { key: 'withdraw', id: LINK.withdraw, narrowOnly: true },
  { key: 'accountRecord', id: LINK.accountRecord },
  { key: 'bettingRecord', id: LINK.bettingRecord },
  { key: 'personalProfit', id: LINK.personalProfit },
  { key: 'rewardCenter', id: LINK.rewardCenter },
  { key: 'securityCenter', id: LINK.securityCenter },
  { key: 'inviteFriends', id: LINK.inviteFriends },
  { key: 'agentCentre', id: LINK.agentCentre },
];

/**
 * The withdrawal page opened to add an account of one kind (`?bind=BC`, `EW` or `VM`, the
 * contract's withdrawal types): that kind's tab is chosen and its bind form open. The security
 * centre's bank card and e-wallet rows lead there.
 */
export const WITHDRAW_BIND_PARAM = 'bind';
