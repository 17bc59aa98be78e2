/** /lottery (?gameCode&playType): lottery groups as tabs, their games, and popular games. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLotteryMenus, usePopularLottery } from '../../api/queries';
import { useBrand } from '../../brand/context';
import { Page, PageTitle, SectionHeading } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { TabPanel } from '../../ui/TabPanel';
import { Tabs } from '../../ui/Tabs';
import { GameButton, GameList, Selected } from './parts';

export default function LotteryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  const menus = useLotteryMenus(brand.lottery.prizeMode);
  const popular = usePopularLottery(20);
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);

  const groups = (menus.data ?? []).filter((g) => g.games.length > 0);
  const groupOfGame = gameCode ? groups.find((g) => g.games.some((x) => x.gameCode === gameCode))?.gameGroupCode : undefined;
  const activeCode = (chosenGroup && groups.some((g) => g.gameGroupCode === chosenGroup) ? chosenGroup : null) ?? groupOfGame ?? groups[0]?.gameGroupCode ?? '';
  const active = groups.find((g) => g.gameGroupCode === activeCode);
  const selectedName =
    gameCode &&
    (groups.flatMap((g) => g.games).find((x) => x.gameCode === gameCode)?.gameName ?? popular.data?.find((x) => x.gameCode === gameCode)?.gameName);

  function select(code: string, defaultPlayType?: string) {
    const next = new URLSearchParams({ gameCode: code });
    if (defaultPlayType) next.set('playType', defaultPlayType);
    setParams(next);
  }

  return (
    <Page data-testid="lottery-page" aria-labelledby={`${panelId}-title`}>
      <PageTitle id={`${panelId}-title`}>{t('lottery.title')}</PageTitle>
      {selectedName && (
        <Selected role="status" data-testid="lottery-selected">
          {t('lottery.selected', { name: selectedName })}
          {playType ? ` · ${t('lottery.playType', { playType })}` : ''}
        </Selected>
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
              items={groups.map((g) => ({ key: g.gameGroupCode, label: g.gameGroupName, testId: 'lottery-group', data: { 'data-group': g.gameGroupCode } }))}
            />
            <TabPanel idPrefix={panelId} panelId={panelId} value={activeCode} style={{ paddingTop: 12 }}>
              <GameList>
                {active?.games.map((g) => (
                  <li key={g.gameCode}>
                    <GameButton
                      type="button"
                      data-testid="lottery-game"
                      data-game={g.gameCode}
                      $selected={g.gameCode === gameCode}
                      aria-current={g.gameCode === gameCode ? 'true' : undefined}
                      onClick={() => select(g.gameCode, g.defaultPlayType)}
                    >
                      {g.gameName}
                    </GameButton>
                  </li>
                ))}
              </GameList>
            </TabPanel>
          </div>
        )}
      </QueryStatus>

      <section aria-labelledby={`${panelId}-popular`}>
        <SectionHeading id={`${panelId}-popular`} style={{ marginBottom: 8 }}>
          {t('lottery.popular')}
        </SectionHeading>
        <QueryStatus query={popular} isEmpty={(data) => data.length === 0} empty={t('lottery.noPopular')}>
          {(data) => (
            <GameList>
              {data.map((g) => (
                <li key={g.gameCode}>
                  <GameButton
                    type="button"
                    data-testid="lottery-popular-game"
                    $selected={g.gameCode === gameCode}
                    aria-current={g.gameCode === gameCode ? 'true' : undefined}
                    onClick={() => select(g.gameCode)}
                  >
                    {g.gameName}
                  </GameButton>
                </li>
              ))}
            </GameList>
          )}
        </QueryStatus>
      </section>
    </Page>
  );
}
