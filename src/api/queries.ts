/**
 * Shared server state through TanStack Query, so a reply fetched by the layout (banners,
 * help topics) is reused by pages instead of fetched again.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiMerchantCode, apiPost } from './client';
import type { Announcements, Game, HelpTopic } from './types';

export const queryKeys = {
  announcements: (lang: string) => ['announcements', lang] as const,
  help: (lang: string) => ['help', lang] as const,
  hotGames: (lang: string) => ['hotGames', lang] as const,
  popularLottery: (count: number) => ['popularLottery', count] as const,
};

function useLang(): string {
  return useTranslation().i18n.language.toUpperCase();
}

export function useAnnouncements() {
  const lang = useLang();
  return useQuery({
    queryKey: queryKeys.announcements(lang),
    queryFn: () => apiGet<Announcements>('/wps/relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR', platform: 'W' }),
    staleTime: 5 * 60_000,
  });
}

export function useHelpTopics() {
  const lang = useLang();
  return useQuery({
    queryKey: queryKeys.help(lang),
    queryFn: () => apiGet<HelpTopic[]>('/wps/system/helpCenter', { lang, device: 'WEB' }),
    staleTime: 10 * 60_000,
  });
}

export function useHotGames() {
  const lang = useLang();
  return useQuery({
    queryKey: queryKeys.hotGames(lang),
    queryFn: () =>
      apiPost<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2', {
        merchantCode: apiMerchantCode(),
        isPlatform: 2,
        platform: 'flash,html5-desktop',
        language: lang,
      }).then((v) => v.list),
    staleTime: 5 * 60_000,
  });
}

export function usePopularLottery(count: 20 | 100) {
  return useQuery({
    queryKey: queryKeys.popularLottery(count),
    queryFn: () => apiGet<Array<{ gameCode: string; gameName: string }>>('/lgw/games/popular', { count }),
  });
}
