/** My income: the agent's commission and salary per day. */
import { agentIncome } from '../../../contract/calls/agent';
import { Report } from './Report';

const COLUMNS = ['commission', 'salary', 'total'] as const;

export default function IncomePage() {
  return <Report config={{ id: 'income', spec: agentIncome, labelKeys: ['balanceDate'], labelColumn: 'date', columns: COLUMNS }} />;
}
