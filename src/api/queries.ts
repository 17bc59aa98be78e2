/**
 * Shared server state through TanStack Query, so a reply fetched by the layout (banners) is
 * reused by pages instead of fetched again. The help topics have a module of their own
 * (helpTopics.ts): no home page part shows them before the footer.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as gameCalls from '../contract/calls/games';
import { apiMerchantCode, call, callOrEarly } from './client';
import { HOME_CALLS } from '../contract/bootCalls';
import { isRecord } from '../contract/findings';
import { readAnnouncements } from '../contract/readers/announcements';
import { readLotteryGames } from '../contract/readers/lottery';
import { readGames } from '../contract/readers/games';

export const queryKeys = {
  announcements: (lang: string) => ['announcements', lang] as const,
  hotGames: (lang: string) => ['hotGames', lang] as const,
  popularLottery: (count: number) => ['popularLottery', count] as const,
};

function useLang(): string {
  return useTranslation().i18n.language.toUpperCase();
}

/** The banners, marquee and notices in one call, in the language of the `Language` header. */
export function announcementsQuery(lang: string) {
  return {
    queryKey: queryKeys.announcements(lang),
    // a visitor's first page: asked by theme-init.js already, with this very query
    queryFn: () => callOrEarly<unknown>(HOME_CALLS.announcements.spec, { params: HOME_CALLS.announcements.params() }).then(readAnnouncements),
    staleTime: 5 * 60_000,
  };
}

export function useAnnouncements() {
  return useQuery(announcementsQuery(useLang()));
}

/** The home's hot games (its largest paint on most brands), in the language given upper-case. */
export function hotGamesQuery(lang: string) {
  return {
    queryKey: queryKeys.hotGames(lang),
    // a visitor's first home: asked by theme-init.js already, with this very body
    queryFn: () =>
      callOrEarly<unknown>(HOME_CALLS.hotGames.spec, { body: HOME_CALLS.hotGames.body({ merchant: apiMerchantCode(), language: lang }) }).then((v) =>
        readGames(isRecord(v) ? v.list : v),
      ),
    staleTime: 5 * 60_000,
  };
}

export function useHotGames() {
  return useQuery(hotGamesQuery(useLang()));
}

export function usePopularLottery(count: 20 | 100) {
  return useQuery({
    queryKey: queryKeys.popularLottery(count),
    queryFn: () => call<unknown>(gameCalls.popularLottery, { params: { count } }).then(readLotteryGames),
  });
}
