/** The agent centre's realTimeSalary contract page (ContractPage). */
import { ContractPage } from './ContractPage';

export default function RealTimeSalaryPage() {
  return <ContractPage kind="realTimeSalary" />;
}
