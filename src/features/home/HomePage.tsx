/**
 * Home: game search across the brand's games, hot games, the player's favourites and recent
 * games (logged in), one section per game category of the brand with its vendors (linking to
 * the lobby; a VASSALAGE vendor lists its games in a popup), and popular lottery games when the
 * brand has a lottery category (a click launches the lottery game).
 */
import { useAtomValue } from 'jotai';
import { Fragment, lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/routerLinks';
import styled, { css } from 'styled-components';
import { useHotGames, usePopularLottery } from '../../api/queries';
import { useBrand } from '../../brand/context';
import type { MenuCategory } from '../../brand/model';
import { isLoggedInAtom } from '../../session/session';
import { CardGrid } from '../../ui/CardGrid';
import { formatVendorName } from '../../ui/format';
import { lazySlot } from '../../ui/lazySlot';
import { GameCardList, GameListSection, Section, type GameCardsProps } from './GameCardList';
import { HOT_GAMES_PRIORITY_CARDS } from './firstScreen';
import { MutedText } from '../../ui/MutedText';
import { Page as PageFrame, SectionHeading } from '../../ui/Page';
import { Loading } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { NEAR_MARGIN_PX, WhenNearViewport } from '../../ui/WhenNearViewport';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';

// a logged-in player's parts of the page; a visitor's home loads none of their code (their
// strings are first-paint strings: a player's home needs no more)
const FavouriteGameCards = lazySlot(
  () => import('./PlayerSections').then((m) => m.FavouriteGameCards),
  (props: GameCardsProps) => <GameCardList {...props} />,
  { strings: 'firstPaint' },
);
const Favourites = lazySlot(() => import('./PlayerSections').then((m) => m.Favourites), null, { strings: 'firstPaint' });
// the winners list: its code, strings and call after the first paint, when its place comes near
const WinnersList = lazySlot(() => import('./WinnersList').then((m) => m.WinnersList), null);
/** The winners list's fixed height: the box is there from the first paint, so its arrival moves nothing. */
const WinnersBox = styled.section`
  height: 420px;
  overflow: hidden;
`;
const RecentGames = lazySlot(() => import('./PlayerSections').then((m) => m.RecentGames), null, { strings: 'firstPaint' });

// search results only appear once the player types: the grid and its virtualiser load then
const PagedGameGrid = lazy(() => import('../../games/PagedGameGrid').then((m) => ({ default: m.PagedGameGrid })));
import { QueryStatus } from '../../ui/QueryStatus';
import { lotteryHref, lottoArea, useLaunch } from '../../games/useOpenGame';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { vendorLogoUrl } from '../../games/vendorLogo';
import { LazyVendorGamesModal } from '../../games/LazyVendorGamesModal';
import { VASSALAGE, type VendorPopup } from '../../games/vendorPopup';
import { vars } from '../../theme/cssVariables';

const Page = styled(PageFrame)`
  gap: ${vars.space.xl};
`;

const HeadRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space.sm};
  a {
    color: ${vars.color.link};
    font-size: ${vars.fontSize.sm};
    /* a 44 px touch target whose extra height takes no room in the row */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-block: -12px;
  }
`;

const vendorTile = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-decoration: none;
  text-align: center;
  &:hover { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  img { width: 48px; height: 48px; object-fit: contain; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
`;

const VendorLink = styled(Link)`
  ${vendorTile}
`;

const VendorButton = styled.button`
  ${vendorTile}
  width: 100%;
  font: inherit;
  cursor: pointer;
`;

const Hot = styled.span`
  position: absolute;
  top: 4px;
  right: 4px;
  padding: 0 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.accentContrast};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
`;

const LottoLink = styled(Link)`
  display: block;
  min-height: 44px;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

function lobbyHref(category: MenuCategory, vendor?: string): string {
  return vendor ? `${category.route}?${new URLSearchParams({ vendor }).toString()}` : category.route;
}

const SearchInput = styled.input`
  width: min(420px, 100%);
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font: inherit;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;

/**
 * Cards of a short game list. A logged-in player's cards carry favourite toggles on slot and
 * fish games; that code (favourites, their queries and mutation) loads only for players.
 */
function GameCards(props: GameCardsProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <FavouriteGameCards {...props} /> : <GameCardList {...props} />;
}

/** Game search across every game of the brand (any type), results virtualised and paged. */
function GameSearch() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, 300).trim();
  const input = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  // the left bar's "game search" links here: bring the box into view and ready to type
  useEffect(() => {
    if (hash !== '#game-search') return;
    input.current?.scrollIntoView({ block: 'center' });
    input.current?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <Section id="game-search" aria-labelledby="home-search" data-testid="home-game-search">
      <SectionHeading id="home-search">{t('home.searchTitle')}</SectionHeading>
      <SearchInput
        type="search"
        value={typed}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setTyped(e.target.value)}
        placeholder={t('games.searchPlaceholder')}
        aria-label={t('home.searchLabel')}
        data-testid="home-search-input"
        ref={input}
      />
      {q.length >= 2 ? (
        <Suspense fallback={<Loading />}>
          <PagedGameGrid
            key={q}
            query={{ gameType: '', gameName: q }}
            emptyText={t('games.noMatch')}
            testId="home-search-results"
            label={t('home.searchTitle')}
            header={(total) => <MutedText aria-live="polite">{t('games.resultCount', { count: total })}</MutedText>}
          />
        </Suspense>
      ) : (
        typed.trim().length > 0 && <MutedText>{t('home.searchHint')}</MutedText>
      )}
    </Section>
  );
}

function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  return <GameListSection name="hot-games" title={t('home.hotGames')} empty={t('home.noHotGames')} query={hot} Cards={GameCards} priority={HOT_GAMES_PRIORITY_CARDS} />;
}

function CategorySection({ category, onPopup }: { category: MenuCategory; onPopup: (popup: VendorPopup) => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const id = `home-cat-${category.category}`;
  return (
    <Section aria-labelledby={id} data-testid={`home-category-${category.category}`}>
      <HeadRow>
        <SectionHeading id={id}>{t(`categories.${category.category}`)}</SectionHeading>
        <Link to={lobbyHref(category)}>{t('home.viewAll')}</Link>
      </HeadRow>
      <CardGrid $min={110}>
        {category.vendors.map((v) => {
          const name = formatVendorName(v.displayName, brand.currency);
          const content = (
            <>
              <img src={vendorLogoUrl(brand.cdn.image, v.code)} alt="" loading="lazy" width={48} height={48} />
              <span>{name}</span>
              {v.isHot && <Hot>{t('home.hot')}</Hot>}
            </>
          );
          return (
            <li key={v.code}>
              {v.isGame === VASSALAGE ? (
                <VendorButton
                  type="button"
                  data-testid={`home-vendor-${v.code}`}
                  onClick={() => onPopup({ vendor: v.code, name: v.displayName, gameType: category.category })}
                >
                  {content}
                </VendorButton>
              ) : (
                <VendorLink to={lobbyHref(category, v.code)} data-testid={`home-vendor-${v.code}`}>
                  {content}
                </VendorLink>
              )}
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

function PopularLottery() {
  const { t } = useTranslation();
  const brand = useBrand();
  const popular = usePopularLottery(20);
  const launch = useLaunch();
  const lotto = brand.menu.categories.find((c) => c.category === 'LOTT' && c.vendors.length > 0);
  return (
    <Section aria-labelledby="home-lotto" data-testid="home-popular-lottery">
      <HeadRow>
        <SectionHeading id="home-lotto">{t('home.popularLottery')}</SectionHeading>
        <Link to="/lottery">{t('home.viewAll')}</Link>
      </HeadRow>
      <QueryStatus query={popular} isEmpty={(data) => data.length === 0} empty={t('home.noPopularLottery')}>
        {(data) => (
          <CardGrid $min={150}>
            {data.map((g) => (
              <li key={g.gameCode}>
                <LottoLink
                  to={`/lottery?${new URLSearchParams({ gameCode: g.gameCode }).toString()}`}
                  title={g.gameName}
                  data-testid="home-lottery-game"
                  onClick={(e) => {
                    if (!lotto) return;
                    e.preventDefault();
                    launch(
                      lotteryHref({
                        vendor: lotto.vendors[0]!.code,
                        gameCode: g.gameCode,
                        area: lottoArea('LOTT'),
                        prizeMode: brand.lottery.prizeMode,
                        view: 'betting',
                        name: g.gameName,
                      }),
                    );
                  }}
                >
                  {g.gameName}
                </LottoLink>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryStatus>
    </Section>
  );
}

/**
 * Where the sections below the first screen go until they render (useAfterFirstPaint): a
 * viewport and the "near" margin high, so the footer below stays out of reach meanwhile.
 */
const LaterHold = styled.div`
  min-height: calc(100dvh + ${NEAR_MARGIN_PX}px);
`;

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [popup, setPopup] = useState<VendorPopup | null>(null);
  const painted = useAfterFirstPaint();
  const categories = brand.menu.categories.filter((c) => c.vendors.length > 0);
  const hasLottery = categories.some((c) => c.category === 'LOTT' || c.category === 'ELOTT');
  const sections: Array<{ key: string; node: ReactNode }> = [
    ...(brand.features.hotGames ? [{ key: 'hot', node: <HotGames /> }] : []),
    ...(loggedIn && brand.features.favouriteGames ? [{ key: 'favourites', node: <Favourites /> }] : []),
    ...(loggedIn && brand.features.recentGames ? [{ key: 'recent', node: <RecentGames /> }] : []),
    ...categories.map((c) => ({ key: `category-${c.category}`, node: <CategorySection category={c} onPopup={setPopup} /> })),
    ...(hasLottery ? [{ key: 'lottery', node: <PopularLottery /> }] : []),
    {
      key: 'winners',
      node: (
        <WinnersBox aria-labelledby="winners-title" data-testid="winners-section">
          <SectionHeading id="winners-title">{t('home.winners')}</SectionHeading>
          <WhenNearViewport>
            <WinnersList />
          </WhenNearViewport>
        </WinnersBox>
      ),
    },
  ];
  // The first section is the first screen (below the search); the rest are below it on every
  // screen size and render once it is painted: a first commit of a quarter of the page's nodes
  // paints the largest image sooner.
  const [first, ...later] = sections;
  return (
    <Page as="div" data-testid="home-page">
      <VisuallyHidden as="h1">{brand.name}</VisuallyHidden>
      <GameSearch />
      {first?.node}
      {painted ? later.map((s) => <Fragment key={s.key}>{s.node}</Fragment>) : <LaterHold aria-hidden="true" data-testid="home-later-hold" />}
      {popup && <LazyVendorGamesModal popup={popup} onClose={() => setPopup(null)} />}
    </Page>
  );
}
