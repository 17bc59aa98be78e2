/** /lottery (?gameCode&playType): lottery groups as tabs, their games, and popular games. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLotteryMenus, usePopularLottery } from '../../api/queries';
import { useBrand } from '../../brand/context';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { GameButton, GameList, GroupTabs, Heading, Page, Selected, Title } from './parts';

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
      <Title id={`${panelId}-title`}>{t('lottery.title')}</Title>
      {selectedName && (
        <Selected role="status" data-testid="lottery-selected">
          {t('lottery.selected', { name: selectedName })}
          {playType ? ` · ${t('lottery.playType', { playType })}` : ''}
        </Selected>
      )}

      {menus.isPending ? (
        <Loading />
      ) : menus.isError ? (
        <ErrorMessage error={menus.error} onRetry={() => void menus.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState>{t('lottery.noGames')}</EmptyState>
      ) : (
        <div>
          <GroupTabs
            label={t('lottery.groups')}
            panelId={panelId}
            value={activeCode}
            onChange={setChosenGroup}
            groups={groups.map((g) => ({ code: g.gameGroupCode, name: g.gameGroupName }))}
          />
          <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${activeCode}`} style={{ paddingTop: 12 }}>
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
          </div>
        </div>
      )}

      <section aria-labelledby={`${panelId}-popular`}>
        <Heading id={`${panelId}-popular`} style={{ marginBottom: 8 }}>
          {t('lottery.popular')}
        </Heading>
        {popular.isPending ? (
          <Loading />
        ) : popular.isError ? (
          <ErrorMessage error={popular.error} onRetry={() => void popular.refetch()} />
        ) : popular.data.length === 0 ? (
          <EmptyState>{t('lottery.noPopular')}</EmptyState>
        ) : (
          <GameList>
            {popular.data.map((g) => (
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
      </section>
    </Page>
  );
}
