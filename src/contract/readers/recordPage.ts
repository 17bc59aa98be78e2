/**
 * A page of records as every paged report answers it (member records, agent reports): the rows of
 * `list` a row reader accepts, `totalPages` (at least 1) and the `footer` totals over the whole range.
 */
import { isRecord, type JsonObject } from '../findings';
import { int, listOf, records } from './values';

export interface RecordPage<Row, Totals = null> {
  rows: Row[];
  totalPages: number;
  totals: Totals | null;
}

export function readRecordPage<Row, Totals = null>(raw: unknown, row: (r: JsonObject, i: number) => Row | null, totals?: (f: JsonObject) => Totals): RecordPage<Row, Totals> {
  const v = isRecord(raw) ? raw : {};
  const rows = records(listOf(v, 'list')).map(row).filter((r): r is Row => r !== null);
  return { rows, totalPages: Math.max(1, int(v.totalPages) ?? 1), totals: totals && isRecord(v.footer) ? totals(v.footer) : null };
}
