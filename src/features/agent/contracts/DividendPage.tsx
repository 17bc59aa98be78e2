/** The agent centre's dividend contract page (ContractPage). */
import { ContractPage } from './ContractPage';

export default function DividendPage() {
  return <ContractPage kind="dividend" />;
}
