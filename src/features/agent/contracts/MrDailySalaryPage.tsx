/**
 * Manual daily salary (DAYSALMR, calls under MRDAILYSAL3): per game category, the platform's rate
 * table (minimum team bet, active members, rate as a percentage) and applying or cancelling; the
 * records of the salary over a range (status and category filters, 13 to a page, the footer's
 * total), a claimable row ("0") claimed with its button and shown claimed after, the agent's
 * balance refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { mrDailySalaryApply, mrDailySalaryCancel, mrDailySalaryClaim, mrDailySalaryInfo, mrDailySalaryRecords } from '../../../contract/calls/agent';
import { AGENT_PAGE_SIZE, MR_STATUSES, readMrInfo, readMrRecords, type MrRecord, type MrStatus } from '../../../contract/readers/agent';
import { refreshMoney } from '../../../session/member';
import { Button } from '../../../ui/Button';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { Figure, Figures, Note, Problem, Table } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../../../ui/formatDateTime';
import { SectionHeading } from '../../../ui/Page';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Pager, RangePicker } from '../../../ui/records/RecordControls';
import { presetRange, type Range } from '../../../ui/records/range';
import { useErrorText } from '../../../ui/StatusMessage';
import { CategoryChips, dayParams, Scroll, useAgentQuery, type GameCategoryFilter } from '../common';
import { formatRate, mrStatusKey } from '../rules';

/** the products the rate table is asked for (the records filter by every category) */
const PRODUCTS = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'RNG'] as const;

function Rates() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [product, setProduct] = useState<(typeof PRODUCTS)[number]>('LOTT');
  const info = useAgentQuery(['mrInfo'], mrDailySalaryInfo, { productType: product }, readMrInfo);
  const change = useOneAtATime({
    mutationFn: (apply: boolean) => call(apply ? mrDailySalaryApply : mrDailySalaryCancel, { body: { productType: product } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agent', 'mrInfo'] }),
  });
  return (
    <Panel>
      <SectionHeading>{t('agentCentre.mr.rates')}</SectionHeading>
      <ChipGroup label={t('agentCentre.category')}>
        {PRODUCTS.map((p) => (
          <Chip key={p} active={product === p} onClick={() => { setProduct(p); change.reset(); }} testId={`agent-mr-product-${p}`} dense>
            {t(`categories.${p}`)}
          </Chip>
        ))}
      </ChipGroup>
      <QueryStatus query={info} isEmpty={(i) => i.rates.length === 0} empty={t('agentCentre.empty')}>
        {({ status, rates }) => (
          <>
            <Scroll>
              <Table data-testid="agent-mr-rates">
                <thead>
                  <tr>
                    <th className="num">{t('agentCentre.mr.minimumBet')}</th>
                    <th className="num">{t('agentCentre.mr.activeMember')}</th>
                    <th className="num">{t('agentCentre.contracts.rateColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((r) => (
                    <tr key={`${r.minimumBetCents}-${r.activeMember}`} data-testid="agent-mr-rate-row">
                      <td className="num">{formatCents(r.minimumBetCents)}</td>
                      <td className="num">{r.activeMember}</td>
                      <td className="num" data-testid="agent-mr-rate">{formatRate(r.rateBp)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
            <Note data-testid="agent-mr-application" data-status={status ?? ''}>{t(`agentCentre.mr.application.${status ?? 'none'}`)}</Note>
            {change.isError && <Problem role="alert" data-testid="agent-mr-apply-error">{errorText(change.error)}</Problem>}
            {status === 'A' ? (
              <Button $variant="outline" $busy={change.isPending} onClick={() => change.run(false)} data-testid="agent-mr-cancel">{t('agentCentre.mr.cancel')}</Button>
            ) : (
              <Button $busy={change.isPending} onClick={() => change.run(true)} data-testid="agent-mr-apply">{t('agentCentre.mr.apply')}</Button>
            )}
          </>
        )}
      </QueryStatus>
    </Panel>
  );
}

function ClaimButton({ row }: { row: MrRecord }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const claim = useOneAtATime({
    mutationFn: () => call(mrDailySalaryClaim, { body: { id: row.id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['agent', 'mrRecords'] });
      void refreshMoney(queryClient);
    },
  });
  return (
    <>
      <Button $size="sm" $busy={claim.isPending} onClick={() => claim.run()} data-testid="agent-mr-claim">{t('agentCentre.mr.claim')}</Button>
      {claim.isError && <Problem role="alert" data-testid="agent-mr-claim-error">{errorText(claim.error)}</Problem>}
    </>
  );
}

function Records() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('last30', new Date()));
  const [category, setCategory] = useState<GameCategoryFilter>('CONS');
  const [status, setStatus] = useState<MrStatus | ''>('');
  const [page, setPage] = useState(1);
  const records = useAgentQuery(['mrRecords'], mrDailySalaryRecords, { ...dayParams(range), subordinateType: 'SELF', page, size: AGENT_PAGE_SIZE, status, gameCategory: category }, readMrRecords);
  return (
    <Panel>
      <SectionHeading>{t('agentCentre.mr.records')}</SectionHeading>
      <RangePicker maxDays={90} onChange={(r) => { setRange(r); setPage(1); }} />
      <CategoryChips value={category} onChange={(c) => { setCategory(c); setPage(1); }} />
      <ChipGroup label={t('agentCentre.mr.statusLabel')}>
        {(['', ...MR_STATUSES] as const).map((s) => (
          <Chip key={s || 'all'} active={status === s} onClick={() => { setStatus(s); setPage(1); }} testId={`agent-mr-status-${s || 'all'}`} dense>
            {s === '' ? t('common.all') : t(`agentCentre.mr.status.${mrStatusKey(s)}`)}
          </Chip>
        ))}
      </ChipGroup>
      <QueryStatus query={records} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.empty')}>
        {({ rows, totalPages, totals }) => (
          <>
            <Scroll>
              <Table data-testid="agent-mr-records" aria-busy={records.isFetching || undefined}>
                <thead>
                  <tr>
                    <th>{t('agentCentre.columns.date')}</th>
                    <th>{t('agentCentre.category')}</th>
                    <th className="num">{t('agentCentre.mr.teamBetting')}</th>
                    <th className="num">{t('agentCentre.mr.activeMember')}</th>
                    <th className="num">{t('agentCentre.contracts.rateColumn')}</th>
                    <th className="num">{t('money.amount.label')}</th>
                    <th>{t('agentCentre.mr.due')}</th>
                    <th>{t('agentCentre.contracts.statusColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} data-testid="agent-mr-row" data-id={r.id} data-status={r.status}>
                      <td>{r.date}</td>
                      <td>{r.gameType ? t(`categories.${r.gameType}`, { defaultValue: r.gameType }) : '--'}</td>
                      <td className="num">{formatCents(r.teamBettingCents)}</td>
                      <td className="num">{r.activeMember}</td>
                      <td className="num">{formatRate(r.rateBp)}</td>
                      <td className="num">{formatCents(r.cents)}</td>
                      <td>{formatDateTime(r.dueTime)}</td>
                      <td>
                        <span data-testid="agent-mr-status">{t(`agentCentre.mr.status.${mrStatusKey(r.status)}`)}</span>{' '}
                        {r.status === '0' && <ClaimButton row={r} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
            {totals && (
              <Figures>
                <Figure label={t('agentCentre.columns.total')} testId="agent-mr-total">{formatCents(totals.cents)}</Figure>
              </Figures>
            )}
            <Pager page={page} total={totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
    </Panel>
  );
}

export default function MrDailySalaryPage() {
  return (
    <>
      <Rates />
      <Records />
    </>
  );
}
