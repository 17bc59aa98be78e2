/**
 * A game lobby (/rng, /pvp, /live, /fish, /sports, /esports, /inhouse, /cockfight, /elott):
 * vendor lane (small icon, hot mark, "all"), classify filters with counts, a debounced name
 * search, and the game grid: virtualised and paged (35 a page) as the player scrolls, so the
 * 10,000-game slots lobby keeps only the rows near the viewport in the DOM. Filters live in the
 * URL. E-sports and cockfight lobbies also launch their provider (TF, DS88) directly.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useBrand } from '../../brand/context';
import type { GameCategory } from '../../brand/model';
import { RoleBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Chip, ChipGroup } from '../../ui/Chips';
import { formatVendorName } from '../../ui/format';
import { gameIconUrl } from '../../games/gameIcon';
import { MutedText } from '../../ui/MutedText';
import { Page, PageTitle } from '../../ui/Page';
import { PagedGameGrid } from '../../games/PagedGameGrid';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { useLaunch, vendorHref } from '../../games/useOpenGame';
import { LazyVendorGamesModal } from '../../games/LazyVendorGamesModal';
import { classifyLabel } from '../../games/classifyLabel';
import { VASSALAGE, type VendorPopup } from '../../games/vendorPopup';
import { BetFilters } from './BetFilters';
import { readFilters, withFilter } from './filters';
import { ALL_TYPES, classifyChips, typesToCount, type Listed } from './classifyChips';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { lobbyPlan } from './lobbyQuery';
import { gameListPage } from '../../games/api';
import { GameGridSkeleton } from '../../games/GameGridSkeleton';
import { GAME_PAGE_SIZE } from '../../games/usePagedGames';
import { useVendorLanes } from '../../games/useVendorLanes';
import { vars } from '../../theme/cssVariables';
import { formatCount } from '../../ui/format';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec section 3: the e-sports and cockfight providers, launched straight from their lobby. */
export const PROVIDER_OF: Partial<Record<GameCategory, string>> = { ESPORTS: 'TF', COCKFIGHT: 'DS88' };

const Count = styled.span`
  opacity: 0.75;
  font-size: ${vars.fontSize.xs};
`;

const Hot = styled(RoleBadge)`
  font-weight: ${vars.fontWeight.bold};
`;

const Search = styled.input`
  width: min(360px, 100%);
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font: inherit;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export default function LobbyPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const lanes = useVendorLanes();
  const launch = useLaunch();
  const location = useLocation();
  const filters = readFilters(params);
  const { lobby, menu, vendors, category, laneType, fixedVendor, vendor, unfiltered, query } = lobbyPlan(brand.menu.categories, location.pathname, filters);
  const [popup, setPopup] = useState<VendorPopup | null>(null);
  const vendorNames = new Map(vendors.map((v) => [v.code.toUpperCase(), v.displayName]));

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

  const setFilter = (key: 'vendor' | 'classify' | 'minBet' | 'minLineNum', value: string) => setParams((p) => withFilter(p, key, value));

  // the filters and the grid wait for the lanes (the classify chips) and the first page (the bet
  // chips, the cards) together, once: a skeleton holds their place, so the search box above them
  // never moves when they arrive (layout shift), and later filter changes keep the chips in place
  const firstPage = useQuery({ ...gameListPage(unfiltered ?? { gameType: category }, 1, GAME_PAGE_SIZE, i18n.language.toUpperCase()), enabled: unfiltered !== null });

  // a type's count under a vendor, a name or a bet is the game list's total for it: a list of one
  // game per type (the lanes count the whole lobby only)
  const lane = lanes.data?.find((l) => l.title === category);
  const typeFilters = { vendor, narrowed: Boolean(filters.q.trim() || filters.minBet || filters.minLineNum) };
  const { gameClassify: _type, ...everyType } = query ?? { gameType: category };
  const toCount = query ? typesToCount(lane?.classify ?? [], typeFilters) : [];
  const typeLists = useQueries({
    queries: toCount.map((key) => gameListPage(key === ALL_TYPES ? everyType : { ...everyType, gameClassify: key }, 1, 1, i18n.language.toUpperCase())),
  });
  const listed = new Map<string, Listed>();
  typeLists.forEach((r, i) => {
    if (r.data) listed.set(toCount[i]!, { count: r.data.totalCount, any: r.data.games.length > 0 });
  });

  const [arrived, setArrived] = useState(false);
  if (!arrived && !lanes.isPending && !firstPage.isPending && !typeLists.some((r) => r.isPending)) setArrived(true);

  if (!lobby || !menu || !unfiltered || !query) {
    return (
      <Page data-testid="lobby-page">
        <PageTitle>{t(`categories.${category}`)}</PageTitle>
        <EmptyState>{t('games.noVendors')}</EmptyState>
      </Page>
    );
  }

  const hasTypes = (lane?.classify ?? []).some((c) => c.key.toUpperCase() !== ALL_TYPES);
  const { allCount, chips: classifies } = classifyChips(lane?.classify ?? [], typeFilters, listed, filters.classify);
  const provider = PROVIDER_OF[category];
  const providerVendor = provider ? vendors.find((v) => v.code.toUpperCase() === provider) : undefined;

  return (
    <Page data-testid="lobby-page" data-category={category} aria-labelledby="lobby-title">
      <PageTitle id="lobby-title">{t(`categories.${category}`)}</PageTitle>

      {providerVendor && (
        <div>
          <Button onClick={() => launch(vendorHref(providerVendor.code, providerVendor.gameType))} data-testid="lobby-launch-provider">
            {t('games.playProvider', { name: formatVendorName(providerVendor.displayName, brand.currency) })}
          </Button>
        </div>
      )}

      {!fixedVendor && (
        <ChipGroup label={t('games.vendorFilter')}>
          {!laneType && (
            <Chip dense active={!vendor} testId="lobby-vendor-all" onClick={() => setFilter('vendor', '')}>
              {t('common.all')}
            </Chip>
          )}
          {vendors.map((v) => {
            const active = vendor.toUpperCase() === v.code.toUpperCase();
            const icon = v.smallIcon ? gameIconUrl(brand.cdn.image, v.smallIcon) : null;
            return (
              <Chip
                key={v.code}
                dense
                active={active}
                testId={`lobby-vendor-${v.code}`}
                onClick={() =>
                  v.isGame === VASSALAGE ? setPopup({ vendor: v.code, name: v.displayName, gameType: v.gameType }) : setFilter('vendor', v.code)
                }
              >
                {icon && <img src={icon} alt="" loading="lazy" width={20} height={20} />}
                {formatVendorName(v.displayName, brand.currency)}
                {v.isHot && <Hot $role="accent" data-testid="lobby-vendor-hot">{t('games.hot')}</Hot>}
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
      </Toolbar>

      {lanes.isError && <ErrorMessage error={lanes.error} onRetry={() => void lanes.refetch()} />}
      {!arrived ? (
        <GameGridSkeleton label={t('common.loading')} testId="lobby-skeleton" />
      ) : (
        <>
          {hasTypes && (
            <ChipGroup label={t('games.classifyFilter')}>
              <Chip dense active={!filters.classify} testId="lobby-classify-all" onClick={() => setFilter('classify', '')}>
                {t('common.all')}
                {allCount !== null && <Count>({formatCount(allCount)})</Count>}
              </Chip>
              {classifies.map((c) => {
                const active = filters.classify.toUpperCase() === c.key.toUpperCase();
                return (
                  <Chip key={c.key} dense active={active} testId={`lobby-classify-${c.key}`} onClick={() => setFilter('classify', c.key)}>
                    {classifyLabel(c.displayName, t)}
                    {c.count !== null && <Count>({formatCount(c.count)})</Count>}
                  </Chip>
                );
              })}
            </ChipGroup>
          )}

          <BetFilters base={unfiltered} filters={filters} onChange={setFilter} />

          <PagedGameGrid
            key={params.toString()}
            query={query}
            showBetHints
            vendorNames={vendorNames}
            emptyText={filters.q || filters.classify || filters.vendor || filters.minBet || filters.minLineNum ? t('games.noMatch') : t('games.noGames')}
            header={(total) => (
              <MutedText aria-live="polite" data-testid="lobby-count">
                {t('games.resultCount', { count: formatCount(total) })}
              </MutedText>
            )}
            label={t(`categories.${category}`)}
          />
        </>
      )}
      {popup && <LazyVendorGamesModal popup={popup} onClose={() => setPopup(null)} />}
    </Page>
  );
}
