/**
 * What every record page shares: its date range and page (a new range or filter starts at page 1),
 * and the table of a page of rows with its columns, a totals row where the platform sends totals
 * (`footer`, over the whole range, not the page), the spec's pager, and the loading, empty and
 * error states. On a phone the table's rows are cards (RecordTable), every figure on screen. The
 * member centre's records and the agent centre's reports show their pages through it.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordPage } from '../../contract/readers/recordPage';
import { QueryStatus } from '../QueryStatus';
import { Pager } from './RecordControls';
import { presetRange, type Preset, type Range } from './range';
import { RecordTable, type Column } from './RecordTable';

export function useRecordRange(initial: Preset = 'last7') {
  const [range, setRange] = useState<Range>(() => presetRange(initial, new Date()));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    pickRange: (r: Range) => {
      setRange(r);
      setPage(1);
    },
    /** a filter changed: back to the first page */
    restart: () => setPage(1),
  };
}

export type { Column };

export function RecordsView<Row, Totals>({
  query,
  columns,
  rowKey,
  page,
  onPage,
  empty,
  testId = 'records',
}: {
  query: UseQueryResult<RecordPage<Row, Totals>>;
  columns: Array<Column<Row, Totals>>;
  rowKey: (row: Row) => string;
  page: number;
  onPage: (page: number) => void;
  empty?: string;
  /** names the table (`<testId>-table`), its rows (`-row`), its totals row (`-totals`) and each total (`-total-<column id>`) */
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <QueryStatus query={query} isEmpty={(r) => r.rows.length === 0} empty={empty ?? t('money.records.empty')}>
      {({ rows, totals, totalPages }) => (
        <>
          <RecordTable columns={columns} rows={rows} rowKey={rowKey} totals={totals} totalsLabel={t('money.records.totals')} testId={testId} busy={query.isFetching} />
          <Pager page={page} total={totalPages} onPage={onPage} />
        </>
      )}
    </QueryStatus>
  );
}
