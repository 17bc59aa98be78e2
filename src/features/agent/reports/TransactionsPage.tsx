/**
 * Transaction details: the team's account records (the member call with `subordinateType`, the
 * agent's exclude list), in a range, for one member when searched, 13 to a page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as recordCalls from '../../../contract/calls/records';
import { AGENT_PAGE_SIZE } from '../../../contract/readers/agent';
import { readTransactions, RECORD_RANGE_DAYS } from '../../../contract/readers/records';
import { Field, Input, Table } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../../../ui/formatDateTime';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Pager, RangePicker } from '../../../ui/records/RecordControls';
import { presetRange, type Range } from '../../../ui/records/range';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { Scroll, Toolbar, useAgentQuery } from '../common';

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
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.transactions} onChange={(r) => { setRange(r); setPage(1); }} />
      <Toolbar>
        <Field>
          {t('agentCentre.searchMember')}
          <Input type="search" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} data-testid="agent-report-search" />
        </Field>
      </Toolbar>
      <QueryStatus query={query} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.empty')}>
        {({ rows, totalPages }) => (
          <>
            <Scroll>
              <Table data-testid="agent-report">
                <thead>
                  <tr>
                    <th>{t('money.records.time')}</th>
                    <th>{t('money.records.remark')}</th>
                    <th className="num">{t('money.amount.label')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} data-testid="agent-report-row">
                      <td>{formatDateTime(r.time)}</td>
                      <td>{r.remark ?? '--'}</td>
                      <td className="num">{formatCents(r.cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
            <Pager page={page} total={totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
    </>
  );
}
