/** /vnlottery (?gameCode): the Vietnam lottery menu, one section per group. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useVnLotteryMenu } from '../../api/queries';
import { useBrand } from '../../brand/context';
import { Page, PageTitle, SectionHeading } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { GameButton, GameList, Selected } from './parts';

export default function VnLotteryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const menu = useVnLotteryMenu(brand.lottery.prizeMode);
  const groups = (menu.data ?? []).filter((g) => g.gameMenus.length > 0);
  const selectedName = gameCode && groups.flatMap((g) => g.gameMenus).find((g) => g.gameCode === gameCode)?.gameName;

  return (
    <Page data-testid="vnlottery-page" aria-labelledby={`${id}-title`}>
      <PageTitle id={`${id}-title`}>{t('lottery.vnTitle')}</PageTitle>
      {selectedName && (
        <Selected role="status" data-testid="lottery-selected">
          {t('lottery.selected', { name: selectedName })}
        </Selected>
      )}
      <QueryStatus query={menu} isEmpty={() => groups.length === 0} empty={t('lottery.noGames')}>
        {() => (
          groups.map((g) => (
            <section key={g.groupCode} data-testid="lottery-group" data-group={g.groupCode} aria-labelledby={`${id}-${g.groupCode}`}>
              <SectionHeading id={`${id}-${g.groupCode}`} style={{ marginBottom: 8 }}>
                {g.groupName}
              </SectionHeading>
              <GameList>
                {g.gameMenus.map((game) => (
                  <li key={game.gameCode}>
                    <GameButton
                      type="button"
                      data-testid="lottery-game"
                      data-game={game.gameCode}
                      $selected={game.gameCode === gameCode}
                      aria-current={game.gameCode === gameCode ? 'true' : undefined}
                      onClick={() => setParams(new URLSearchParams({ gameCode: game.gameCode }))}
                    >
                      {game.gameName}
                    </GameButton>
                  </li>
                ))}
              </GameList>
            </section>
          ))
        )}
      </QueryStatus>
    </Page>
  );
}
