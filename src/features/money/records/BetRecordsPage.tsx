/**
 * personalHistoryCopy (the betting record): the player's bets per game category, one tab per
 * category the brand's vendor lanes offer (all of them when the lanes cannot be read), in a date
 * range of at most 44 days (the real client's `dateLimit`), 13 to a page with the totals of the
 * range (`footer`).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import * as recordCalls from '../../../contract/calls/records';
import { BET_CATEGORIES, readBets, RECORD_PAGE_SIZE, type BetCategory, RECORD_RANGE_DAYS, type BetRow, type BetTotals } from '../../../contract/readers/records';
import { useVendorLanes } from '../../../games/useVendorLanes';
import { SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { formatCents } from '../../../ui/formatCents';
import { PAGE_FLOW, TabPanel } from '../../../ui/TabPanel';
import { Tabs } from '../../../ui/Tabs';
import { formatDateTime } from '../time';
import { RangePicker } from '../../../ui/records/RecordControls';
import { RecordsView, useRecordRange, type Column } from '../../../ui/records/RecordsView';

const ORDER_CALLS = { RNG: recordCalls.rngOrders, LIVE: recordCalls.liveOrders, FISH: recordCalls.fishOrders, SPORTS: recordCalls.sportsOrders, PVP: recordCalls.pvpOrders, ELOTT: recordCalls.elottOrders } as const satisfies Record<BetCategory, unknown>;
const ALL: readonly BetCategory[] = BET_CATEGORIES;

export default function BetRecordsPage() {
  const { t, i18n } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const lanes = useVendorLanes();
  const offered = new Set((lanes.data ?? []).flatMap((l) => l.cards.map((c) => c.gameType)));
  const categories = ALL.filter((c) => offered.has(c));
  const tabs = categories.length > 0 ? categories : ALL;
  const [picked, setPicked] = useState<BetCategory | null>(null);
  const category = picked && tabs.includes(picked) ? picked : tabs[0]!;
  const { range, page, setPage, pickRange, restart } = useRecordRange();
  const bets = useQuery({
    queryKey: ['records', 'bets', token, category, range, page],
    queryFn: () =>
      call<unknown>(ORDER_CALLS[category], {
        params: { language: i18n.language.toUpperCase(), startDate: range.start, endDate: range.end, accountType: '', page, size: RECORD_PAGE_SIZE },
      }).then(readBets),
    meta: SESSION_QUERY,
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  const columns: Array<Column<BetRow, BetTotals>> = [
    { id: 'time', label: t('money.records.time'), cell: (r) => formatDateTime(r.time) },
    { id: 'game', label: t('money.bets.game'), cell: (r) => r.gameName || '--' },
    { id: 'bet', label: t('money.bets.bet'), num: true, cell: (r) => formatCents(r.betCents), total: (s) => formatCents(s.betCents) },
    { id: 'valid', label: t('money.bets.valid'), num: true, cell: (r) => formatCents(r.validCents), total: (s) => formatCents(s.validCents) },
    { id: 'win', label: t('money.bets.win'), num: true, cell: (r) => formatCents(r.winCents), total: (s) => formatCents(s.winCents) },
    { id: 'pnl', label: t('money.bets.pnl'), num: true, cell: (r) => formatCents(r.pnlCents), total: (s) => formatCents(s.pnlCents) },
  ];
  return (
    <>
      <Tabs
        items={tabs.map((c) => ({ key: c, label: t(`money.bets.category.${c}`), testId: `bets-tab-${c}` }))}
        value={category}
        onChange={(c) => { setPicked(c); restart(); }}
        label={t('money.bets.categories')}
        idPrefix="bets"
      />
      <TabPanel idPrefix="bets" value={category} style={PAGE_FLOW}>
        <RangePicker maxDays={RECORD_RANGE_DAYS.bets} onChange={pickRange} />
        <RecordsView query={bets} columns={columns} rowKey={(r) => r.orderNo} page={page} onPage={setPage} />
      </TabPanel>
    </>
  );
}
