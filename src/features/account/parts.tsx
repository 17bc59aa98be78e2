/** Small building blocks of the account forms: a keyboard-usable tab bar and form fields. */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div<{ $size: 'lg' | 'sm' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean; $size: 'lg' | 'sm' }>`
  flex: ${({ $size }) => ($size === 'lg' ? '1 1 0' : '0 0 auto')};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  testId?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the active tab is the tab stop. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  size = 'sm',
}: {
  items: Array<TabItem<K>>;
  value: K;
  onChange: (key: K) => void;
  label: string;
  idPrefix: string;
  size?: 'lg' | 'sm';
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  }
  return (
    <TabList role="tablist" aria-label={label} $size={size}>
      {items.map((item, i) => (
        <Tab
          key={item.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === value}
          aria-controls={`${idPrefix}-panel`}
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

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 42px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { opacity: 0.7; }
`;

export const InputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  & > :first-child:not(:only-child) { flex: 0 0 72px; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.primary}; }
  a { color: ${({ theme }) => theme.colors.link}; }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * { flex: 1 1 120px; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Hidden from sight, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
