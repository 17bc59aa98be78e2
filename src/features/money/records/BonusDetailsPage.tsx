/**
 * bonusDetails: the bonuses the player was given, in a date range of at most 90 days, with the
 * range's total. The call is the contract's candidate (PROMOFE_getClaimHistory, the page's own
 * call was not found); its rows are designed in contract/readers/records.ts.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { bonusHistory } from '../../../contract/calls/records';
import { readBonuses, RECORD_PAGE_SIZE, RECORD_RANGE_DAYS, type BonusRow } from '../../../contract/readers/records';
import { SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../time';
import { RangePicker } from '../../../ui/records/RecordControls';
import { RecordsView, useRecordRange, type Column } from '../../../ui/records/RecordsView';

type BonusTotals = { bonusCents: number; points: number };

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const { range, page, setPage, pickRange } = useRecordRange();
  const bonuses = useQuery({
    queryKey: ['records', 'bonuses', token, range, page],
    queryFn: () => call<unknown>(bonusHistory, { params: { claimDateFrom: range.start, claimDateTo: range.end, page, size: RECORD_PAGE_SIZE } }).then(readBonuses),
    meta: SESSION_QUERY,
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  const columns: Array<Column<BonusRow, BonusTotals>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'name', label: t('money.bonus.name'), cell: (r) => r.name || '--' },
    { id: 'status', label: t('money.records.status'), cell: (r) => r.status ?? '--' },
    { id: 'bonus', label: t('money.bonus.amount'), num: true, cell: (r) => formatCents(r.bonusCents), total: (s) => formatCents(s.bonusCents) },
  ];
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.bonus} onChange={pickRange} />
      <RecordsView query={bonuses} columns={columns} rowKey={(r) => r.id} page={page} onPage={setPage} empty={t('money.bonus.empty')} />
    </>
  );
}
