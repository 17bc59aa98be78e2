/**
 * A game lobby (/rng, /pvp, /live, /fish, /sports, /esports, /inhouse, /cockfight, /elott):
 * vendor and classify filters, a debounced name search, and the paged game grid with
 * infinite scroll plus a "Load more" button. Filters live in the URL.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGameList } from '../../api/queries';
import type { GameListQuery } from '../../api/types';
import { useBrand } from '../../brand/context';
import type { MenuCategory } from '../../brand/model';
import { Button } from '../../ui/Button';
import { CardGrid } from '../../ui/CardGrid';
import { Chip, ChipGroup } from '../../ui/Chips';
import { formatVendorName } from '../../ui/format';
import { GameCard } from '../../ui/GameCard';
import { MutedText } from '../../ui/MutedText';
import { Page, PageTitle } from '../../ui/Page';
import { Loading } from '../../ui/Spinner';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { useOpenGame } from '../../ui/useOpenGame';
import { readFilters, withFilter } from './filters';
import { useDebouncedValue, useInfiniteSentinel } from './hooks';
import { lobbyFromPath } from './lobbyRoute';
import { useVendorLanes } from './useVendorLanes';

/** Spec section 9: game list default page size. */
export const LOBBY_PAGE_SIZE = 35;
const SEARCH_DEBOUNCE_MS = 300;

const Count = styled.span`
  opacity: 0.75;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Search = styled.input`
  width: min(360px, 100%);
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A grid row across all columns (loading and error states of a further page). */
const GridRow = styled.li`
  grid-column: 1 / -1;
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One further page of the grid (page 1 is the page's own query). */
function GameChunk({ query, vendorNames, onOpen }: { query: GameListQuery; vendorNames: Map<string, string>; onOpen: ReturnType<typeof useOpenGame> }) {
  const { t } = useTranslation();
  const page = useGameList(query);
  if (page.isPending) {
    return (
      <GridRow>
        <Loading label={t('games.loadingMore')} />
      </GridRow>
    );
  }
  if (page.isError) {
    return (
      <GridRow>
        <ErrorMessage error={page.error} onRetry={() => void page.refetch()} />
      </GridRow>
    );
  }
  return (
    <>
      {page.data.games.map((g) => (
        <GameCard key={`${g.vassalage}-${g.nodeId}-${g.gameId}`} game={g} vendorName={vendorNames.get(g.vassalage.toUpperCase())} showBetHints onOpen={onOpen} />
      ))}
    </>
  );
}

export default function LobbyPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const lobby = lobbyFromPath(location.pathname);
  const lanes = useVendorLanes();
  const openGame = useOpenGame();

  const filters = readFilters(params);
  // /elott serves ELOTT and LOTT: the category of the requested vendor, else the first with vendors
  const candidates: MenuCategory[] = (lobby?.categories ?? [])
    .map((c) => brand.menu.categories.find((m) => m.category === c && m.vendors.length > 0))
    .filter((m): m is MenuCategory => Boolean(m));
  const menu: MenuCategory | undefined =
    candidates.find((m) => m.vendors.some((v) => v.code.toUpperCase() === filters.vendor.toUpperCase())) ?? candidates[0];
  const category = menu?.category ?? lobby?.categories[0] ?? 'RNG';
  const fixedVendor = lobby?.vendor ?? null;
  const vendor = fixedVendor ?? filters.vendor;
  const lobbyVendors = candidates.flatMap((m) => m.vendors).filter((v, i, all) => all.findIndex((x) => x.code === v.code) === i);
  const vendorNames = new Map(lobbyVendors.map((v) => [v.code.toUpperCase(), v.displayName]));

  // the search box types freely; the URL (and the query) follow 300 ms after typing stops
  const [typed, setTyped] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (seenQ !== filters.q) {
    // the URL changed from outside (left bar, back button): show what it says
    setSeenQ(filters.q);
    setTyped(filters.q);
  }
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const urlQ = filters.q;
  useEffect(() => {
    if (debounced !== typed || debounced === urlQ) return;
    setParams((p) => withFilter(p, 'q', debounced), { replace: true });
  }, [debounced, typed, urlQ, setParams]);

  const baseQuery: GameListQuery = {
    gameType: category,
    pageNo: 1,
    pageSize: LOBBY_PAGE_SIZE,
    ...(vendor ? { vassalage: vendor } : {}),
    ...(filters.classify ? { gameClassify: filters.classify } : {}),
    ...(filters.q.trim() ? { gameName: filters.q.trim() } : {}),
  };
  // a new filter set, or a new navigation to the same lobby (left bar click), starts at page 1
  const pagingKey = `${location.pathname}|${params.toString()}|${location.key}`;
  const [paging, setPaging] = useState({ key: pagingKey, pages: 1 });
  const pages = paging.key === pagingKey ? paging.pages : 1;

  const first = useGameList(baseQuery, Boolean(menu));
  const last = useGameList({ ...baseQuery, pageNo: pages }, Boolean(menu) && pages > 1);
  const totalPages = first.data?.totalPages ?? 0;
  const canLoadMore = first.isSuccess && pages < totalPages && (pages === 1 || last.isSuccess);
  const loadMore = () => {
    if (canLoadMore) setPaging({ key: pagingKey, pages: pages + 1 });
  };
  const sentinel = useInfiniteSentinel(loadMore, canLoadMore);

  const setFilter = (key: 'vendor' | 'classify', value: string) => setParams((p) => withFilter(p, key, value));

  if (!lobby || !menu) {
    return (
      <Page data-testid="lobby-page">
        <PageTitle>{t(`categories.${category}`)}</PageTitle>
        <EmptyState>{t('games.noVendors')}</EmptyState>
      </Page>
    );
  }

  const lane = lanes.data?.find((l) => l.title === category);
  const classifies = (lane?.gameClassify ?? []).filter((c) => c.key.toUpperCase() !== 'ALL');
  const allCount = lane?.gameClassify.find((c) => c.key.toUpperCase() === 'ALL')?.gameCount;

  return (
    <Page data-testid="lobby-page" aria-labelledby="lobby-title">
      <PageTitle id="lobby-title">{t(`categories.${category}`)}</PageTitle>

      {!fixedVendor && (
        <ChipGroup label={t('games.vendorFilter')}>
          <Chip dense active={!vendor} testId="lobby-vendor-all" onClick={() => setFilter('vendor', '')}>
            {t('common.all')}
          </Chip>
          {lobbyVendors.map((v) => {
            const active = vendor.toUpperCase() === v.code.toUpperCase();
            return (
              <Chip key={v.code} dense active={active} testId={`lobby-vendor-${v.code}`} onClick={() => setFilter('vendor', v.code)}>
                {v.smallIcon && <img src={v.smallIcon} alt="" loading="lazy" />}
                {formatVendorName(v.displayName)}
                {v.isHot && <Count>{t('games.hot')}</Count>}
              </Chip>
            );
          })}
        </ChipGroup>
      )}

      {lanes.isError && <ErrorMessage error={lanes.error} onRetry={() => void lanes.refetch()} />}
      {classifies.length > 0 && (
        <ChipGroup label={t('games.classifyFilter')}>
          <Chip dense active={!filters.classify} testId="lobby-classify-all" onClick={() => setFilter('classify', '')}>
            {t('common.all')}
            {allCount !== undefined && <Count>({allCount})</Count>}
          </Chip>
          {classifies.map((c) => {
            const active = filters.classify.toUpperCase() === c.key.toUpperCase();
            return (
              <Chip key={c.key} dense active={active} testId={`lobby-classify-${c.key}`} onClick={() => setFilter('classify', c.key)}>
                {c.displayName}
                <Count>({c.gameCount})</Count>
              </Chip>
            );
          })}
        </ChipGroup>
      )}

      <Toolbar>
        <Search
          type="search"
          value={typed}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setTyped(e.target.value)}
          placeholder={t('games.searchPlaceholder')}
          aria-label={t('games.searchLabel')}
          data-testid="lobby-search"
        />
        {first.isSuccess && <MutedText aria-live="polite">{t('games.resultCount', { count: first.data.totalCount })}</MutedText>}
      </Toolbar>

      {first.isPending ? (
        <Loading />
      ) : first.isError ? (
        <ErrorMessage error={first.error} onRetry={() => void first.refetch()} />
      ) : first.data.games.length === 0 ? (
        <EmptyState>{filters.q || filters.classify || filters.vendor ? t('games.noMatch') : t('games.noGames')}</EmptyState>
      ) : (
        <>
          <CardGrid aria-busy={first.isFetching}>
            {first.data.games.map((g) => (
              <GameCard key={`${g.vassalage}-${g.nodeId}-${g.gameId}`} game={g} vendorName={vendorNames.get(g.vassalage.toUpperCase())} showBetHints onOpen={openGame} />
            ))}
            {Array.from({ length: pages - 1 }, (_, i) => i + 2).map((pageNo) => (
              <GameChunk key={`${pagingKey}-${pageNo}`} query={{ ...baseQuery, pageNo }} vendorNames={vendorNames} onOpen={openGame} />
            ))}
          </CardGrid>
          <More>
            <div ref={sentinel} aria-hidden="true" />
            {pages < totalPages && (
              <Button $variant="outline" onClick={loadMore} disabled={!canLoadMore} data-testid="lobby-load-more">
                {t('games.loadMore')}
              </Button>
            )}
          </More>
        </>
      )}
    </Page>
  );
}
