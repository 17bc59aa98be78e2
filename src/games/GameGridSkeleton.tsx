/**
 * A game grid's place while its list loads: three rows of card frames (GameCardSkeleton) at the
 * grid's own columns, more than a phone's screen holds below what sits above the grid; rows beyond
 * them take no height. The real cards replace it whole, and what follows the grid starts below the
 * screen, so nothing the player sees moves when the cards arrive (no layout shift).
 */
import styled from 'styled-components';
import { CardGrid } from '../ui/CardGrid';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { GameCardSkeleton } from './GameCardFrame';

/** Cards a pending grid holds: enough for three rows at any width. */
const SKELETON_CARDS = 12;

const SkeletonGrid = styled(CardGrid)`
  grid-template-rows: repeat(3, auto);
  grid-auto-rows: 0;
  overflow: hidden;
`;

export function GameGridSkeleton({ label, testId }: { label: string; testId?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <SkeletonGrid aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </SkeletonGrid>
    </div>
  );
}
