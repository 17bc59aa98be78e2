/**
 * transactionHistory (the account record): the player's transactions in a date range (presets or
 * custom within the contract's 90 days), newest first, with the transfer filter the contract names
 * (8102 in, 8202 out), 13 to a page with the spec's pager; loading, empty and error states. Where
 * the brand keeps deposit records (DEPREC3) a second tab lists the deposits with their state
 * (MCSFE_getDepositTransactionReport): the real page keeps its money logs as tabs of this page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useBrand } from '../../../brand/context';
import * as depositCalls from '../../../contract/calls/deposit';
import * as recordCalls from '../../../contract/calls/records';
import { FLAG } from '../../../contract/flags';
import { DEPOSIT_STATE, readDepositRecords, type DepositRecord, type DepositState } from '../../../contract/readers/deposit';
import { EXCLUDED_TX_TYPES, readTransactions, RECORD_PAGE_SIZE, RECORD_RANGE_DAYS, type TransactionRow } from '../../../contract/readers/records';
import { memberAtom, tokenAtom } from '../../../session/session';
import { SESSION_QUERY } from '../../../session/member';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { formatCents } from '../../../ui/formatCents';
import { PAGE_FLOW, TabPanel } from '../../../ui/TabPanel';
import { Tabs } from '../../../ui/Tabs';
import { formatDateTime } from '../time';
import { RangePicker } from '../../../ui/records/RecordControls';
import { RecordsView, useRecordRange, type Column } from '../../../ui/records/RecordsView';

/** The filter the contract names: transfers between wallets. */
const FILTERS = { all: '', transfers: '8102,8202' } as const;
type Filter = keyof typeof FILTERS;

function Transactions() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberAtom);
  const { range, page, setPage, pickRange, restart } = useRecordRange();
  const [filter, setFilter] = useState<Filter>('all');
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
  const columns: Array<Column<TransactionRow, null>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'remark', label: t('money.records.remark'), cell: (r) => r.remark ?? '--' },
    { id: 'amount', label: t('money.amount.label'), num: true, cell: (r) => formatCents(r.cents) },
  ];
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.transactions} onChange={pickRange} />
      <ChipGroup label={t('money.records.type')}>
        {(Object.keys(FILTERS) as Filter[]).map((f) => (
          <Chip key={f} active={filter === f} onClick={() => { setFilter(f); restart(); }} testId={`records-filter-${f}`}>
            {t(`money.records.filter.${f}`)}
          </Chip>
        ))}
      </ChipGroup>
      <RecordsView query={records} columns={columns} rowKey={(r) => r.id} page={page} onPage={setPage} />
    </>
  );
}

const DEPOSIT_STATES = Object.values(DEPOSIT_STATE);

function Deposits() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const { range, page, setPage, pickRange, restart } = useRecordRange();
  const [state, setState] = useState<DepositState | ''>('');
  const deposits = useQuery({
    queryKey: ['records', 'deposits', token, range, state, page],
    queryFn: () =>
      call<unknown>(depositCalls.depositRecords, { params: { startDate: range.start, endDate: range.end, page, size: RECORD_PAGE_SIZE, depositType: '', depositState: state } }).then((r) => ({
        ...readDepositRecords(r),
        totals: null,
      })),
    meta: SESSION_QUERY,
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  const columns: Array<Column<DepositRecord, null>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'channel', label: t('money.deposit.channel'), cell: (r) => r.channelName ?? '--' },
    { id: 'amount', label: t('money.amount.label'), num: true, cell: (r) => formatCents(r.cents) },
    { id: 'status', label: t('money.records.status'), cell: (r) => <span data-state={r.state}>{t(`money.deposit.state.${r.state}`)}</span> },
  ];
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.transactions} onChange={pickRange} />
      <ChipGroup label={t('money.records.status')}>
        {(['', ...DEPOSIT_STATES] as const).map((s) => (
          <Chip key={s || 'all'} active={state === s} onClick={() => { setState(s); restart(); }} testId={`deposits-state-${s || 'all'}`}>
            {s ? t(`money.deposit.state.${s}`) : t('money.records.filter.all')}
          </Chip>
        ))}
      </ChipGroup>
      <RecordsView query={deposits} columns={columns} rowKey={(r) => r.depositId} page={page} onPage={setPage} empty={t('money.records.noDeposits')} />
    </>
  );
}

type View = 'transactions' | 'deposits';

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [view, setView] = useState<View>('transactions');
  if (brand.flags[FLAG.DEPOSIT_RECORDS] !== true) return <Transactions />;
  return (
    <>
      <Tabs
        items={[
          { key: 'transactions', label: t('money.records.transactions'), testId: 'records-view-transactions' },
          { key: 'deposits', label: t('money.records.deposits'), testId: 'records-view-deposits' },
        ]}
        value={view}
        onChange={setView}
        label={t('money.records.views')}
        idPrefix="records-view"
      />
      <TabPanel idPrefix="records-view" value={view} style={PAGE_FLOW}>
        {view === 'transactions' ? <Transactions /> : <Deposits />}
      </TabPanel>
    </>
  );
}
