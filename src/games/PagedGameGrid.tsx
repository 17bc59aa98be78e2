/**
 * A platform game list (GCSGAME_gameList) of any size as a virtualised card grid: loading, empty
 * and error states, placeholders for rows whose page is still loading, favourite toggles on slot
 * and fish cards for logged-in players, and a launch (or the login popup) on click.
 */
import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { Game, GameListQuery } from '../api/types';
import { useFavourites } from './favourites';
import { GameCard, cardBodyHeight } from './GameCard';
import { Button } from '../ui/Button';
import { MutedText } from '../ui/MutedText';
import { useMediaQuery } from '../ui/useMediaQuery';
import { PHONE_QUERY } from '../ui/touchTarget';
import { EmptyState, ErrorMessage } from '../ui/StatusMessage';
import { useChooseGame } from './useChooseGame';
import { usePagedGames } from './usePagedGames';
import { VirtualGameGrid } from './VirtualGameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';
import { hasRooms } from '../contract/readers/rooms';
import { vars } from '../theme/cssVariables';

const Placeholder = styled.li`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  min-height: 120px;
`;

/**
 * On phones the grid shows this many games more per "Load more" (a 10,000-game lobby would
 * otherwise be over a million pixels tall, with the footer out of reach); wider screens scroll
 * through the whole list.
 */
export const PHONE_STEP = 40;

/** How many of `total` games a phone shows at `limit`. */
export function shownCount(total: number, limit: number, phone: boolean): number {
  return phone ? Math.min(total, Math.max(0, limit)) : total;
}

const MoreButton = styled(Button)`
  justify-self: center;
  min-height: 44px;
`;

const Wrap = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`;

export interface PagedGameGridProps {
  query: Omit<GameListQuery, 'pageNo' | 'pageSize'>;
  enabled?: boolean;
  showBetHints?: boolean;
  /** vendor code (upper case) -> display name */
  vendorNames?: Map<string, string>;
  emptyText: string;
  /** shown above the grid once the total is known */
  header?: (total: number) => ReactNode;
  testId?: string;
  label?: string;
  /** after a card was chosen (a popup closes itself) */
  afterOpen?: () => void;
}

export function PagedGameGrid({ query, enabled = true, showBetHints = false, vendorNames, emptyText, header, testId = 'game-grid', label, afterOpen }: PagedGameGridProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const paged = usePagedGames(query, enabled);
  const favourites = useFavourites();
  const { choose, roomPicker } = useChooseGame();
  const phone = useMediaQuery(PHONE_QUERY);
  // a new query (filters, another lobby) starts again at the first step
  const queryKey = JSON.stringify(query);
  const [bound, setBound] = useState({ key: queryKey, limit: PHONE_STEP });
  const limit = bound.key === queryKey ? bound.limit : PHONE_STEP;
  const onOpen = useCallback(
    (game: Game) => {
      // a game with rooms keeps its popup open under the room list
      if (!hasRooms(game)) afterOpen?.();
      choose(game);
    },
    [afterOpen, choose],
  );

  if (paged.first.isPending) return <GameGridSkeleton label={t('common.loading')} testId={`${testId}-skeleton`} />;
  if (paged.first.isError) return <ErrorMessage error={paged.first.error} onRetry={() => void paged.first.refetch()} />;
  if (paged.total === 0) {
    return (
      <Wrap>
        {header?.(0)}
        <EmptyState>{emptyText}</EmptyState>
      </Wrap>
    );
  }

  const shown = shownCount(paged.total, limit, phone);
  const renderItem = (index: number, style: CSSProperties | undefined, waiting?: boolean) => {
    const game = paged.gameAt(index);
    // a game still loading, or one whose card waits for a later frame (VirtualGameGrid)
    if (!game || waiting) return <Placeholder key={`p${index}`} style={style} aria-busy="true" data-testid="game-card-placeholder" data-state={game ? 'waiting' : 'loading'} />;
    return (
      <GameCard
        key={`${game.vassalage}:${game.nodeId}:${game.gameId}`}
        game={game}
        t={t}
        style={style}
        position={{ index, total: paged.total }}
        vendorName={vendorNames?.get(game.vassalage.toUpperCase())}
        showBetHints={showBetHints}
        onOpen={onOpen}
        favourite={favourites.cardToggle(game)}
      />
    );
  };

  return (
    <Wrap>
      {header?.(paged.total)}
      {favourites.error !== null && favourites.error !== undefined && <ErrorMessage error={favourites.error} />}
      <VirtualGameGrid
        count={shown}
        renderItem={renderItem}
        isLoaded={(index) => paged.gameAt(index) !== undefined}
        bodyHeight={(rootPx) => cardBodyHeight(theme, rootPx, showBetHints)}
        onRangeChange={paged.onRangeChange}
        testId={testId}
        aria-label={label}
        aria-busy={paged.loadingMore}
      />
      {paged.error !== null && <ErrorMessage error={paged.error} onRetry={paged.retry} />}
      {paged.loadingMore && <MutedText aria-live="polite">{t('games.loadingMore')}</MutedText>}
      {roomPicker}
      {shown < paged.total && (
        <MoreButton type="button" $variant="outline" data-testid={`${testId}-more`} onClick={() => setBound({ key: queryKey, limit: limit + PHONE_STEP })}>
          {t('games.loadMore')}
        </MoreButton>
      )}
    </Wrap>
  );
}
