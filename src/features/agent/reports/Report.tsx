/**
 * A report of the agent centre (team betting, user P/L, my income): the date presets and custom
 * range, the game category where the call takes one, a member search where it takes one, the
 * rows of a page with the report's totals row (the platform's footer) and the pager; a row with a
 * member opens its drill-down (the contract's detail call) in a dialog over the same range.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallSpec } from '../../../contract/callSpec';
import { AGENT_PAGE_SIZE, readReport, type ReportRow } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Field, Input, Table } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { Modal } from '../../../ui/Modal';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Pager, RangePicker } from '../../../ui/records/RecordControls';
import { presetRange, type Range } from '../../../ui/records/range';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { CategoryChips, dayParams, Scroll, Toolbar, useAgentQuery, type GameCategoryFilter } from '../common';

export interface ReportConfig<K extends string> {
  /** names the queries and the test ids */
  id: string;
  spec: CallSpec;
  /** the row's label: the first of these fields present */
  labelKeys: readonly string[];
  /** the label column's heading (agentCentre.columns.<key>) */
  labelColumn: string;
  columns: readonly K[];
  /** a bet count column (betCount) */
  count?: boolean;
  categories?: boolean;
  search?: boolean;
  detail?: { spec: CallSpec; labelKeys: readonly string[]; labelColumn: string };
}

/** Where the contract has no range limit for a report, the longest the platform answers. */
const MAX_DAYS = 90;

function ReportTable<K extends string>({ rows, totals, config, labelColumn, onOpen, testId }: { rows: ReportRow<K>[]; totals: Record<K, number> | null; config: ReportConfig<K>; labelColumn: string; onOpen?: (row: ReportRow<K>) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Scroll>
      <Table data-testid={testId}>
        <thead>
          <tr>
            <th>{t(`agentCentre.columns.${labelColumn}`)}</th>
            {config.count && <th className="num">{t('agentCentre.columns.betCount')}</th>}
            {config.columns.map((c) => (
              <th key={c} className="num">
                {t(`agentCentre.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`${testId}-row`}>
              <td>
                {onOpen && r.customerId ? (
                  <Button $variant="ghost" $size="sm" onClick={() => onOpen(r)} data-testid={`${testId}-open`}>
                    {r.label}
                  </Button>
                ) : (
                  r.label
                )}
              </td>
              {config.count && <td className="num">{r.count ?? '--'}</td>}
              {config.columns.map((c) => (
                <td key={c} className="num">
                  {formatCents(r.money[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr data-testid={`${testId}-totals`}>
              <td>{t('agentCentre.total')}</td>
              {config.count && <td />}
              {config.columns.map((c) => (
                <td key={c} className="num" data-testid={`${testId}-total-${c}`}>
                  {formatCents(totals[c])}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </Table>
    </Scroll>
  );
}

function Detail<K extends string>({ config, row, range, category, onClose }: { config: ReportConfig<K>; row: ReportRow<K>; range: Range; category: GameCategoryFilter; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const detail = config.detail!;
  const query = useAgentQuery(
    [config.id, 'detail'],
    detail.spec,
    { customerId: row.customerId ?? '', ...dayParams(range), ...(config.categories ? { gameCategory: category } : {}), page, size: AGENT_PAGE_SIZE },
    (raw) => readReport(raw, detail.labelKeys, config.columns),
  );
  return (
    <Modal title={t('agentCentre.detailOf', { name: row.label })} onClose={onClose} width={760} testId="agent-report-detail">
      <QueryStatus query={query} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.empty')}>
        {(p) => (
          <>
            <ReportTable rows={p.rows} totals={p.totals} config={{ ...config, count: config.count }} labelColumn={detail.labelColumn} testId="agent-detail" />
            <Pager page={page} total={p.totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
    </Modal>
  );
}

export function Report<K extends string>({ config }: { config: ReportConfig<K> }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('last7', new Date()));
  const [category, setCategory] = useState<GameCategoryFilter>('CONS');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReportRow<K> | null>(null);
  const query = useAgentQuery(
    [config.id],
    config.spec,
    { ...dayParams(range), ...(config.categories ? { gameCategory: category } : {}), ...(config.search ? { subordinateName: name } : {}), page, size: AGENT_PAGE_SIZE },
    (raw) => readReport(raw, config.labelKeys, config.columns),
  );
  return (
    <>
      <RangePicker maxDays={MAX_DAYS} onChange={(r) => { setRange(r); setPage(1); }} />
      {config.categories && <CategoryChips value={category} onChange={(c) => { setCategory(c); setPage(1); }} />}
      {config.search && (
        <Toolbar>
          <Field>
            {t('agentCentre.searchMember')}
            <Input type="search" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} data-testid="agent-report-search" />
          </Field>
        </Toolbar>
      )}
      <QueryStatus query={query} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.empty')}>
        {(p) => (
          <>
            <ReportTable rows={p.rows} totals={p.totals} config={config} labelColumn={config.labelColumn} onOpen={config.detail ? setOpen : undefined} testId="agent-report" />
            <Pager page={page} total={p.totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
      {open && <Detail config={config} row={open} range={range} category={category} onClose={() => setOpen(null)} />}
    </>
  );
}
