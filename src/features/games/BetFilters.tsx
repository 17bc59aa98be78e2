/**
 * The lobby's min-bet and line filters (the game list's `minBet` and `minLineNum`): chips of the
 * values the lobby's unfiltered games carry, read from the first page of that list (the grid's
 * own cache when no bet filter is on, so usually no extra call). A lobby whose games carry none
 * shows no chips.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameListQuery } from '../../api/types';
import { gameListPage } from '../../games/api';
import { GAME_PAGE_SIZE } from '../../games/usePagedGames';
import { Chip, ChipGroup } from '../../ui/Chips';
import { formatMoney } from '../../ui/format';
import { betChoices, type LobbyFilters } from './filters';

type BetKey = 'minBet' | 'minLineNum';

export function BetFilters({
  base,
  filters,
  onChange,
}: {
  /** the lobby's query without its bet filters */
  base: Omit<GameListQuery, 'pageNo' | 'pageSize' | 'minBet' | 'minLineNum'>;
  filters: LobbyFilters;
  onChange: (key: BetKey, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.toUpperCase();
  const first = useQuery(gameListPage(base, 1, GAME_PAGE_SIZE, lang));
  const games = first.data?.games ?? [];
  const groups: Array<{ key: BetKey; label: string; values: number[]; text: (v: number) => string }> = [
    { key: 'minBet', label: t('games.minBetFilter'), values: betChoices(games, 'minBet', filters.minBet), text: (v) => formatMoney(v) },
    { key: 'minLineNum', label: t('games.linesFilter'), values: betChoices(games, 'minLineNum', filters.minLineNum), text: (v) => String(v) },
  ];
  return (
    <>
      {groups
        .filter((g) => g.values.length > 0)
        .map((g) => (
          <ChipGroup key={g.key} label={g.label} showLabel>
            <Chip dense active={filters[g.key] === ''} testId={`lobby-${g.key}-all`} onClick={() => onChange(g.key, '')}>
              {t('common.all')}
            </Chip>
            {g.values.map((v) => (
              <Chip key={v} dense active={filters[g.key] !== '' && Number(filters[g.key]) === v} testId={`lobby-${g.key}-${v}`} onClick={() => onChange(g.key, String(v))}>
                {g.text(v)}
              </Chip>
            ))}
          </ChipGroup>
        ))}
    </>
  );
}
