/** What the agent centre's pages share: queries of the contract's calls, the date range as the reports send it, game category chips. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TableScroll } from '../../ui/formParts';
import { call, type Params } from '../../api/client';
import type { CallSpec } from '../../contract/callSpec';
import { SESSION_QUERY } from '../../session/member';
import { tokenAtom } from '../../session/session';
import { Chip, ChipGroup } from '../../ui/Chips';
import type { Range } from '../../ui/records/range';
import { vars } from '../../theme/cssVariables';

/** A GET of the agent centre, read by `read`; keeps the last page on screen while the next loads. */
export function useAgentQuery<T>(key: readonly unknown[], spec: CallSpec, params: Params | undefined, read: (raw: unknown) => T, enabled = true) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: ['agent', ...key, token, params],
    queryFn: () => call<unknown>(spec, { params }).then(read),
    meta: SESSION_QUERY,
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** The reports' dates: whole days, `YYYY-MM-DD`. */
export const dayParams = (range: Range) => ({ startDate: format(range.start, 'yyyy-MM-dd'), endDate: format(range.end, 'yyyy-MM-dd') });

/** The game categories a report filters by: the contract's list for `gameCategory` (CONS: all of them). */
export const GAME_CATEGORIES = ['CONS', 'LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'PVP', 'RNG', 'FISH'] as const;
export type GameCategoryFilter = (typeof GAME_CATEGORIES)[number];

export function CategoryChips({ value, onChange }: { value: GameCategoryFilter; onChange: (c: GameCategoryFilter) => void }) {
  const { t } = useTranslation();
  return (
    <ChipGroup label={t('agentCentre.category')}>
      {GAME_CATEGORIES.map((c) => (
        <Chip key={c} active={value === c} onClick={() => onChange(c)} testId={`agent-category-${c}`}>
          {c === 'CONS' ? t('agentCentre.allCategories') : t(`categories.${c}`)}
        </Chip>
      ))}
    </ChipGroup>
  );
}

/**
 * A wide table scrolls inside its box on a phone instead of widening the page. `$fits`: a table of
 * a few short columns, which a phone shows whole.
 */
export const Scroll = styled(TableScroll)<{ $fits?: boolean }>`
  table { min-width: ${({ $fits }) => ($fits ? '0' : '560px')}; }
  th, td.num, td.date { white-space: nowrap; }
  tfoot td { font-weight: 600; border-top: 2px solid ${vars.color.border}; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  align-items: end;
`;
