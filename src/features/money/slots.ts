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
);

// deposit credited or failed, withdrawal paid or refused, wherever the player is
registerWatchers({ id: 'moneyNotifications', load: () => import('./notifications/MoneyNotifications') });
