/**
 * A piece of the layout that is not needed for the first paint of the home page (the logged-in
 * header, a hover card, the footer), loaded as its own chunk when it is first rendered. A chunk
 * that fails to arrive, or has not arrived after 120000 ms (state/chunkTimeout.ts), shows a small
 * retry in place instead of taking the page down with it.
 * The strings beyond the first paint load beside it, unless the part is on a first paint itself
 * (a player's header and home sections): then its strings are first-paint strings already.
 */
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadAllStrings } from '../i18n';
import { withChunkTimeout } from '../state/chunkTimeout';
import { retryChunk } from '../state/importChunk';
import { lazyNow, loadedNow, rememberLoad } from '../state/rememberLoad';
import { vars } from '../theme/cssVariables';

const RetryButton = styled.button`
  font: inherit;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  background: transparent;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  padding: 2px ${vars.space.sm};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

/** What a part that failed to load shows in its place; `onRetry` loads it again (or the page, when no retry in it can). */
export type SlotFailure = ComponentType<{ error: unknown; onRetry: () => void }>;

/** The small retry a part shows in its place by default (a part may hold it in a box of its own size). */
export function SlotRetry({ onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // said as it appears (an alert around the button: the button keeps its own role)
  return (
    <span role="alert">
      <RetryButton type="button" data-testid="slot-retry" onClick={onRetry}>
        {t('errors.partFailed')} · {t('common.retry')}
      </RetryButton>
    </span>
  );
}

class SlotBoundary extends Component<{ onRetry: () => void; Failed: SlotFailure; children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    console.warn('a part of the page failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { Failed } = this.props;
    return (
      <Failed
        error={this.state.error}
        onRetry={() =>
          retryChunk(() => {
            this.setState({ failed: false, error: null });
            this.props.onRetry();
          })
        }
      />
    );
  }
}

/** The part's component, and a way to start loading it before it first renders: settles when it is in (or failed). */
export type LazySlotComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export interface LazySlotOptions {
  /** 'firstPaint': every string the part shows is among the first-paint strings (i18n/sections.ts) */
  strings?: 'all' | 'firstPaint';
  /** what shows when the part fails to load: a small retry in place, unless the part is a page (routes/ChunkBoundary.tsx's message) */
  failed?: SlotFailure;
}

/**
 * `lazySlot(() => import('./X').then((m) => m.X), fallback)` is a component with X's props that
 * renders `fallback` (or `fallback(props)`) until the chunk arrives. React caches a rejected
 * lazy import, so a retry makes a fresh one.
 */
export function lazySlot<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  { strings = 'all', failed = SlotRetry }: LazySlotOptions = {},
): LazySlotComponent<P> {
  const loadStrings = strings === 'all' ? loadAllStrings : () => undefined;
  // one load for the preload and the first render: after a preload, the part renders in the same
  // pass as its parent instead of showing its fallback first (state/rememberLoad.ts)
  const loadPart = rememberLoad(() => withChunkTimeout(() => Promise.all([load(), loadStrings()])).then(([component]) => ({ default: component })));
  const make = () => lazyNow(() => loadedNow(loadPart)?.value, loadPart);
  let shared = make();
  function LazySlot(props: P) {
    const [Loaded, setLoaded] = useState(() => shared);
    // React 18's types give a lazy component a props type no generic P is assignable to
    const Part = Loaded as unknown as ComponentType<P>;
    return (
      <SlotBoundary
        Failed={failed}
        onRetry={() => {
          shared = make();
          setLoaded(() => shared);
        }}
      >
        <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
          <Part {...props} />
        </Suspense>
      </SlotBoundary>
    );
  }
  // a failed preload is not reported: the render loads again and shows the failure
  return Object.assign(LazySlot, { preload: () => loadPart().catch(() => undefined) });
}
