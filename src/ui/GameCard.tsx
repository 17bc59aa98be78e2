import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Game } from '../api/types';
import { useBrand } from '../brand/context';
import { formatMoney, formatVendorName } from './format';
import { LazyImage } from './LazyImage';

const Card = styled.button`
  display: grid;
  grid-template-rows: auto 1fr;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Thumb = styled.span`
  display: block;
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Body = styled.span`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Hints = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export function gameTitle(game: Pick<Game, 'displayName' | 'gameName'>): string {
  return game.displayName || game.gameName;
}

export interface GameCardProps {
  game: Game;
  onOpen: (game: Game) => void;
  /** The vendor's display name; the game's vendor code when not given. */
  vendorName?: string;
  /** Show the minimum bet and line count when the game has them. */
  showBetHints?: boolean;
}

/** A game tile (a list item) of a `CardGrid`: icon, name, vendor; a button that opens the game. */
export function GameCard({ game, onOpen, vendorName, showBetHints = false }: GameCardProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const hints: string[] = [];
  if (showBetHints) {
    if (game.minBet !== undefined && game.minBet !== null) hints.push(t('games.minBet', { amount: formatMoney(game.minBet) }));
    if (game.minLineNum !== undefined && game.minLineNum !== null) hints.push(t('games.lines', { count: game.minLineNum }));
  }
  const title = gameTitle(game);
  return (
    <li>
      <Card type="button" data-testid="game-card" onClick={() => onOpen(game)} aria-label={t('games.open', { name: title })}>
        <Thumb>
          <LazyImage src={game.iconUrl} alt="" fallback={`${brand.cdn.image}/TCG_GAME_ICONS/default.png`} />
        </Thumb>
        <Body>
          <Name title={title}>{title}</Name>
          <Meta>{formatVendorName(vendorName ?? game.vassalage)}</Meta>
          {hints.length > 0 && <Hints data-testid="game-card-hints">{hints.join(' · ')}</Hints>}
        </Body>
      </Card>
    </li>
  );
}
