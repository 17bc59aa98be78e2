/** The deposits of the last two days with their state (MCSFE_getDepositTransactionReport), newest first. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import * as depositCalls from '../../../contract/calls/deposit';
import { readDepositRecords, type DepositRecord } from '../../../contract/readers/deposit';
import { refreshMoney, SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { formatCents } from '../../../ui/formatCents';
import { SectionHeading } from '../../../ui/Page';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RecordTable, type Column } from '../../../ui/records/RecordTable';
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
  const columns: Array<Column<DepositRecord, never>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'channel', label: t('money.deposit.channel'), cell: (r) => r.channelName ?? '--' },
    { id: 'amount', label: t('money.amount.label'), num: true, cell: (r) => formatCents(r.cents) },
    { id: 'status', label: t('money.records.status'), cell: (r) => t(`money.deposit.state.${r.state}`) },
  ];
  return (
    <section aria-labelledby="recent-deposits">
      <SectionHeading id="recent-deposits">{t('money.deposit.recent')}</SectionHeading>
      <QueryStatus query={records} isEmpty={(r) => r.rows.length === 0} empty={t('money.deposit.noRecent')}>
        {({ rows }) => (
          <RecordTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.depositId}
            testId="recent-deposit"
            tableTestId="recent-deposits"
            rowTestId="recent-deposit"
            rowData={(r) => ({ 'data-state': r.state })}
          />
        )}
      </QueryStatus>
    </section>
  );
}
