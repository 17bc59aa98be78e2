/**
 * Transaction details: the team's account records (the member call with `subordinateType`, the
 * agent's exclude list), in a range, for one member when searched, 13 to a page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as recordCalls from '../../../contract/calls/records';
import { AGENT_PAGE_SIZE } from '../../../contract/readers/agent';
import { readTransactions, RECORD_RANGE_DAYS, type TransactionRow } from '../../../contract/readers/records';
import { Field, Input } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../../../ui/formatDateTime';
import { RangePicker } from '../../../ui/records/RecordControls';
import { RecordsView, type Column } from '../../../ui/records/RecordsView';
import { presetRange, type Range } from '../../../ui/records/range';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { Toolbar, useAgentQuery } from '../common';

/** The agent transaction details' exclude list (ACW). */
const AGENT_EXCLUDED_TX_TYPES = '6231,2004,4203,4223,6156,4253,6103,6202,6203';

export default function TransactionsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('last7', new Date()));
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const query = useAgentQuery(
    ['transactions'],
    recordCalls.memberTransactions,
    { subordinateType: 'ALL', subordinateName: name, startTime: range.start, endTime: range.end, codeTypes: '', txTypeIds: '', excludeTxTypeIds: AGENT_EXCLUDED_TX_TYPES, page, size: AGENT_PAGE_SIZE },
    readTransactions,
  );
  const columns: Array<Column<TransactionRow, null>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'remark', label: t('money.records.remark'), cell: (r) => r.remark ?? '--' },
    { id: 'amount', label: t('money.amount.label'), num: true, cell: (r) => formatCents(r.cents) },
  ];
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.transactions} onChange={(r) => { setRange(r); setPage(1); }} />
      <Toolbar>
        <Field>
          {t('agentCentre.searchMember')}
          <Input type="search" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} data-testid="agent-report-search" />
        </Field>
      </Toolbar>
      <RecordsView query={query} columns={columns} rowKey={(r) => r.id} page={page} onPage={setPage} empty={t('agentCentre.empty')} testId="agent-report" />
    </>
  );
}
