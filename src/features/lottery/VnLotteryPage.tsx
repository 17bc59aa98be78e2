/** /vnlottery (?gameCode): the Vietnam lottery menu, one section per group. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useVnLotteryMenu } from '../../api/queries';
import { useBrand } from '../../brand/context';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { GameButton, GameList, Heading, Page, Selected, Title } from './parts';

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
      <Title id={`${id}-title`}>{t('lottery.vnTitle')}</Title>
      {selectedName && (
        <Selected role="status" data-testid="lottery-selected">
          {t('lottery.selected', { name: selectedName })}
        </Selected>
      )}
      {menu.isPending ? (
        <Loading />
      ) : menu.isError ? (
        <ErrorMessage error={menu.error} onRetry={() => void menu.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState>{t('lottery.noGames')}</EmptyState>
      ) : (
        groups.map((g) => (
          <section key={g.groupCode} data-testid="lottery-group" data-group={g.groupCode} aria-labelledby={`${id}-${g.groupCode}`}>
            <Heading id={`${id}-${g.groupCode}`} style={{ marginBottom: 8 }}>
              {g.groupName}
            </Heading>
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
    </Page>
  );
}
