/**
 * Team overview: the team's KPIs per day (deposits, withdrawals, logins, bets, registrations, valid
 * bet, win, rebate, promotion, P/L) for a date preset or range and a game category (all, or one of
 * the contract's: the platform answers `ODSFE2_TeamKPIA` per category), their totals, named for the
 * category shown, and a chart of the chosen figure per day.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamKpi } from '../../contract/calls/agent';
import { AGENT_PAGE_SIZE, KPI_COUNTS, KPI_MONEY, readTeamKpi, type KpiMoney, type KpiRow } from '../../contract/readers/agent';
import { Chip, ChipGroup } from '../../ui/Chips';
import { Figure, Figures, Note, Table } from '../../ui/formParts';
import { formatCents } from '../../ui/formatCents';
import { Panel } from '../../ui/Panel';
import { QueryStatus } from '../../ui/QueryStatus';
import { Pager, RangePicker } from '../../ui/records/RecordControls';
import { presetRange, type Range } from '../../ui/records/range';
import { BarChart } from './BarChart';
import { CategoryChips, dayParams, Scroll, useAgentQuery, type GameCategoryFilter } from './common';
import { formatCount } from '../../ui/format';

const CHARTED: readonly KpiMoney[] = ['totalBet', 'totalPNL', 'totalDeposit', 'totalWithdrawal'];

function Totals({ totals, category }: { totals: KpiRow; category: GameCategoryFilter }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Note data-testid="agent-kpi-category" data-category={category}>{t('agentCentre.kpi.shownFor', { category: category === 'CONS' ? t('agentCentre.allCategories') : t(`categories.${category}`) })}</Note>
      <Figures data-testid="agent-kpi-totals">
        {KPI_MONEY.map((k) => (
          <Figure key={k} label={t(`agentCentre.kpi.${k}`)} testId={`agent-kpi-${k}`}>
            {formatCents(totals[k])}
          </Figure>
        ))}
        {KPI_COUNTS.map((k) => (
          <Figure key={k} label={t(`agentCentre.kpi.${k}`)} testId={`agent-kpi-${k}`}>
            {formatCount(totals[k])}
          </Figure>
        ))}
      </Figures>
    </Panel>
  );
}

export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('last7', new Date()));
  const [category, setCategory] = useState<GameCategoryFilter>('CONS');
  const [charted, setCharted] = useState<KpiMoney>('totalBet');
  const [page, setPage] = useState(1);
  // the chart shows every day of the range: the platform's page of 100 days covers the longest range
  const query = useAgentQuery(['kpi'], teamKpi, { ...dayParams(range), gameCategory: category, page: 1, size: 100 }, readTeamKpi);
  return (
    <>
      <RangePicker maxDays={90} onChange={(r) => { setRange(r); setPage(1); }} />
      <CategoryChips value={category} onChange={(c) => { setCategory(c); setPage(1); }} />
      <QueryStatus query={query} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.empty')}>
        {({ rows, totals }) => {
          const shown = rows.slice((page - 1) * AGENT_PAGE_SIZE, page * AGENT_PAGE_SIZE);
          return (
            <>
              {totals && <Totals totals={totals} category={category} />}
              <ChipGroup label={t('agentCentre.kpi.chart')}>
                {CHARTED.map((k) => (
                  <Chip key={k} active={charted === k} onClick={() => setCharted(k)} testId={`agent-chart-${k}`} dense>
                    {t(`agentCentre.kpi.${k}`)}
                  </Chip>
                ))}
              </ChipGroup>
              <BarChart title={t(`agentCentre.kpi.${charted}`)} bars={[...rows].reverse().map((r) => ({ label: r.date, cents: r[charted] }))} />
              <Scroll>
                <Table data-testid="agent-kpi-table">
                  <thead>
                    <tr>
                      <th>{t('agentCentre.columns.date')}</th>
                      {KPI_MONEY.map((k) => (
                        <th key={k} className="num">{t(`agentCentre.kpi.${k}`)}</th>
                      ))}
                      {KPI_COUNTS.map((k) => (
                        <th key={k} className="num">{t(`agentCentre.kpi.${k}`)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((r) => (
                      <tr key={r.date} data-testid="agent-kpi-row">
                        <td className="date">{r.date}</td>
                        {KPI_MONEY.map((k) => (
                          <td key={k} className="num">{formatCents(r[k])}</td>
                        ))}
                        {KPI_COUNTS.map((k) => (
                          <td key={k} className="num">{formatCount(r[k])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
              <Pager page={page} total={Math.max(1, Math.ceil(rows.length / AGENT_PAGE_SIZE))} onPage={setPage} />
            </>
          );
        }}
      </QueryStatus>
    </>
  );
}
