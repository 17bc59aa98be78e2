/**
 * `operationType` of the SMS and mail verification calls (platform-contract-member-agent.md §10).
 * 9 (a withdrawal's code to the verified number) is the real client's; the number for binding a
 * mobile or an address is not found in the real client: designed here (docs/security-centre.md).
 */
export const VERIFICATION_OPERATION = { BIND: 1, WITHDRAW: 9 } as const;
