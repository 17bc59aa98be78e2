/** Lottery page pieces: launching a lottery game (launchMode LOTT), its opened numbers, favourites. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fetchOpenedNumbers, gameKeys } from '../../games/api';
import { SESSION_QUERY } from '../../session/member';
import { useBrand } from '../../brand/context';
import type { GameCategory } from '../../brand/model';
import { isLoggedInAtom } from '../../session/session';
import { Button } from '../../ui/Button';
import { MutedText } from '../../ui/MutedText';
import { Panel } from '../../ui/Panel';
import { SectionHeading } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { lotteryHref, lottoArea, useLaunch } from '../../games/useOpenGame';
import { useLotteryFavourites } from './useLotteryFavourites';
import { Ball, Numbers, Row } from './parts';

/** Launches a lottery game of a category's vendor (LOTT: TCG_SEA area SEA, ELOTT: TCG_VN area VN). */
export function useLotteryLaunch(category: Extract<GameCategory, 'LOTT' | 'ELOTT'>) {
  const brand = useBrand();
  const launch = useLaunch();
  const vendor = brand.menu.categories.find((c) => c.category === category)?.vendors[0]?.code ?? null;
  return {
    available: vendor !== null,
    launch: (game: { gameCode: string; gameName: string }, playType?: string | null) => {
      if (!vendor) return;
      launch(
        lotteryHref({
          vendor,
          gameCode: game.gameCode,
          area: lottoArea(category),
          prizeMode: brand.lottery.prizeMode,
          view: 'betting',
          name: game.gameName,
          playType,
        }),
      );
    },
  };
}

/** The latest opened numbers of a game (VN: public; others: the lottery gateway, with a session). */
export function OpenedNumbers({ gameCode, vn }: { gameCode: string; vn: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const enabled = vn || loggedIn;
  const opened = useQuery({
    queryKey: gameKeys.opened(gameCode, vn),
    queryFn: ({ signal }) => fetchOpenedNumbers(gameCode, vn, signal),
    // other than Vietnam's, a draw's numbers are asked with the session
    meta: vn ? undefined : SESSION_QUERY,
    enabled,
    staleTime: 30_000,
  });
  return (
    <section aria-label={t('lottery.opened')} data-testid="lottery-opened">
      <SectionHeading as="h3" style={{ fontSize: 'inherit', marginBottom: 8 }}>
        {t('lottery.opened')}
      </SectionHeading>
      {!enabled ? (
        <MutedText>{t('lottery.openedLogin')}</MutedText>
      ) : (
        <QueryStatus query={opened} isEmpty={(d) => d.list.length === 0} empty={t('lottery.noOpened')}>
          {(d) => (
            <Numbers>
              {d.list.slice(0, 5).map((draw) => (
                <li key={draw.numero} data-testid="lottery-draw">
                  <MutedText as="span">{t('lottery.draw', { numero: draw.numero })}</MutedText>
                  {draw.winningNumbers.map((n, i) => (
                    <Ball key={i}>{n}</Ball>
                  ))}
                </li>
              ))}
            </Numbers>
          )}
        </QueryStatus>
      )}
    </section>
  );
}

/** The chosen game: play button, favourite toggle, opened numbers. */
export function SelectedGame({
  game,
  playType,
  vn,
  onPlay,
  canPlay,
}: {
  game: { gameCode: string; gameName: string };
  playType?: string | null;
  vn: boolean;
  onPlay: () => void;
  canPlay: boolean;
}) {
  const { t } = useTranslation();
  const favourites = useLotteryFavourites();
  const on = favourites.isFavourite(game.gameCode);
  return (
    <Panel data-testid="lottery-selected">
      <Row>
        <strong role="status">
          {t('lottery.selected', { name: game.gameName })}
          {playType ? ` · ${t('lottery.playType', { playType })}` : ''}
        </strong>
        {canPlay && (
          <Button $size="sm" onClick={onPlay} data-testid="lottery-play">
            {t('lottery.play')}
          </Button>
        )}
        {favourites.enabled && (
          <Button
            $size="sm"
            $variant="outline"
            aria-pressed={on}
            onClick={() => favourites.toggle(game.gameCode)}
            data-testid="lottery-favourite"
          >
            {on ? t('lottery.unfavourite') : t('lottery.favourite')}
          </Button>
        )}
      </Row>
      <div style={{ marginTop: 12 }}>
        <OpenedNumbers gameCode={game.gameCode} vn={vn} />
      </div>
    </Panel>
  );
}
