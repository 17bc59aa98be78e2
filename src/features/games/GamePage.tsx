/**
 * /game: launches the requested game in a frame. Launch needs a session: logged out shows
 * why and a Login button; logged in (a free-play trial too: free play exists to try games) calls /wps/game/launchGame (launchMode GLS, or LOTT for `mode=LOTT`) and frames
 * the returned URL (http(s) or same-origin only), or shows 'game under maintenance' or the
 * platform's own error: never an empty frame.
 *
 * Query: gameId | roomId, nodeId, vendor, gameType, name; a vendor alone launches the vendor's
 * game of that type; mode=LOTT with gameCode, area, prizeMode, view, playType.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiMerchantCode } from '../../api/client';
import { isApiError } from '../../api/errors';
import { useBrand } from '../../brand/context';
import { fetchLaunch } from '../../games/api';
import { tokenAtom } from '../../session/session';
import { SESSION_QUERY } from '../../session/member';
import { Button } from '../../ui/Button';
import { useSessionUsername } from '../../games/favourites';
import { formatVendorName } from '../../ui/format';
import { Panel } from '../../ui/Panel';
import { LoginRequired } from '../../session/LoginRequired';
import { Page as PageFrame } from '../../ui/Page';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { launchParams, launchUrl, lotteryLaunchParams, safeFrameUrl } from '../../games/launch';
import { vars } from '../../theme/cssVariables';

const Page = styled(PageFrame)`
  align-content: start;
`;

const Info = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  div { display: flex; gap: ${vars.space.xs}; }
  dt { font-weight: ${vars.fontWeight.medium}; }
  dd { margin: 0; color: ${vars.color.text}; }
`;

const Frame = styled.iframe`
  width: 100%;
  height: calc(100dvh - ${vars.layout.headerHeight} - 96px);
  min-height: 420px;
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

type Target =
  | { kind: 'game'; gameId: string | null; roomId: string | null; nodeId: string | null; vendor: string; gameType: string | null }
  | { kind: 'lottery'; vendor: string; gameCode: string | null; area: string; prizeMode: string; view: string };

function LaunchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.errorCode === 'game.maintenance') {
    return (
      <Panel role="alert" data-testid="game-maintenance">
        <p>{t('games.maintenance')}</p>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Panel>
    );
  }
  return <ErrorMessage error={error} onRetry={onRetry} />;
}

function Launcher({ target, title }: { target: Target; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  const token = useAtomValue(tokenAtom);
  const username = useSessionUsername();
  const session = { token, username };
  const params =
    target.kind === 'lottery'
      ? lotteryLaunchParams({ ...target, backUrl: window.location.origin }, apiMerchantCode(), language, session)
      : launchParams(target, apiMerchantCode(), language, session);
  const launch = useQuery({
    queryKey: ['launchGame', params],
    queryFn: ({ signal }) => fetchLaunch(params, language, signal),
    meta: SESSION_QUERY,
    // a launch URL is single-use: never reuse one from the cache, never retry silently
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (launch.isPending) return <Loading label={t('games.launching')} />;
  if (launch.isError) return <LaunchError error={launch.error} onRetry={() => void launch.refetch()} />;
  const url = safeFrameUrl(launchUrl(launch.data), window.location.origin);
  if (!url) return <ErrorMessage error={new Error(t('games.launchNoUrl'))} onRetry={() => void launch.refetch()} />;
  return <Frame src={url} title={title} allow="autoplay; fullscreen" allowFullScreen data-testid="game-frame" />;
}

export default function GamePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();

  const lottery = params.get('mode')?.toUpperCase() === 'LOTT';
  const gameId = params.get('gameId');
  const roomId = params.get('roomId');
  const nodeId = params.get('nodeId');
  const vendor = params.get('vendor') ?? '';
  const gameType = params.get('gameType') ?? '';
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  const title = params.get('name') || (lottery ? t('games.lotteryTitle') : roomId || gameId ? t('games.gameTitle', { id: roomId ?? gameId ?? '' }) : formatVendorName(vendor, brand.currency));

  if (!vendor) {
    return (
      <Page data-testid="game-page">
        <EmptyState>{t('games.noGameRequested')}</EmptyState>
      </Page>
    );
  }

  const target: Target = lottery
    ? { kind: 'lottery', vendor, gameCode, area: params.get('area') ?? 'SEA', prizeMode: params.get('prizeMode') ?? '', view: params.get('view') ?? 'lobby' }
    : { kind: 'game', gameId, roomId, nodeId, vendor, gameType: gameType || null };

  return (
    <Page data-testid="game-page">
      {/* the frame fills the page: its name is said, not shown, and names the tab */}
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <Info aria-label={t('games.gameInfo')}>
        <div>
          <dt>{t('games.vendor')}</dt>
          <dd>{formatVendorName(vendor, brand.currency)}</dd>
        </div>
        {gameType && (
          <div>
            <dt>{t('games.type')}</dt>
            <dd>{t(`categories.${gameType.toUpperCase()}`, { defaultValue: gameType })}</dd>
          </div>
        )}
        {(roomId || gameId || gameCode) && (
          <div>
            <dt>{roomId ? t('games.roomId') : t('games.gameId')}</dt>
            <dd>{roomId ?? gameId ?? gameCode}</dd>
          </div>
        )}
        {playType && (
          <div>
            <dt>{t('games.playType')}</dt>
            <dd>{playType}</dd>
          </div>
        )}
      </Info>
      <LoginRequired variant="centered" message={t('games.loginToPlay')} actionLabel={t('games.login')} testId="game-login">
        <Launcher key={params.toString()} target={target} title={title} />
      </LoginRequired>
    </Page>
  );
}
