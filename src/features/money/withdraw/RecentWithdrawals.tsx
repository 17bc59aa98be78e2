/** The withdrawals of the last two days with their status labels (1..7). */
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../ui/formatCents';
import { SectionHeading } from '../../../ui/Page';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RecordTable, type Column } from '../../../ui/records/RecordTable';
import type { WithdrawRecord } from '../../../contract/readers/withdraw';
import { formatDateTime } from '../time';
import { useRecentWithdrawals } from './queries';


export function RecentWithdrawals() {
  const { t } = useTranslation();
  const records = useRecentWithdrawals();
  const columns: Array<Column<WithdrawRecord, never>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'bank', label: t('money.deposit.bank'), cell: (r) => r.bankName ?? '--' },
    { id: 'amount', label: t('money.amount.label'), num: true, cell: (r) => formatCents(r.cents) },
    { id: 'status', label: t('money.records.status'), cell: (r) => t(`money.withdraw.status.s${r.status}`) },
  ];
  return (
    <section aria-labelledby="recent-withdrawals">
      <SectionHeading id="recent-withdrawals">{t('money.withdraw.recent')}</SectionHeading>
      <QueryStatus query={records} isEmpty={(r) => r.length === 0} empty={t('money.withdraw.noRecent')}>
        {(rows) => (
          <RecordTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            testId="recent-withdrawal"
            tableTestId="recent-withdrawals"
            rowTestId="recent-withdrawal"
            rowData={(r) => ({ 'data-status': r.status })}
          />
        )}
      </QueryStatus>
    </section>
  );
}
