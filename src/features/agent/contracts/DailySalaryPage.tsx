/** The agent centre's dailySalary contract page (ContractPage). */
import { ContractPage } from './ContractPage';

export default function DailySalaryPage() {
  return <ContractPage kind="dailySalary" />;
}
