/**
 * /game: launches the requested game in a frame. Launch needs a session: logged out shows
 * why and a Login button; logged in calls /wps/game/launchGame and frames the returned URL
 * (http(s) or same-origin only), or shows the platform's own error.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiGet, apiMerchantCode } from '../../api/client';
import { formatVendorName } from '../../ui/format';
import { LoginRequired } from '../../ui/LoginRequired';
import { Page as PageFrame } from '../../ui/Page';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { launchParams, launchUrl, safeFrameUrl, type LaunchReply } from './launch';

const Page = styled(PageFrame)`
  align-content: start;
`;

const Info = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  div { display: flex; gap: ${({ theme }) => theme.space.xs}; }
  dt { font-weight: ${({ theme }) => theme.font.weight.medium}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; }
`;

const Frame = styled.iframe`
  width: 100%;
  height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - 96px);
  min-height: 420px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

function Launcher({ gameId, roomId, nodeId, vendor, title }: { gameId: string | null; roomId: string | null; nodeId: string | null; vendor: string; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  const launch = useQuery({
    queryKey: ['launchGame', gameId, roomId, nodeId, vendor, language],
    queryFn: ({ signal }) =>
      apiGet<LaunchReply>('/wps/game/launchGame', launchParams({ gameId, roomId, nodeId, vendor }, apiMerchantCode(), language), { signal }),
    // a launch URL is single-use: never reuse one from the cache, never retry silently
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (launch.isPending) return <Loading label={t('games.launching')} />;
  if (launch.isError) return <ErrorMessage error={launch.error} onRetry={() => void launch.refetch()} />;
  const url = safeFrameUrl(launchUrl(launch.data), window.location.origin);
  if (!url) return <ErrorMessage error={new Error(t('games.launchNoUrl'))} onRetry={() => void launch.refetch()} />;
  return <Frame src={url} title={title} allow="autoplay; fullscreen" allowFullScreen data-testid="game-frame" />;
}

export default function GamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();

  const gameId = params.get('gameId');
  const roomId = params.get('roomId');
  const nodeId = params.get('nodeId');
  const vendor = params.get('vendor') ?? '';
  const gameType = params.get('gameType') ?? '';
  const title = params.get('name') || t('games.gameTitle', { id: roomId ?? gameId ?? '' });

  if ((!gameId && !roomId) || !vendor) {
    return (
      <Page data-testid="game-page">
        <EmptyState>{t('games.noGameRequested')}</EmptyState>
      </Page>
    );
  }

  return (
    <Page data-testid="game-page">
      <Info aria-label={t('games.gameInfo')}>
        <div>
          <dt>{t('games.vendor')}</dt>
          <dd>{formatVendorName(vendor)}</dd>
        </div>
        {gameType && (
          <div>
            <dt>{t('games.type')}</dt>
            <dd>{t(`categories.${gameType.toUpperCase()}`, { defaultValue: gameType })}</dd>
          </div>
        )}
        <div>
          <dt>{roomId ? t('games.roomId') : t('games.gameId')}</dt>
          <dd>{roomId ?? gameId}</dd>
        </div>
      </Info>
      <LoginRequired variant="centered" message={t('games.loginToPlay')} actionLabel={t('games.login')} testId="game-login">
        <Launcher gameId={gameId} roomId={roomId} nodeId={nodeId} vendor={vendor} title={title} />
      </LoginRequired>
    </Page>
  );
}
