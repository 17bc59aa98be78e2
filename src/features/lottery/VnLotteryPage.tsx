/**
 * /vnlottery (?gameCode): the Vietnam lottery menu (/lgw/vn/games/game_menu, the brand's prize
 * mode), one section per region; the logged-in player's recent Vietnam lottery games
 * (/lgw/vn/games/game_menu/recent); the chosen game with its opened numbers
 * (/lgw/vn/numeros/opened/game). Clicking a game launches it (launchMode LOTT, lottoArea VN).
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchVnRecent, gameKeys } from '../../games/api';
import { SESSION_QUERY } from '../../session/member';
import { useVnLotteryMenu } from './queries';
import { useBrand } from '../../brand/context';
import { tokenAtom } from '../../session/session';
import { Page, PageTitle, SectionHeading } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { SelectedGame, useLotteryLaunch } from './lottery';
import { GameButton, GameList } from './parts';

type VnGame = { gameCode: string; gameName: string };

export default function VnLotteryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const token = useAtomValue(tokenAtom);
  const menu = useVnLotteryMenu(brand.lottery.prizeMode);
  const recent = useQuery({
    queryKey: gameKeys.vnRecent(token),
    queryFn: ({ signal }) => fetchVnRecent(signal),
    meta: SESSION_QUERY,
    enabled: Boolean(token),
  });
  const lottery = useLotteryLaunch('ELOTT');
  const groups = (menu.data ?? []).filter((g) => g.gameMenus.length > 0);
  const selected = gameCode ? groups.flatMap((g) => g.gameMenus).find((g) => g.gameCode === gameCode) : undefined;

  function choose(game: VnGame) {
    setParams(new URLSearchParams({ gameCode: game.gameCode }));
    lottery.launch(game);
  }
  const gameButton = (game: VnGame, testId: string) => (
    <li key={game.gameCode}>
      <GameButton
        type="button"
        data-testid={testId}
        data-game={game.gameCode}
        $selected={game.gameCode === gameCode}
        aria-current={game.gameCode === gameCode ? 'true' : undefined}
        onClick={() => choose(game)}
      >
        {game.gameName}
      </GameButton>
    </li>
  );

  return (
    <Page data-testid="vnlottery-page" aria-labelledby={`${id}-title`}>
      <PageTitle id={`${id}-title`}>{t('lottery.vnTitle')}</PageTitle>
      {selected && <SelectedGame game={selected} vn canPlay={lottery.available} onPlay={() => lottery.launch(selected)} />}
      {token && (
        <section aria-labelledby={`${id}-recent`} data-testid="lottery-recent">
          <SectionHeading id={`${id}-recent`} style={{ marginBottom: 8 }}>
            {t('lottery.recent')}
          </SectionHeading>
          <QueryStatus query={recent} isEmpty={(d) => d.length === 0} empty={t('lottery.noRecent')}>
            {(d) => <GameList>{d.map((g) => gameButton(g, 'lottery-recent-game'))}</GameList>}
          </QueryStatus>
        </section>
      )}
      <QueryStatus query={menu} isEmpty={() => groups.length === 0} empty={t('lottery.noGames')}>
        {() =>
          groups.map((g) => (
            <section key={g.groupCode} data-testid="lottery-group" data-group={g.groupCode} aria-labelledby={`${id}-${g.groupCode}`}>
              <SectionHeading id={`${id}-${g.groupCode}`} style={{ marginBottom: 8 }}>
                {g.groupName}
              </SectionHeading>
              <GameList>{g.gameMenus.map((game) => gameButton(game, 'lottery-game'))}</GameList>
            </section>
          ))
        }
      </QueryStatus>
    </Page>
  );
}
