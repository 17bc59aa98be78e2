/**
 * The player's money in the personal centre (shell/memberCentre.ts): each page fills its slot
 * when the brand's flags offer it; filling it also gives the header, avatar menu and dialogs
 * their destination (LINK.deposit, …).
 */
import { FLAG } from '../../contract/flags';
import { registerMemberPages } from '../../shell/memberCentre';
import { registerWatchers } from '../../shell/slots';

registerMemberPages(
  { id: 'depositv2', load: () => import('./deposit/DepositPage'), visible: (c) => c.flags[FLAG.DEPOSIT_BASIC] === true },
  { id: 'withdraw', load: () => import('./withdraw/WithdrawPage'), visible: (c) => c.flags[FLAG.WITHDRAW_BASIC] === true },
  { id: 'transactionHistory', load: () => import('./records/TransactionHistoryPage'), visible: (c) => c.flags[FLAG.MEMBER_TRANSACTIONS] === true },
  // transfers between wallets mean nothing on a single wallet (known once the centre reads the balance)
  { id: 'transferFund', load: () => import('./transfer/TransferFundPage'), visible: (c) => c.flags[FLAG.FUND_TRANSFER] === true && c.singleWallet === false },
  { id: 'transferUpline', load: () => import('./transfer/TransferUplinePage'), visible: (c) => c.flags[FLAG.TRANSFER_UPLINE] === true && c.toUpline === true },
  { id: 'personalHistoryCopy', load: () => import('./records/BetRecordsPage'), visible: (c) => c.flags[FLAG.BET_RECORDS] === true },
  { id: 'personalProfit', load: () => import('./records/ProfitPage'), visible: (c) => c.flags[FLAG.PERSONAL_PNL] === true },
  // the contract names no modId for the bonus details: the member centre's own (COMM3)
  { id: 'bonusDetails', load: () => import('./records/BonusDetailsPage'), visible: (c) => c.flags[FLAG.MEMBER_COMMON] === true },
);

// deposit credited or failed, withdrawal paid or refused, wherever the player is
registerWatchers({ id: 'moneyNotifications', load: () => import('./notifications/MoneyNotifications') });
