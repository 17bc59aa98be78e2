/**
 * `operationType` of the SMS and mail verification calls (platform-contract-member-agent.md §10).
 * 9 (a withdrawal's code to the verified number) is the real client's; the number for binding a
 * mobile or an address is not found in the real client: designed here (docs/security-centre.md).
 */
export const VERIFICATION_OPERATION = { BIND: 1, WITHDRAW: 9 } as const;

/** What a code send answers: how long the code lives, as minutes or as the moment it expires (ms or date text). */
export interface CodeSendReply {
  expiredMinutes?: number | string | null;
  expirationTime?: number | string | null;
}
