/** The deposits of the last two days with their state (MCSFE_getDepositTransactionReport), newest first. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import * as depositCalls from '../../../contract/calls/deposit';
import { readDepositRecords } from '../../../contract/readers/deposit';
import { refreshMoney, SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { formatCents } from '../../../ui/formatCents';
import { SectionHeading } from '../../../ui/Page';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Table, TableScroll } from '../parts';
import { formatDateTime } from '../time';
import { depositKeys } from './queries';

const DAY = 86_400_000;


export function RecentDeposits() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const records = useQuery({
    queryKey: depositKeys.records(token),
    queryFn: () => {
      const now = Date.now();
      return call<unknown>(depositCalls.depositRecords, { params: { startDate: now - 2 * DAY, endDate: now + 60_000, page: 1, size: 10 } }).then(readDepositRecords);
    },
    meta: SESSION_QUERY,
    enabled: token !== null,
    // a pending deposit is watched until it settles
    refetchInterval: (query) => (query.state.data?.rows.some((r) => r.state === 'P') ? 5_000 : false),
  });
  // a deposit that settled since the last look moved money: the balance asks again
  const client = useQueryClient();
  const pending = useRef(new Set<string>());
  const rows = records.data?.rows;
  useEffect(() => {
    if (!rows) return;
    const settled = rows.some((r) => r.state !== 'P' && pending.current.has(r.depositId));
    pending.current = new Set(rows.filter((r) => r.state === 'P').map((r) => r.depositId));
    if (settled) void refreshMoney(client);
  }, [rows, client]);
  return (
    <section aria-labelledby="recent-deposits">
      <SectionHeading id="recent-deposits">{t('money.deposit.recent')}</SectionHeading>
      <QueryStatus query={records} isEmpty={(r) => r.rows.length === 0} empty={t('money.deposit.noRecent')}>
        {({ rows }) => (
          <TableScroll>
          <Table data-testid="recent-deposits">
            <thead>
              <tr>
                <th>{t('money.records.time')}</th>
                <th>{t('money.deposit.channel')}</th>
                <th>{t('money.amount.label')}</th>
                <th>{t('money.records.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.depositId} data-testid="recent-deposit" data-state={r.state}>
                  <td>{formatDateTime(r.time)}</td>
                  <td>{r.channelName ?? '--'}</td>
                  <td className="num">{formatCents(r.cents)}</td>
                  <td>{t(`money.deposit.state.${r.state}`)}</td>
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
