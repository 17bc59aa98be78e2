/**
 * The player's missions (MISSIONLB3): the personal centre's menu shows their open count as a badge,
 * and the missions page lists them; one query, so a claim updates both. Kept apart from member.ts,
 * which the home page loads: only the centre's chunk and the missions page import this.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '../api/client';
import * as rewardCalls from '../contract/calls/rewards';
import { readMissionSummary } from '../contract/readers/rewards';
import { memberQueryKeys, SESSION_QUERY } from './member';
import { tokenAtom } from './session';

export function useMissionSummary({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: memberQueryKeys.missions(token),
    queryFn: () => call<unknown>(rewardCalls.missionSummary).then(readMissionSummary),
    meta: SESSION_QUERY,
    enabled: enabled && token !== null,
    // progress grows as the player plays elsewhere: asked again whenever the centre or the page opens
    staleTime: 0,
  });
}
