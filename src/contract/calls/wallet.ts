/**
 * Moving money between the player's wallets, and what is pending (platform-contract-member-agent.md
 * §4–5). The balance itself is `account.balance` (`/wps/v2/wallets/balance`).
 */
import type { CallSpec } from '../callSpec';
import { FLAG } from '../flags';

/** body `{ accept: true, accountTypeId: 0, customerId, fromAccountTypeId, toAccountTypeId, amount }` -> `{ successAmount }` */
export const walletTransfer = { method: 'POST', path: '/wps/relay/GCS_walletTransfer', session: true, moduleId: FLAG.FUND_TRANSFER } as const satisfies CallSpec;
/** every vendor wallet back to the main one: body `{ customerId }` */
export const walletReturn = { method: 'POST', path: '/wps/relay/GCS_walletReturn', session: true, moduleId: FLAG.MEMBER_COMMON } as const satisfies CallSpec;
/** `startDate`, `endDate` (`YYYY-MM-DD HH:mm:ss`, the last 2 days) -> `{ pendingDepositCount, pendingWithdrawCount }` */
export const pendingTransactions = { method: 'GET', path: '/wps/relay/MCSFE_getPendingTransactionCount', session: true, moduleId: FLAG.MEMBER_COMMON } as const satisfies CallSpec;
/** body `{ transferAmount, password, remark }`; the password is the one the flags name (TRANSUPVERFPAYMENTPW3); no ModuleId */
export const transferUpline = { method: 'PUT', path: '/wps/member/transferUpline', session: true, encrypted: true } as const satisfies CallSpec;
