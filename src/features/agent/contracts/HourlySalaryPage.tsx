/** The agent centre's hourlySalary contract page (ContractPage). */
import { ContractPage } from './ContractPage';

export default function HourlySalaryPage() {
  return <ContractPage kind="hourlySalary" />;
}
