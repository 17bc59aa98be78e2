/**
 * A game card's frame (its box, icon place and text lines), apart from the card: a game grid's
 * skeleton (GameGridSkeleton.tsx), shown by the shell while a lobby loads, needs only this, not the
 * card with its picture loading and formatting.
 */
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

export const Card = styled.button`
  display: grid;
  grid-template-rows: auto 1fr;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  &:hover { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const Item = styled.li`
  position: relative;
  min-width: 0;
`;

export const Thumb = styled.span`
  display: block;
  aspect-ratio: 1 / 1;
  background: ${vars.color.surfaceSunken};
`;

/** px between the body's lines */
export const BODY_GAP = 2;

export const Body = styled.span`
  display: grid;
  gap: ${BODY_GAP}px;
  padding: ${vars.space.xs} ${vars.space.sm};
`;

/** One line of text's height (the line box of Name or Meta), a bar drawn in its middle. */
const SkeletonLine = styled.span<{ $width: string; $small?: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: calc(${vars.lineHeight} * 1em);
  font-size: ${({ $small }) => ($small ? vars.fontSize.xs : 'inherit')};
  border-radius: ${vars.radius.sm};
  background: linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken}) center / 100% 70% no-repeat;
`;

/**
 * A card's place while its list loads: the card's own frame, icon box and two text lines, so
 * the page keeps its height when the real cards arrive (no layout shift).
 */
export function GameCardSkeleton() {
  return (
    <Item aria-hidden="true" data-testid="game-card-skeleton">
      <Card as="span">
        <Thumb />
        <Body>
          <SkeletonLine $width="80%" />
          <SkeletonLine $width="40%" $small />
        </Body>
      </Card>
    </Item>
  );
}
