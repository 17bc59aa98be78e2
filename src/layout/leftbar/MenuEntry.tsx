import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronIcon } from '../icons';
import { MOBILE_QUERY, useMediaQuery } from '../hooks';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { prefetchPath } from '../../shell/slots';
import { badgeText } from '../../shell/badges';
import { HotBadge, ItemActionLink, ItemButton, ItemLabel, ItemLink } from './styles';

/** Spec: select popups close 200 ms after the pointer leaves. */
const CLOSE_DELAY_MS = 200;

const Entry = styled.li`
  position: relative;
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 2px;
`;

const Toggle = styled.button<{ $open: boolean }>`
  flex: 0 0 32px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  svg { transition: transform 120ms ease; transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')}); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Panel = styled.div<{ $inline: boolean }>`
  z-index: 60;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ $inline, theme }) => ($inline ? 'none' : theme.shadows.md)};
  overflow: auto;
  ${({ $inline }) => ($inline ? 'position: static; margin: 2px 0 4px 24px;' : 'position: fixed;')}
`;

export interface MenuEntryProps {
  icon: ReactNode;
  label: string;
  /** the entry itself links here; without it the entry is a button (opening its flyout, or running onSelect) */
  to?: string;
  end?: boolean;
  /** `to` is a place on another entry's page (home's game search): the entry is never the current page */
  place?: boolean;
  onSelect?: () => void;
  testId?: string;
  /** flyout content; `close` closes it after a choice */
  flyout?: (close: () => void) => ReactNode;
  flyoutTestId?: string;
  flyoutLabel?: string;
  collapsed: boolean;
  /** a count shown beside the label (unread chat messages), when above 0 */
  count?: number;
}

/**
 * One left-bar entry. A flyout opens on hover, on keyboard focus and on click of its toggle,
 * closes on Escape (focus returns to the entry), on leaving and on blur. Beside the bar it is a
 * fixed-position panel (never clipped by the bar's scrolling); in the mobile drawer it opens inline.
 */
export function MenuEntry({ icon, label, to, end, place, onSelect, testId, flyout, flyoutTestId, flyoutLabel, collapsed, count = 0 }: MenuEntryProps) {
  const { t } = useTranslation();
  const inline = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const entryRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suppressFocusOpen = useRef(false);
  const panelId = useId();
  const hasFlyout = flyout !== undefined;
  // inline flyouts in the drawer open on click only, so tabbing through the drawer stays calm
  const hoverable = hasFlyout && !inline;

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback(() => setOpen(false), []);
  // a closed flyout has no pending close; an unmounted entry leaves no timer behind
  useEffect(() => {
    if (!open) cancelClose();
  }, [open]);
  useEffect(() => cancelClose, []);

  useLayoutEffect(() => {
    if (!open || inline) return;
    const place = () => {
      const rect = entryRef.current?.getBoundingClientRect();
      if (!rect) return;
      const top = Math.max(8, Math.min(rect.top, window.innerHeight - 160));
      setPosition({ top, left: rect.right, maxHeight: `calc(100dvh - ${top + 8}px)` });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, inline]);

  // beside the bar, hover or focus has already opened the flyout, so a click keeps it open
  // (a toggle would shut it under the pointer); in the drawer a click toggles
  const clickToggle = () => {
    suppressFocusOpen.current = false;
    if (inline) setOpen((o) => !o);
    else setOpen(true);
  };

  const toggleProps = hasFlyout ? { 'aria-expanded': open, 'aria-controls': panelId } : {};
  const content = (
    <>
      {icon}
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <ItemLabel>{label}</ItemLabel>}
      {count > 0 && <HotBadge data-testid={testId ? `${testId}-count` : undefined}>{badgeText(count)}</HotBadge>}
    </>
  );

  return (
    <Entry
      ref={entryRef}
      onMouseEnter={hoverable ? () => { cancelClose(); setOpen(true); } : undefined}
      onMouseLeave={hoverable ? () => { cancelClose(); closeTimer.current = setTimeout(close, CLOSE_DELAY_MS); } : undefined}
      onFocus={hoverable ? () => { if (!suppressFocusOpen.current) setOpen(true); } : undefined}
      onBlur={
        hasFlyout
          ? (e) => {
              if (!entryRef.current?.contains(e.relatedTarget as Node | null)) {
                suppressFocusOpen.current = false;
                close();
              }
            }
          : undefined
      }
      onKeyDown={
        hasFlyout
          ? (e) => {
              if (e.key === 'Escape' && open) {
                e.stopPropagation();
                close();
                suppressFocusOpen.current = true;
                triggerRef.current?.focus();
              }
            }
          : undefined
      }
    >
      <Row>
        {to !== undefined ? (
          <ItemLink
            as={place ? ItemActionLink : undefined}
            ref={(el: HTMLAnchorElement | null) => { triggerRef.current = el; }}
            to={to}
            end={end}
            data-testid={testId}
            title={collapsed ? label : undefined}
            onPointerEnter={() => prefetchPath(to)}
            onFocus={() => prefetchPath(to)}
            onClick={onSelect}
          >
            {content}
          </ItemLink>
        ) : (
          <ItemButton
            ref={(el: HTMLButtonElement | null) => { triggerRef.current = el; }}
            type="button"
            data-testid={testId}
            title={collapsed ? label : undefined}
            {...toggleProps}
            onClick={() => {
              if (hasFlyout) clickToggle();
              else onSelect?.();
            }}
          >
            {content}
          </ItemButton>
        )}
        {hasFlyout && to !== undefined && !collapsed && (
          <Toggle
            type="button"
            $open={open}
            aria-label={t('leftBar.showMore', { name: label })}
            {...toggleProps}
            onClick={clickToggle}
          >
            <ChevronIcon size={16} />
          </Toggle>
        )}
      </Row>
      {hasFlyout && open && (
        <Panel
          id={panelId}
          role="group"
          aria-label={flyoutLabel ?? label}
          data-testid={flyoutTestId}
          $inline={inline}
          style={inline ? undefined : position}
          onMouseEnter={cancelClose}
        >
          {flyout(close)}
        </Panel>
      )}
    </Entry>
  );
}
