/** The withdrawals of the last two days with their status labels (1..7). */
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../ui/formatCents';
import { SectionHeading } from '../../../ui/Page';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Table, TableScroll } from '../parts';
import { formatDateTime } from '../time';
import { useRecentWithdrawals } from './queries';


export function RecentWithdrawals() {
  const { t } = useTranslation();
  const records = useRecentWithdrawals();
  return (
    <section aria-labelledby="recent-withdrawals">
      <SectionHeading id="recent-withdrawals">{t('money.withdraw.recent')}</SectionHeading>
      <QueryStatus query={records} isEmpty={(r) => r.length === 0} empty={t('money.withdraw.noRecent')}>
        {(rows) => (
          <TableScroll>
          <Table data-testid="recent-withdrawals">
            <thead>
              <tr>
                <th>{t('money.records.time')}</th>
                <th>{t('money.deposit.bank')}</th>
                <th className="num">{t('money.amount.label')}</th>
                <th>{t('money.records.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="recent-withdrawal" data-status={r.status}>
                  <td>{formatDateTime(r.time)}</td>
                  <td>{r.bankName ?? '--'}</td>
                  <td className="num">{formatCents(r.cents)}</td>
                  <td>{t(`money.withdraw.status.s${r.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          </TableScroll>
        )}
      </QueryStatus>
    </section>
  );
}
