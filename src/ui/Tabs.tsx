/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the active tab is the tab stop. */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';
import { touchTarget } from './touchTarget';

type TabSize = 'lg' | 'md' | 'sm';

const TabList = styled.div<{ $spaced: boolean }>`
  display: flex;
  gap: ${vars.space.xs};
  margin-bottom: ${({ $spaced }) => ($spaced ? vars.space.md : '0')};
  border-bottom: 1px solid ${vars.color.border};
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean; $size: TabSize }>`
  flex: ${({ $size }) => ($size === 'lg' ? '1 1 0' : '0 0 auto')};
  min-height: 40px;
  /* tabs that share the width out evenly keep more of it for their words on a phone */
  padding: 0 ${({ $size }) => ($size === 'lg' ? vars.space.sm : vars.space.md)};
  border: 0;
  border-bottom: 2px solid ${({ $active }) => ($active ? vars.color.primary : 'transparent')};
  background: transparent;
  color: ${({ $active }) => ($active ? vars.color.text : vars.color.textMuted)};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'sm' ? vars.fontSize.sm : vars.fontSize.md)};
  font-weight: ${({ $active }) => ($active ? vars.fontWeight.bold : vars.fontWeight.regular)};
  cursor: pointer;
  white-space: nowrap;
  /* a long label (a group name from the platform) ends in an ellipsis instead of widening the bar */
  min-width: 0;
  max-width: min(100%, 24em);
  overflow: hidden;
  text-overflow: ellipsis;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
  /* last: a 44 px touch target on a phone, over the least width above */
  ${touchTarget}
`;

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  testId?: string;
  /** Extra `data-*` attributes of the tab button (e.g. `{ 'data-group': code }`). */
  data?: Record<`data-${string}`, string>;
}

/** The id of the tab button for `key`: `${idPrefix}-tab-${key}`. */
export function tabId(idPrefix: string, key: string): string {
  return `${idPrefix}-tab-${key}`;
}

/** The id of the tab panel the tabs control, unless the caller names one: `${idPrefix}-panel`. */
export function tabPanelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

export interface TabsProps<K extends string> {
  items: Array<TabItem<K>>;
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab ids (see `tabId`). */
  idPrefix: string;
  /** Id of the controlled tab panel; `tabPanelId(idPrefix)` by default. */
  panelId?: string;
  /** lg: tabs share the width, md text; md: natural width, md text; sm: natural width, small text. */
  size?: TabSize;
  /** Space below the tab bar. */
  spaced?: boolean;
}

export function Tabs<K extends string>({ items, value, onChange, label, idPrefix, panelId, size = 'sm', spaced = false }: TabsProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const n = items.length;
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % n;
    else if (e.key === 'ArrowLeft') next = (index - 1 + n) % n;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = n - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  }
  return (
    <TabList role="tablist" aria-label={label} $spaced={spaced}>
      {items.map((item, i) => (
        <Tab
          key={item.key}
          {...item.data}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, item.key)}
          aria-selected={item.key === value}
          aria-controls={panelId ?? tabPanelId(idPrefix)}
          tabIndex={item.key === value ? 0 : -1}
          data-testid={item.testId}
          $active={item.key === value}
          $size={size}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {item.label}
        </Tab>
      ))}
    </TabList>
  );
}
