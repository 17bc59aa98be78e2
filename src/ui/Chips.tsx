/** Filter chips: a labelled group of toggle buttons, the active one pressed. */
import { Children, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';
import { keepInRow } from './rowScroll';
import { touchTarget } from './touchTarget';

const Row = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  overflow-x: auto;
  padding-bottom: 2px;
`;

const ChipButton = styled.button<{ $active: boolean; $dense: boolean }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 36px;
  ${touchTarget}
  padding: 0 ${({ $dense }) => ($dense ? vars.space.sm : vars.space.md)};
  border: 1px solid ${({ $active }) => ($active ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.pill};
  background: ${({ $active }) => ($active ? vars.color.primary : vars.color.surface)};
  color: ${({ $active }) => ($active ? vars.color.primaryContrast : vars.color.text)};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: pointer;
  white-space: nowrap;
  /* a long name (a vendor's, from the platform) ends in an ellipsis instead of widening the row */
  max-width: min(100%, 24em);
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  img { width: 20px; height: 20px; object-fit: contain; }
`;

/** A chip's text: the part that gives way (the icon, counts and badges beside it keep their size). */
const ChipText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A group's name shown before its chips, where the chips alone would not say what they filter. */
const Caption = styled.span`
  flex: 0 0 auto;
  align-self: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The chips' row: role=group named by `label`, scrolling sideways when it overflows. With
 * `showLabel` the name is also on screen (a row of bare amounts, "0.10 · 1.00", says nothing of
 * what it filters to a player who sees it).
 */
export function ChipGroup({ label, showLabel = false, children }: { label: string; showLabel?: boolean; children: ReactNode }) {
  const captionId = useId();
  return showLabel ? (
    <Row role="group" aria-labelledby={captionId}>
      <Caption id={captionId}>{label}</Caption>
      {children}
    </Row>
  ) : (
    <Row role="group" aria-label={label}>
      {children}
    </Row>
  );
}

export interface ChipProps {
  active: boolean;
  onClick: () => void;
  testId?: string;
  /** Less side padding (for chips with an icon or a count). */
  dense?: boolean;
  children: ReactNode;
}

/** One filter: a button with aria-pressed, filled when active. */
export function Chip({ active, onClick, testId, dense = false, children }: ChipProps) {
  const button = useRef<HTMLButtonElement>(null);
  // like a selected tab, the choice shows in its row: an address that chose the twelfth vendor
  // opens with its chip in view, not the first few and no sign of what is chosen
  useLayoutEffect(() => {
    const chip = button.current;
    const row = chip?.parentElement;
    if (active && chip && row) return keepInRow(row, chip, 'nearest');
  }, [active]);
  return (
    <ChipButton ref={button} type="button" $active={active} $dense={dense} aria-pressed={active} data-testid={testId} onClick={onClick}>
      {Children.map(children, (child) => (typeof child === 'string' || typeof child === 'number' ? <ChipText>{child}</ChipText> : child))}
    </ChipButton>
  );
}
