/** User profit and loss: each member's money and play in the range and category, its days on a click. */
import { teamPnl, teamPnlDetail } from '../../../contract/calls/agent';
import { Report } from './Report';

const COLUMNS = ['deposit', 'withdraw', 'betAmount', 'validBetAmount', 'winAmount', 'rebate', 'promotion', 'profitAndLoss'] as const;

export default function UserPnlPage() {
  return <Report config={{ id: 'teamPnl', spec: teamPnl, labelKeys: ['customerName'], labelColumn: 'member', columns: COLUMNS, categories: true, search: true, detail: { spec: teamPnlDetail, labelKeys: ['balanceDate'], labelColumn: 'date' } }} />;
}
