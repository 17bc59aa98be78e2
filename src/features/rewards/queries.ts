/** The reward pages' platform data, each a session query under ['rewards', …], and what a gain refreshes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { call, type Params } from '../../api/client';
import * as rewards from '../../contract/calls/rewards';
import type { CallSpec } from '../../contract/callSpec';
import * as read from '../../contract/readers/rewards';
import { memberQueryKeys, refreshMoney, SESSION_QUERY } from '../../session/member';
import { tokenAtom } from '../../session/session';

function useRewardsQuery<T>(spec: CallSpec, reader: (raw: unknown) => T, { params, enabled = true, refetchInterval }: { params?: Params; enabled?: boolean; refetchInterval?: number } = {}) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: ['rewards', spec.path, params ?? null, token],
    queryFn: ({ signal }) => call<unknown>(spec, { params, signal }).then(reader),
    meta: SESSION_QUERY,
    enabled: enabled && token !== null,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

export const CLAIMABLE_TYPES = 'MANUAL,RAFFLE,TICKET,UPGRADE_BONUS,MISSION,NEW_REGISTER,RANK_SALARY,RANK_BOARD,DEPOSIT,SIGNUP,LUCKY_BET';

export const useRewardCounts = () => useRewardsQuery(rewards.availableRewards, read.readRewardCounts);
export const useClaimable = () => useRewardsQuery(rewards.claimableRewards, read.readClaimableRewards, { params: { promotionType: CLAIMABLE_TYPES, status: 'I' } });
export const usePromoCodeEnabled = () => useRewardsQuery(rewards.promoCodeEnabled, (raw) => raw === true || raw === 'Y' || raw === '1' || raw === 1);
export const usePromoCodes = (enabled: boolean) => useRewardsQuery(rewards.promoCodes, read.readPromoCodes, { enabled });
export const useLoginPromotion = () => useRewardsQuery(rewards.loginPromotion, read.readLoginPromotion);
export const usePromotionStates = () => useRewardsQuery(rewards.promotionStates, read.readPromotionStates);

export const useReferralDetails = () => useRewardsQuery(rewards.referralDetails, read.readReferralDetails, { params: { autoGenerate: true } });
export function useIncomeOverview() {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const today = start.getTime();
  const day = 86_400_000;
  return useRewardsQuery(rewards.referralIncomeOverview, read.readIncomeOverview, { params: { startTodayDate: today, endTodayDate: today + day - 1, startYesterdayDate: today - day, endYesterdayDate: today - 1 } });
}
export const useEarningsEstimate = () => useRewardsQuery(rewards.earningsEstimate, read.readEarningsEstimate);
/** the real client asks again every 60 s */
export const useRecentReferralRewards = () => useRewardsQuery(rewards.recentReferralRewards, read.readRecentReferralRewards, { params: { size: 10 }, refetchInterval: 60_000 });
export const useFriends = (page: number) => useRewardsQuery(rewards.referralList, read.readFriends, { params: { page, size: 10 } });
export const useReferralRules = () => useRewardsQuery(rewards.referralRules, read.readRuleHtml, { params: { platform: 'W' } });

export const useLeaderboard = () => useRewardsQuery(rewards.missionLeaderboard, read.readLeaderboard);
export const useMilestones = () => useRewardsQuery(rewards.missionMilestones, read.readMilestones);

export const useRankProgress = () => useRewardsQuery(rewards.rankProgress, read.readRankProgress);
export const useRankLevels = () => useRewardsQuery(rewards.rankLevels, read.readRankLevels);
export const useRankBenefits = () => useRewardsQuery(rewards.rankBenefits, read.readRankBenefits);
export const useRankRule = () => useRewardsQuery(rewards.rankRule, read.readRuleHtml, { params: { platform: 'W' } });

/** After a claim: the rewards, the missions, the points and the money all ask again. */
export function useAfterGain() {
  const client = useQueryClient();
  const token = useAtomValue(tokenAtom);
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['rewards'] }),
      client.invalidateQueries({ queryKey: memberQueryKeys.missions(token) }),
      client.invalidateQueries({ queryKey: memberQueryKeys.points(token) }),
      refreshMoney(client),
    ]);
  }, [client, token]);
}
