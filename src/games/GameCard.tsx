import { memo, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { Game } from '../api/types';
import type { Theme } from '../theme';
import { useBrand } from '../brand/context';
import { formatMoney, formatVendorName } from '../ui/format';
import { LazyImage } from '../ui/LazyImage';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { PHONE_MEDIA, TOUCH_TARGET } from '../ui/touchTarget';
import { DEFAULT_GAME_ICON, gameIconUrl } from './gameIcon';
import { vars } from '../theme/cssVariables';
import { Body, BODY_GAP, Card, Item, Thumb } from './GameCardFrame';

/**
 * The favourite toggle over the card's icon: a star drawn in SVG (no font glyph, so it shows with
 * any font), outlined in the text colour on the surface when off, filled in the accent's contrast
 * colour on the accent when on. Theme tokens only: each brand's derived, contrast-checked colours.
 * The 32 px circle is drawn by ::before: on a phone the button is a 44 px touch target round it,
 * the circle keeping its size at the card's corner.
 */
const FavButton = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
  }
  /* on: styled by the state it announces, so the rules are the same for every card (static) */
  &[aria-pressed='true'] {
    color: ${vars.color.accentContrast};
    &::before { border-color: ${vars.color.accent}; background: ${vars.color.accent}; }
  }
  cursor: pointer;
  svg { position: relative; display: block; width: 18px; height: 18px; }
  &:hover::before { border-color: ${vars.color.accent}; }
  &:disabled { opacity: 0.6; cursor: progress; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  ${PHONE_MEDIA} {
    top: 0;
    right: 0;
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    &::before { inset: 6px; }
  }
`;

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    data-testid="game-card-favourite-icon"
  >
    <path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.85 6.75 19.6l1-5.8L3.5 9.7l5.9-.9z" />
  </svg>
);

const Name = styled.span`
  font-weight: ${vars.fontWeight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Hints = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A length token in px: "4px", or "0.75rem" (em alike) by the root's font size; 0 when unreadable. */
export function lengthPx(token: string, rootPx: number): number {
  const n = Number.parseFloat(token);
  if (!Number.isFinite(n)) return 0;
  return /em$/.test(token.trim()) ? n * rootPx : n;
}

/**
 * A card's height below its square thumbnail, from the theme (Body's padding, the name's line, the
 * vendor's line, the bet hints' line when shown, the 2 px gaps between them; the frame's borders
 * add as much to the card as to the thumbnail's side), so a grid knows its rows before any card
 * renders. Every line keeps to one line (nowrap), so no card is taller.
 */
export function cardBodyHeight(theme: Pick<Theme, 'space' | 'font'>, rootPx: number, betHints: boolean): number {
  const line = (size: string) => theme.font.lineHeight * lengthPx(size, rootPx);
  const lines = [line(theme.font.size.md), line(theme.font.size.xs), ...(betHints ? [line(theme.font.size.xs)] : [])];
  return 2 * lengthPx(theme.space.xs, rootPx) + lines.reduce((a, b) => a + b, 0) + BODY_GAP * (lines.length - 1);
}

export function gameTitle(game: Pick<Game, 'displayName' | 'gameName'>): string {
  return game.displayName || game.gameName;
}

export interface GameCardProps {
  game: Game;
  /**
   * The list's translate function (its useTranslation's): a card of its own would copy the i18n
   * instance's properties on every mount (react-i18next's wrapper), 10-20 cards at each scroll step.
   */
  t: TFunction;
  onOpen: (game: Game) => void;
  /** The vendor's display name; the game's vendor code when not given. */
  vendorName?: string;
  /** Show the minimum bet and line count when the game has them. */
  showBetHints?: boolean;
  /** A favourite toggle on the card (logged-in players, slot and fish games). */
  favourite?: { on: boolean; busy?: boolean; onToggle: () => void };
  /** position in a virtualised list (style) and in the whole list (aria-posinset/setsize) */
  style?: CSSProperties;
  position?: { index: number; total: number };
  /** among the first cards of the page's first list: its icon is asked for at once, first (LazyImage) */
  priority?: boolean;
}

/** A game tile (a list item) of a `CardGrid`: icon, name, vendor; a button that opens the game. */
function GameCardView({ game, t, onOpen, vendorName, showBetHints = false, favourite, style, position, priority }: GameCardProps) {
  const brand = useBrand();
  const hints: string[] = [];
  if (showBetHints) {
    if (game.minBet !== undefined && game.minBet !== null) hints.push(t('games.minBet', { amount: formatMoney(game.minBet) }));
    if (game.minLineNum !== undefined && game.minLineNum !== null) hints.push(t('games.lines', { count: game.minLineNum }));
  }
  const title = gameTitle(game);
  return (
    <Item style={style} aria-posinset={position ? position.index + 1 : undefined} aria-setsize={position?.total}>
      {/* named by what it shows (title, vendor, bet hints) after a verb for assistive technology:
          every word a player sees is in the name, so a voice command of what is seen finds it */}
      <Card type="button" data-testid="game-card" onClick={() => onOpen(game)}>
        <VisuallyHidden>{`${t('games.play')} `}</VisuallyHidden>
        <Thumb>
          <LazyImage src={gameIconUrl(brand.cdn.image, game.iconUrl)} alt="" fallback={gameIconUrl(brand.cdn.image, DEFAULT_GAME_ICON)} priority={priority} />
        </Thumb>
        <Body>
          <Name title={title}>{title}</Name>
          <Meta>{formatVendorName(vendorName ?? game.vassalage, brand.currency)}</Meta>
          {hints.length > 0 && <Hints data-testid="game-card-hints">{hints.join(' · ')}</Hints>}
        </Body>
      </Card>
      {favourite && (
        <FavButton
          type="button"
          aria-pressed={favourite.on}
          aria-label={t(favourite.on ? 'games.unfavourite' : 'games.favourite', { name: title })}
          title={t(favourite.on ? 'games.unfavourite' : 'games.favourite', { name: title })}
          disabled={favourite.busy}
          data-testid="game-card-favourite"
          onClick={favourite.onToggle}
        >
          <StarIcon filled={favourite.on} />
        </FavButton>
      )}
    </Item>
  );
}

/** Props that change what a card shows (callbacks are expected to act on the card's own game). */
function sameCard(a: GameCardProps, b: GameCardProps): boolean {
  return (
    a.game === b.game &&
    a.t === b.t &&
    a.vendorName === b.vendorName &&
    a.showBetHints === b.showBetHints &&
    a.favourite?.on === b.favourite?.on &&
    a.favourite?.busy === b.favourite?.busy &&
    Boolean(a.favourite) === Boolean(b.favourite) &&
    a.style?.transform === b.style?.transform &&
    a.style?.width === b.style?.width &&
    a.style?.height === b.style?.height &&
    a.position?.index === b.position?.index &&
    a.position?.total === b.position?.total &&
    a.onOpen === b.onOpen
  );
}

/** A game tile (a list item) of a `CardGrid` or a virtual grid: icon, name, vendor, optional favourite star. */
export const GameCard = memo(GameCardView, sameCard);
