import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { ChevronIcon } from '../icons';
import { MOBILE_MEDIA, MOBILE_QUERY, useMediaQuery } from '../hooks';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { FOCUSABLE } from '../../ui/focusTrap';
import { prefetchPage } from '../prefetchPage';
import { badgeText } from '../../shell/badges';
import { keepFocusOnNextNavigation } from '../../shell/navigationFocus';
import { HotBadge, ItemActionLink, ItemButton, ItemLabel, ItemLink } from './styles';
import { vars } from '../../theme/cssVariables';

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
  /* a 44 px touch target in the drawer */
  ${MOBILE_MEDIA} { flex-basis: 44px; }
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
  svg { transition: transform 120ms ease; transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')}); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Panel = styled.div<{ $inline: boolean }>`
  z-index: 60;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${({ $inline }) => ($inline ? 'none' : vars.shadow.md)};
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
 * One left-bar entry. A flyout opens on hover, on click of its toggle and, by keyboard, on
 * ArrowRight (or Enter on an entry that is only a button); it closes on Escape or ArrowLeft (focus
 * returns to the entry), on leaving and on blur. Focus alone never opens it, so tabbing past the
 * bar does not walk through every vendor (the entries are one tab stop: see useRovingFocus).
 * Beside the bar it is a fixed-position panel (never clipped by the bar's scrolling); in the
 * mobile drawer it opens inline.
 */
export function MenuEntry({ icon, label, to, end, place, onSelect, testId, flyout, flyoutTestId, flyoutLabel, collapsed, count = 0 }: MenuEntryProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const brand = useBrand();
  // the page's chunk, strings and first data (a lobby's first page of games) start on the pointer's or the focus's arrival
  const prefetch = () => {
    if (to !== undefined) prefetchPage(to, { queryClient, brand, language: i18n.language });
  };
  const inline = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const entryRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** opened by keyboard: focus moves to the flyout's first choice once it renders */
  const focusFirst = useRef(false);
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
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);
  const closeToTrigger = () => {
    close();
    triggerRef.current?.focus();
  };

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
      onBlur={
        hasFlyout
          ? (e) => {
              if (!entryRef.current?.contains(e.relatedTarget as Node | null)) close();
            }
          : undefined
      }
      onKeyDown={
        hasFlyout
          ? (e) => {
              const inPanel = panelRef.current?.contains(e.target as Node) ?? false;
              if ((e.key === 'Escape' || (e.key === 'ArrowLeft' && inPanel)) && open) {
                e.preventDefault();
                e.stopPropagation();
                closeToTrigger();
              } else if (e.key === 'ArrowRight' && e.target === triggerRef.current) {
                e.preventDefault();
                if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
                else {
                  focusFirst.current = true;
                  setOpen(true);
                }
              } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && inPanel && panelRef.current) {
                // the flyout's choices: arrows move between them (the bar's own arrows stay out)
                e.preventDefault();
                e.stopPropagation();
                const choices = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
                const at = choices.indexOf(e.target as HTMLElement);
                const next = choices[(at + (e.key === 'ArrowDown' ? 1 : -1) + choices.length) % choices.length];
                next?.focus();
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
            data-roving=""
            to={to}
            end={end}
            data-testid={testId}
            title={collapsed ? label : undefined}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={onSelect}
          >
            {content}
          </ItemLink>
        ) : (
          <ItemButton
            ref={(el: HTMLButtonElement | null) => { triggerRef.current = el; }}
            data-roving=""
            type="button"
            data-testid={testId}
            title={collapsed ? label : undefined}
            {...toggleProps}
            onClick={(e) => {
              if (hasFlyout) {
                // Enter or Space (a click without a pointer: detail 0) moves focus into the flyout
                focusFirst.current = !open && e.detail === 0;
                clickToggle();
              }
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
            tabIndex={-1}
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
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label={flyoutLabel ?? label}
          data-testid={flyoutTestId}
          $inline={inline}
          style={inline ? undefined : position}
          onMouseEnter={cancelClose}
          onClickCapture={(e) => {
            const choice = (e.target as Element).closest('a[href], button');
            if (!choice) return;
            // A choice closes the flyout it was made in, and goes with it: focus on it (the press
            // put it there, by pointer or by keyboard) would fall to the page's body, where the
            // next Tab starts from the top and a dialog the choice opens finds nothing to give it
            // back to when it closes. It goes back to the entry first, before the choice runs and
            // before the dialog (its chunk loaded or still loading) takes it; the drawer hands it
            // on to its menu button as it closes for a dialog.
            if (choice.contains(document.activeElement)) triggerRef.current?.focus();
            // a choice from the keyboard (a click without a pointer: detail 0): beside the bar the
            // entry keeps focus over the page its link opens; the drawer closes on the way, so
            // there the new page takes it
            if (e.detail === 0 && !inline && choice.matches('a[href]')) keepFocusOnNextNavigation();
          }}
        >
          {flyout(close)}
        </Panel>
      )}
    </Entry>
  );
}
