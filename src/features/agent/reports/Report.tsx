/**
 * A report of the agent centre (team betting, user P/L, my income): the date presets and custom
 * range, the game category where the call takes one, a member search where it takes one, the
 * rows of a page with the report's totals row (the platform's footer) and the pager; a row with a
 * member opens its drill-down (the contract's detail call) in a dialog over the same range.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CallSpec } from '../../../contract/callSpec';
import { AGENT_PAGE_SIZE, readReport, type ReportRow } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Field, Input } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { Modal } from '../../../ui/Modal';
import { RangePicker } from '../../../ui/records/RecordControls';
import { RecordsView, type Column } from '../../../ui/records/RecordsView';
import { presetRange, type Range } from '../../../ui/records/range';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { CategoryChips, dayParams, Toolbar, useAgentQuery, type GameCategoryFilter } from '../common';

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

/** The report's columns: the label (a member opens the drill-down), the bet count, then the money. */
function reportColumns<K extends string>(config: ReportConfig<K>, labelColumn: string, t: TFunction, onOpen?: (row: ReportRow<K>) => void): Array<Column<ReportRow<K>, Record<K, number>>> {
  return [
    {
      id: 'label',
      label: t(`agentCentre.columns.${labelColumn}`),
      cell: (r) =>
        onOpen && r.customerId ? (
          <Button $variant="ghost" $size="sm" onClick={() => onOpen(r)} data-testid="agent-report-open">
            {r.label}
          </Button>
        ) : (
          r.label
        ),
      total: () => t('agentCentre.total'),
    },
    ...(config.count ? [{ id: 'betCount', label: t('agentCentre.columns.betCount'), num: true, cell: (r: ReportRow<K>) => r.count ?? '--' }] : []),
    ...config.columns.map((c) => ({ id: c, label: t(`agentCentre.columns.${c}`), num: true, cell: (r: ReportRow<K>) => formatCents(r.money[c]), total: (totals: Record<K, number>) => formatCents(totals[c]) })),
  ];
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
      <RecordsView query={query} columns={reportColumns(config, detail.labelColumn, t)} rowKey={(r) => r.key} page={page} onPage={setPage} empty={t('agentCentre.empty')} testId="agent-detail" />
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
      <RecordsView query={query} columns={reportColumns(config, config.labelColumn, t, config.detail ? setOpen : undefined)} rowKey={(r) => r.key} page={page} onPage={setPage} empty={t('agentCentre.empty')} testId="agent-report" />
      {open && <Detail config={config} row={open} range={range} category={category} onClose={() => setOpen(null)} />}
    </>
  );
}
