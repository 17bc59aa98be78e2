import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > * { min-width: 0; }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

/** WAI-ARIA tabs over the lottery groups: arrows, Home and End move; the active tab is the tab stop. */
export function GroupTabs({
  groups,
  value,
  onChange,
  label,
  panelId,
}: {
  groups: Array<{ code: string; name: string }>;
  value: string;
  onChange: (code: string) => void;
  label: string;
  panelId: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, i: number) {
    const n = groups.length;
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(groups[next]!.code);
    refs.current[next]?.focus();
  }
  return (
    <List role="tablist" aria-label={label}>
      {groups.map((g, i) => (
        <Tab
          key={g.code}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${g.code}`}
          aria-selected={g.code === value}
          aria-controls={panelId}
          tabIndex={g.code === value ? 0 : -1}
          $active={g.code === value}
          data-testid="lottery-group"
          data-group={g.code}
          onClick={() => onChange(g.code)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {g.name}
        </Tab>
      ))}
    </List>
  );
}

export const GameList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: 420px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const GameButton = styled.button<{ $selected: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryContrast : theme.colors.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const Selected = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
