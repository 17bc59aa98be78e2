/**
 * /lottery (?gameCode&playType): the lottery menu of the brand's prize mode (/lgw/games/game_menus)
 * as tabs by lottery type (11X5, LF, LHC, PK10, SSC), popular games (20, or 100 on request), the
 * player's saved lottery favourites, and the chosen game with its opened numbers. Clicking a game
 * launches it (launchMode LOTT; login popup when logged out) and remembers it in the address.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePopularLottery } from '../../api/queries';
import { useLotteryMenus } from './queries';
import { useBrand } from '../../brand/context';
import { Button } from '../../ui/Button';
import { useLotteryFavourites } from './useLotteryFavourites';
import { Page, PageTitle, SectionHeading } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { TabPanel } from '../../ui/TabPanel';
import { Tabs } from '../../ui/Tabs';
import { SelectedGame, useLotteryLaunch } from './lottery';
import { GameButton, GameList, Row } from './parts';

type LottoGame = { gameCode: string; gameName: string; defaultPlayType?: string };

export default function LotteryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  const menus = useLotteryMenus(brand.lottery.prizeMode);
  const [popularCount, setPopularCount] = useState<20 | 100>(20);
  const popular = usePopularLottery(popularCount);
  const favourites = useLotteryFavourites();
  const lottery = useLotteryLaunch('LOTT');
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);

  const groups = (menus.data ?? []).filter((g) => g.games.length > 0);
  const allGames: LottoGame[] = [...groups.flatMap((g) => g.games), ...(popular.data ?? [])];
  const find = (code: string | null) => (code ? allGames.find((x) => x.gameCode === code) : undefined);
  const groupOfGame = gameCode ? groups.find((g) => g.games.some((x) => x.gameCode === gameCode))?.gameGroupCode : undefined;
  const activeCode = (chosenGroup && groups.some((g) => g.gameGroupCode === chosenGroup) ? chosenGroup : null) ?? groupOfGame ?? groups[0]?.gameGroupCode ?? '';
  const active = groups.find((g) => g.gameGroupCode === activeCode);
  const selected = find(gameCode);

  function choose(game: LottoGame) {
    const next = new URLSearchParams({ gameCode: game.gameCode });
    if (game.defaultPlayType) next.set('playType', game.defaultPlayType);
    setParams(next);
    lottery.launch(game, game.defaultPlayType);
  }

  const gameButton = (g: LottoGame, testId: string) => (
    <li key={g.gameCode}>
      <GameButton
        type="button"
        data-testid={testId}
        data-game={g.gameCode}
        $selected={g.gameCode === gameCode}
        aria-current={g.gameCode === gameCode ? 'true' : undefined}
        onClick={() => choose(g)}
      >
        {g.gameName}
      </GameButton>
    </li>
  );

  const favouriteGames = favourites.codes.map((c) => find(c)).filter((g): g is LottoGame => Boolean(g));

  return (
    <Page data-testid="lottery-page" aria-labelledby={`${panelId}-title`}>
      <PageTitle id={`${panelId}-title`}>{t('lottery.title')}</PageTitle>
      {selected && (
        <SelectedGame game={selected} playType={playType} vn={false} canPlay={lottery.available} onPlay={() => lottery.launch(selected, playType)} />
      )}

      <QueryStatus query={menus} isEmpty={() => groups.length === 0} empty={t('lottery.noGames')}>
        {() => (
          <div>
            <Tabs
              label={t('lottery.groups')}
              idPrefix={panelId}
              panelId={panelId}
              size="md"
              value={activeCode}
              onChange={setChosenGroup}
              items={groups.map((g) => ({
                key: g.gameGroupCode,
                label: t(`lottery.types.${g.gameGroupCode}`, { defaultValue: g.gameGroupName }),
                testId: 'lottery-group',
                data: { 'data-group': g.gameGroupCode },
              }))}
            />
            <TabPanel idPrefix={panelId} panelId={panelId} value={activeCode} style={{ paddingTop: 12 }}>
              <GameList>{active?.games.map((g) => gameButton(g, 'lottery-game'))}</GameList>
            </TabPanel>
          </div>
        )}
      </QueryStatus>

      {favourites.enabled && (
        <section aria-labelledby={`${panelId}-favourites`} data-testid="lottery-favourites">
          <SectionHeading id={`${panelId}-favourites`} style={{ marginBottom: 8 }}>
            {t('lottery.favourites')}
          </SectionHeading>
          {favouriteGames.length === 0 ? <p>{t('lottery.noFavourites')}</p> : <GameList>{favouriteGames.map((g) => gameButton(g, 'lottery-favourite-game'))}</GameList>}
        </section>
      )}

      <section aria-labelledby={`${panelId}-popular`}>
        <Row style={{ justifyContent: 'space-between', marginBottom: 8 }}>
          <SectionHeading id={`${panelId}-popular`}>{t('lottery.popular')}</SectionHeading>
          <Button $size="sm" $variant="outline" onClick={() => setPopularCount(popularCount === 20 ? 100 : 20)} data-testid="lottery-popular-more">
            {popularCount === 20 ? t('lottery.popularMore') : t('lottery.popularLess')}
          </Button>
        </Row>
        <QueryStatus query={popular} isEmpty={(data) => data.length === 0} empty={t('lottery.noPopular')}>
          {(data) => <GameList>{data.map((g) => gameButton(g, 'lottery-popular-game'))}</GameList>}
        </QueryStatus>
      </section>
    </Page>
  );
}
