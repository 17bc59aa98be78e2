/**
 * personalProfit (profit and loss): the player's figures day by day in a date range (YYYY-MM-DD,
 * at most 90 days), for every category together (CONS) or one, with the range's totals; the
 * reader renames the platform's raw keys as the real client does.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { personalPnl } from '../../../contract/calls/records';
import { PNL_CATEGORIES, readPnl, RECORD_PAGE_SIZE, type PnlCategory, RECORD_RANGE_DAYS, type PnlFigures, type PnlRow } from '../../../contract/readers/records';
import { SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { formatCents } from '../../../ui/formatCents';
import { RangePicker } from '../../../ui/records/RecordControls';
import { RecordsView, useRecordRange, type Column } from '../../../ui/records/RecordsView';

const figure = (id: keyof PnlFigures, label: string): Column<PnlRow, PnlFigures> => ({ id, label, num: true, cell: (r) => formatCents(r[id]), total: (s) => formatCents(s[id]) });

export default function ProfitPage() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const [category, setCategory] = useState<PnlCategory>('CONS');
  const { range, page, setPage, pickRange, restart } = useRecordRange();
  const pnl = useQuery({
    queryKey: ['records', 'pnl', token, category, range, page],
    queryFn: () =>
      call<unknown>(personalPnl, {
        params: { gameCategory: category, startDate: format(range.start, 'yyyy-MM-dd'), endDate: format(range.end, 'yyyy-MM-dd'), page, size: RECORD_PAGE_SIZE },
      }).then(readPnl),
    meta: SESSION_QUERY,
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  const columns: Array<Column<PnlRow, PnlFigures>> = [
    { id: 'date', label: t('money.pnl.date'), cell: (r) => r.date },
    figure('depositCents', t('money.pnl.deposit')),
    figure('withdrawCents', t('money.pnl.withdraw')),
    figure('betCents', t('money.bets.bet')),
    figure('winCents', t('money.bets.win')),
    figure('rebateCents', t('money.pnl.rebate')),
    figure('promotionCents', t('money.pnl.promotion')),
    figure('pnlCents', t('money.bets.pnl')),
  ];
  return (
    <>
      <RangePicker maxDays={RECORD_RANGE_DAYS.pnl} onChange={pickRange} />
      <ChipGroup label={t('money.records.type')}>
        {PNL_CATEGORIES.map((c) => (
          <Chip key={c} active={category === c} onClick={() => { setCategory(c); restart(); }} testId={`pnl-category-${c}`}>
            {t(`money.pnl.category.${c}`)}
          </Chip>
        ))}
      </ChipGroup>
      <RecordsView query={pnl} columns={columns} rowKey={(r) => r.date} page={page} onPage={setPage} />
    </>
  );
}
