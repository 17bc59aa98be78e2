/**
 * What every record page shares: its date range and page (a new range or filter starts at page 1),
 * and the table of a page of rows with its columns, a totals row where the platform sends totals
 * (`footer`, over the whole range, not the page), the spec's pager, and the loading, empty and
 * error states. The table scrolls sideways on a phone rather than squeezing its figures. The
 * member centre's records and the agent centre's reports show their pages through it.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RecordPage } from '../../contract/readers/recordPage';
import { Table, TableScroll } from '../formParts';
import { QueryStatus } from '../QueryStatus';
import { Pager } from './RecordControls';
import { presetRange, type Preset, type Range } from './range';
import { vars } from '../../theme/cssVariables';

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

export interface Column<Row, Totals> {
  id: string;
  label: string;
  num?: boolean;
  cell: (row: Row) => ReactNode;
  total?: (totals: Totals) => ReactNode;
}

const Scroll = styled(TableScroll)`
  th, td { white-space: nowrap; }
  tfoot td { font-weight: ${vars.fontWeight.bold}; border-bottom: 0; }
`;

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
          <Scroll>
            <Table data-testid={`${testId}-table`} aria-busy={query.isFetching || undefined}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.id} className={c.num ? 'num' : undefined}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={rowKey(r)} data-testid={`${testId}-row`}>
                    {columns.map((c) => (
                      <td key={c.id} className={c.num ? 'num' : undefined} data-col={c.id}>
                        {c.cell(r)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {totals && (
                <tfoot>
                  <tr data-testid={`${testId}-totals`}>
                    {columns.map((c, i) => (
                      <td key={c.id} className={c.num ? 'num' : undefined} data-col={c.id} data-testid={c.total ? `${testId}-total-${c.id}` : undefined}>
                        {c.total ? c.total(totals) : i === 0 ? t('money.records.totals') : ''}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </Table>
          </Scroll>
          <Pager page={page} total={totalPages} onPage={onPage} />
        </>
      )}
    </QueryStatus>
  );
}
