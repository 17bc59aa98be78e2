import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Game } from '../../api/types';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../state/modals';
import { isLoggedInAtom } from '../../state/session';
import { formatVendorName } from '../../ui/format';
import { LazyImage } from '../../ui/LazyImage';

export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 140 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: 420px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Card = styled.button`
  display: grid;
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

const Text = styled.span`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span + span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.xs}; }
`;

export function homeGameHref(game: Pick<Game, 'gameId' | 'vassalage' | 'gameType'>): string {
  const q = new URLSearchParams({ gameId: String(game.gameId), vendor: game.vassalage, gameType: String(game.gameType) });
  return `/game?${q.toString()}`;
}

/** Game launch needs login: logged out opens the login popup, logged in goes to the game page. */
export function useOpenGame() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  const navigate = useNavigate();
  return (game: Game) => {
    if (!loggedIn) openModal({ name: 'login' });
    else navigate(homeGameHref(game));
  };
}

export function HomeGameCard({ game, onOpen }: { game: Game; onOpen: (game: Game) => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = game.displayName || game.gameName;
  return (
    <li>
      <Card type="button" data-testid="game-card" aria-label={t('home.play', { name: title })} onClick={() => onOpen(game)}>
        <Thumb>
          <LazyImage src={game.iconUrl} alt="" fallback={`${brand.cdn.image}/TCG_GAME_ICONS/default.png`} />
        </Thumb>
        <Text>
          <span title={title}>{title}</span>
          <span>{formatVendorName(game.vassalage)}</span>
        </Text>
      </Card>
    </li>
  );
}
