/** Team betting: each member's bets in the range and category, its games on a click. */
import { teamBetting, teamBettingDetail } from '../../../contract/calls/agent';
import { Report } from './Report';

const COLUMNS = ['betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss'] as const;

export default function TeamBettingPage() {
  return <Report config={{ id: 'teamBetting', spec: teamBetting, labelKeys: ['customerName'], labelColumn: 'member', columns: COLUMNS, count: true, categories: true, search: true, detail: { spec: teamBettingDetail, labelKeys: ['gameName'], labelColumn: 'game' } }} />;
}
