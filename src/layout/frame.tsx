/**
 * The left bar and the banner strip come in the frame chunk (with the home page, routes/AppRouter):
 * a logged-in-only brand's log-in landing shows neither, and every one of its visitors lands
 * there. Where a page shows them, theme-init.js has the chunk fetched beside the shell and
 * main.tsx imports it at once, so they render in the page's first pass; until then their places
 * hold their size.
 */
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { leftBarCollapsedAtom } from '../state/preferences';
import { rememberLoad } from '../state/rememberLoad';
import { lazySlot, SlotRetry } from '../ui/lazySlot';
import { vars } from '../theme/cssVariables';
import { BannerPlaceholder } from './banner/BannerPlaceholder';
import { MOBILE_MEDIA } from './hooks';
import { leftBarBox } from './leftbar/barBox';

const loadFrame = rememberLoad(() => import('./frameParts'));

const LeftBarPlace = styled.div<{ $collapsed: boolean }>`
  ${leftBarBox}
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${vars.space.sm};
  ${MOBILE_MEDIA} { display: none; }
`;

function LeftBarWaiting() {
  const collapsed = useAtomValue(leftBarCollapsedAtom);
  return <LeftBarPlace aria-busy="true" data-testid="left-bar-pending" $collapsed={collapsed} />;
}

/** The bar's box with the part's retry at its top, rather than the retry stretched to the bar's height. */
function LeftBarFailed(props: { error: unknown; onRetry: () => void }) {
  const collapsed = useAtomValue(leftBarCollapsedAtom);
  return (
    <LeftBarPlace data-testid="left-bar-failed" $collapsed={collapsed}>
      <SlotRetry {...props} />
    </LeftBarPlace>
  );
}

export const LeftBar = lazySlot(() => loadFrame().then((m) => m.LeftBar), <LeftBarWaiting />, { strings: 'firstPaint', failed: LeftBarFailed });
export const BannerStrip = lazySlot(
  () => loadFrame().then((m) => m.BannerStrip),
  ({ group }: { group: string }) => <BannerPlaceholder group={group} />,
  { strings: 'firstPaint' },
);

/** Starts the frame chunk's import now (its fetch is under way already: theme-init.js). */
export const preloadFrameParts = (): Promise<unknown> => Promise.all([LeftBar.preload(), BannerStrip.preload()]);
