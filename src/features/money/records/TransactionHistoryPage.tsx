/**
 * transactionHistory (the account record): the player's transactions in a date range (presets or
 * custom within the contract's 90 days), newest first, with the transfer filter the contract names
 * (8102 in, 8202 out), 13 to a page with the spec's pager; loading, empty and error states.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import * as recordCalls from '../../../contract/calls/records';
import { EXCLUDED_TX_TYPES, readTransactions, RECORD_PAGE_SIZE, RECORD_RANGE_DAYS } from '../../../contract/readers/records';
import { memberAtom, tokenAtom } from '../../../session/session';
import { SESSION_QUERY } from '../../../session/member';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { formatCents } from '../../../ui/formatCents';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Table } from '../parts';
import { formatDateTime } from '../time';
import { Pager, RangePicker } from './RecordControls';
import { presetRange, type Range } from './range';

/** The filter the contract names: transfers between wallets. */
const FILTERS = { all: '', transfers: '8102,8202' } as const;
type Filter = keyof typeof FILTERS;

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberAtom);
  const [range, setRange] = useState<Range>(() => presetRange('last7', new Date()));
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const records = useQuery({
    queryKey: ['records', 'transactions', token, range, filter, page],
    queryFn: () =>
      call<unknown>(recordCalls.memberTransactions, {
        params: { subordinateName: member?.username ?? '', startTime: range.start, endTime: range.end, codeTypes: '', txTypeIds: FILTERS[filter], excludeTxTypeIds: EXCLUDED_TX_TYPES, page, size: RECORD_PAGE_SIZE },
      }).then(readTransactions),
    meta: SESSION_QUERY,
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.transactions} onChange={(r) => { setRange(r); setPage(1); }} />
      <ChipGroup label={t('money.records.type')}>
        {(Object.keys(FILTERS) as Filter[]).map((f) => (
          <Chip key={f} active={filter === f} onClick={() => { setFilter(f); setPage(1); }} testId={`records-filter-${f}`}>
            {t(`money.records.filter.${f}`)}
          </Chip>
        ))}
      </ChipGroup>
      <QueryStatus query={records} isEmpty={(r) => r.rows.length === 0} empty={t('money.records.empty')}>
        {({ rows, totalPages }) => (
          <>
            <Table data-testid="records-table" aria-busy={records.isFetching || undefined}>
              <thead>
                <tr>
                  <th>{t('money.records.time')}</th>
                  <th>{t('money.records.remark')}</th>
                  <th className="num">{t('money.amount.label')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-testid="records-row">
                    <td>{formatDateTime(r.time)}</td>
                    <td>{r.remark ?? '--'}</td>
                    <td className="num">{formatCents(r.cents)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager page={page} total={totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
    </>
  );
}
