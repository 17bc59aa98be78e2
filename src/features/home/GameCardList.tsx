/** Pieces the home page shares with its player-only sections (PlayerSections, a chunk of its own). */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Game } from '../../api/types';
import { CardGrid } from '../../ui/CardGrid';
import { SectionHeading } from '../../ui/Page';
import { QueryStatus, type QueryLike } from '../../ui/QueryStatus';
import { GameCard, type GameCardProps } from '../../games/GameCard';
import { GameGridSkeleton } from '../../games/GameGridSkeleton';
import { useOpenGame } from '../../games/useOpenGame';
import { vars } from '../../theme/cssVariables';

export const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`;

export interface GameCardsProps {
  games: Game[];
  testId?: string;
  /** how many leading cards have their icons asked for at once (the page's largest paint) */
  priority?: number;
}

/** Cards of a short game list; `favouriteOf` gives a card its favourite toggle. */
export function GameCardList({ games, testId, favouriteOf, priority = 0 }: GameCardsProps & { favouriteOf?: (game: Game) => GameCardProps['favourite'] }) {
  const openGame = useOpenGame();
  const { t } = useTranslation();
  return (
    <CardGrid data-testid={testId}>
      {games.map((g, i) => (
        <GameCard key={`${g.vassalage}:${g.nodeId}:${g.gameId}`} game={g} t={t} onOpen={openGame} favourite={favouriteOf?.(g)} priority={i < priority} />
      ))}
    </CardGrid>
  );
}

/** A titled section of one game list: spinner, error with retry, empty text, or its cards. */
export function GameListSection({ name, title, empty, query, Cards, priority }: {
  /** ids: `home-<name>` heading, `home-<name>-list` cards */
  name: string;
  title: string;
  empty: string;
  query: QueryLike<Game[]>;
  Cards: ComponentType<GameCardsProps>;
  priority?: number;
}) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby={`home-${name}`} data-testid={`home-${name}`}>
      <SectionHeading id={`home-${name}`}>{title}</SectionHeading>
      <QueryStatus query={query} isEmpty={(data) => data.length === 0} empty={empty} pending={<GameGridSkeleton label={t('common.loading')} />}>
        {(data) => <Cards games={data} testId={`home-${name}-list`} priority={priority} />}
      </QueryStatus>
    </Section>
  );
}
