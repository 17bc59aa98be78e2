/**
 * A table of records by its columns, with a totals row where there are totals. Where its box is
 * narrow (a phone: under 560 px) each row becomes a card of its cells, each cell with its column's
 * name beside it, so every figure is on screen at once: a table laid out sideways there hid its
 * last columns (the amounts) behind a scroll nobody could see, and its header cells wrapped out
 * of line with their columns (QA). Wider, it is the table, whose headers stay on one line.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Table, TableScroll } from '../formParts';
import { vars } from '../../theme/cssVariables';

export interface Column<Row, Totals> {
  id: string;
  label: string;
  num?: boolean;
  cell: (row: Row) => ReactNode;
  total?: (totals: Totals) => ReactNode;
}

/** Below this width of its box a record table shows its rows as cards. */
export const STACK_BELOW_PX = 560;

const Box = styled(TableScroll)`
  container-type: inline-size;
  th, td { white-space: nowrap; }
  th { vertical-align: bottom; }
  tfoot td { font-weight: ${vars.fontWeight.bold}; border-bottom: 0; }

  @container (max-width: ${STACK_BELOW_PX - 0.02}px) {
    table, tbody, tfoot, tr, td { display: block; }
    /* the column names are beside each cell; the header row stays for assistive technology */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      padding: ${vars.space.xs} 0;
      border-bottom: 1px solid ${vars.color.border};
    }
    tfoot tr { border-bottom: 0; }
    td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: ${vars.space.sm};
      padding: 2px ${vars.space.xs};
      border: 0;
      white-space: normal;
      text-align: end;
    }
    td::before {
      content: attr(data-label);
      flex: 0 1 auto;
      max-width: 50%;
      color: ${vars.color.textMuted};
      font-weight: ${vars.fontWeight.regular};
      text-align: start;
    }
    /* the totals row's name, and its columns without a total */
    td:not([data-label]) { justify-content: flex-start; text-align: start; }
    td:not([data-label])::before { content: none; }
    tfoot td:empty { display: none; }
  }
`;

export function RecordTable<Row, Totals = never>({
  columns,
  rows,
  rowKey,
  totals,
  totalsLabel,
  testId,
  tableTestId = `${testId}-table`,
  rowTestId = `${testId}-row`,
  rowData,
  busy,
}: {
  columns: Array<Column<Row, Totals>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** the platform's totals over the whole range, shown under the rows */
  totals?: Totals | null;
  /** the totals row's name, in its first cell (where that column has no total) */
  totalsLabel?: string;
  /** names its rows (`<testId>-row`), its totals row (`-totals`) and each total (`-total-<column id>`) */
  testId: string;
  /** the table's own name (default `<testId>-table`) */
  tableTestId?: string;
  /** each row's name (default `<testId>-row`) */
  rowTestId?: string;
  /** a row's data attributes, e.g. its state for the eye and for tests */
  rowData?: (row: Row) => Record<`data-${string}`, string | number | undefined>;
  busy?: boolean;
}) {
  return (
    <Box>
      <Table data-testid={tableTestId} aria-busy={busy || undefined}>
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
            <tr key={rowKey(r)} data-testid={rowTestId} {...rowData?.(r)}>
              {columns.map((c) => (
                <td key={c.id} className={c.num ? 'num' : undefined} data-col={c.id} data-label={c.label}>
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
                <td key={c.id} className={c.num ? 'num' : undefined} data-col={c.id} data-label={c.total ? c.label : undefined} data-testid={c.total ? `${testId}-total-${c.id}` : undefined}>
                  {c.total ? c.total(totals) : i === 0 ? totalsLabel : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </Table>
    </Box>
  );
}
