/**
 * The help centre's topics (MCSFE_getHelpCenterContent), shared by the footer and the help pages
 * through TanStack Query. Apart from queries.ts: the home page's first paint shows none of them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as systemCalls from '../contract/calls/system';
import { readHelpTopics } from '../contract/readers/help';
import { call } from './client';

export const helpTopicsKey = (lang: string) => ['help', lang] as const;

export function useHelpTopics() {
  const lang = useTranslation().i18n.language.toUpperCase();
  return useQuery({
    queryKey: helpTopicsKey(lang),
    queryFn: () => call<unknown>(systemCalls.helpCenter, { params: { lang, device: 'WEB' } }).then(readHelpTopics),
    staleTime: 10 * 60_000,
  });
}

