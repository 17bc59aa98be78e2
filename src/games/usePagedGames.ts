/**
 * A game list of any length, fetched page by page (spec: pageNo/pageSize, 35 a page) as the
 * player scrolls: page 1 gives the total (or, when the reply has no totalCount, the number of
 * pages, and the last page the rest), then the pages that cover the items near the viewport
 * load, at most once per 200 ms of scrolling (spec: infinite scroll throttle 200 ms). Every page,
 * page 1 included, is cached under gameKeys.gameList, so page 1 is not fetched twice.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListPage } from './api';
import type { Game, GameListQuery, GamePage } from '../api/types';

export const GAME_PAGE_SIZE = 35;
export const SCROLL_THROTTLE_MS = 200;

/** The value, changed at most once per `ms` (leading and trailing). */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, last.current + ms - Date.now());
    const id = setTimeout(() => {
      last.current = Date.now();
      setOut(value);
    }, wait);
    return () => clearTimeout(id);
  }, [value, ms]);
  return out;
}

/** Page numbers (1-based, page 1 excluded: it is always loaded) covering items first..last. */
export function pagesFor(first: number, last: number, pageSize: number, totalPages: number): number[] {
  if (last < first) return [];
  const from = Math.max(2, Math.floor(first / pageSize) + 1);
  const to = Math.min(totalPages, Math.floor(last / pageSize) + 1);
  const pages: number[] = [];
  for (let p = from; p <= to; p++) pages.push(p);
  return pages;
}

export function usePagedGames(base: Omit<GameListQuery, 'pageNo' | 'pageSize'>, enabled = true, pageSize = GAME_PAGE_SIZE) {
  const lang = useTranslation().i18n.language.toUpperCase();
  const client = useQueryClient();
  const keyOf = useCallback((pageNo: number) => gameListPage(base, pageNo, pageSize, lang).queryKey, [base, pageSize, lang]);
  const first = useQuery({ ...gameListPage(base, 1, pageSize, lang), enabled });
  const totalPages = first.data?.totalPages ?? 0;
  // the real platform may not say how many games match: then the last page, fetched at once, does
  const countless = first.isSuccess && (first.data.totalCount === null || first.data.totalCount === undefined) && totalPages > 1;

  const [range, setRange] = useState<{ key: string; first: number; last: number }>({ key: '', first: 0, last: pageSize - 1 });
  const baseKey = JSON.stringify([base, pageSize, lang]);
  // a string, so an unchanged range is an unchanged value
  const wantedText = useThrottledValue(range.key === baseKey ? `${range.first}:${range.last}|${baseKey}` : `0:${pageSize - 1}|${baseKey}`, SCROLL_THROTTLE_MS);
  const [wantedRange, wantedKey] = [wantedText.slice(0, wantedText.indexOf('|')), wantedText.slice(wantedText.indexOf('|') + 1)];
  const [wantedFirst, wantedLast] = wantedRange.split(':').map(Number) as [number, number];
  const near = first.isSuccess && wantedKey === baseKey ? pagesFor(wantedFirst, wantedLast, pageSize, totalPages) : [];
  const pages = countless && !near.includes(totalPages) ? [...near, totalPages] : near;
  const more = useQueries({
    queries: pages.map((pageNo) => ({ ...gameListPage(base, pageNo, pageSize, lang), enabled })),
  });
  const failed = more.find((q) => q.isError);
  const lastPage = countless ? more[pages.indexOf(totalPages)]?.data : undefined;
  const total = first.data?.totalCount ?? (!countless ? (first.data?.games.length ?? 0) : lastPage ? (totalPages - 1) * pageSize + lastPage.games.length : totalPages * pageSize);

  const onRangeChange = useCallback((a: number, b: number) => setRange({ key: baseKey, first: a, last: b }), [baseKey]);
  /** the game at an index, when its page is loaded (any page loaded before stays usable) */
  // a page is looked up in the cache (its key hashed) once, not once per card: a page not there
  // yet too, until this list renders again (a page's arrival or a new range renders it again)
  const seen = new Map<number, GamePage | undefined>();
  const gameAt = (index: number): Game | undefined => {
    const pageNo = Math.floor(index / pageSize) + 1;
    if (pageNo === 1) return first.data?.games[index];
    if (!seen.has(pageNo)) seen.set(pageNo, client.getQueryData<GamePage>(keyOf(pageNo)));
    return seen.get(pageNo)?.games[index % pageSize];
  };
  return {
    first,
    total,
    totalPages,
    gameAt,
    onRangeChange,
    loadingMore: more.some((q) => q.isFetching),
    error: failed?.error ?? null,
    retry: () => void Promise.all(more.filter((q) => q.isError).map((q) => q.refetch())),
  };
}
