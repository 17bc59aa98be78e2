/** The record pages' date presets, custom range and pager (the personal and the agent centre's records). */
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Chip, ChipGroup } from '../Chips';
import { Actions, Field, Input, Problem } from '../formParts';
import { pageItems } from './paging';
import { customRange, PRESETS, presetRange, type Preset, type Range } from './range';
import { vars } from '../../theme/cssVariables';

export function RangePicker({ maxDays, onChange }: { maxDays: number; onChange: (range: Range) => void }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<Preset | 'custom'>('last7');
  const today = format(new Date(), 'yyyy-MM-dd');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <ChipGroup label={t('money.records.range')}>
        {PRESETS.map((p) => (
          <Chip key={p} active={preset === p} onClick={() => { setPreset(p); setProblem(null); onChange(presetRange(p, new Date())); }} testId={`records-preset-${p}`}>
            {t(`money.records.preset.${p}`)}
          </Chip>
        ))}
        <Chip active={preset === 'custom'} onClick={() => setPreset('custom')} testId="records-preset-custom">
          {t('money.records.preset.custom')}
        </Chip>
      </ChipGroup>
      {preset === 'custom' && (
        <Actions>
          <Field>
            {t('money.records.from')}
            <Input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} data-testid="records-from" />
          </Field>
          <Field>
            {t('money.records.to')}
            <Input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} data-testid="records-to" />
          </Field>
          <Button
            $size="sm"
            style={{ alignSelf: 'end' }}
            onClick={() => {
              const r = customRange(from, to, maxDays);
              if (typeof r === 'string') setProblem(t(`money.records.rangeProblem.${r}`, { max: maxDays }));
              else {
                setProblem(null);
                onChange(r);
              }
            }}
            data-testid="records-apply"
          >
            {t('money.records.apply')}
          </Button>
        </Actions>
      )}
      {problem && <Problem role="alert" data-testid="records-range-problem">{problem}</Problem>}
    </>
  );
}

const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  align-items: center;
`;

export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <PagerNav aria-label={t('money.records.pages')} data-testid="records-pager">
      <Button $variant="ghost" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('money.records.previous')}>
        ‹
      </Button>
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button key={item} $variant={item === page ? 'primary' : 'outline'} $size="sm" aria-current={item === page ? 'page' : undefined} onClick={() => onPage(item)} data-testid={`records-page-${item}`}>
            {item}
          </Button>
        ),
      )}
      <Button $variant="ghost" $size="sm" disabled={page >= total} onClick={() => onPage(page + 1)} aria-label={t('money.records.next')}>
        ›
      </Button>
    </PagerNav>
  );
}
