/** What the preview platform's rewards start from for a brand, as the rewards specs and the avatar menu's test read it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as systemCalls from '../../src/contract/calls/system';
import { recordedValue } from './support';

export interface RewardsFixture {
  referral?: boolean;
  claimable: Array<{ promotionClaimId: string; promotionType: string; promotionName: string; bonusAmount?: number; pointAmount?: number }>;
  raffles: Array<{ promotionClaimId: string; promotionName: string; prizeName?: string; bonusAmount?: number; pointAmount?: number }>;
  promoCodes: Array<{ promoCode: string; promoName: string; bonusAmount?: number; pointAmount?: number; conditions?: unknown[] }>;
  signIn: { promotionName: string; days: Array<{ bonusAmount?: number; pointAmount?: number }> };
  missions: Array<{ missionId: string; launches: number }>;
  points: { start: number; pointsPerUnit: number; minPoints: number; rewards: Array<{ rewardId: string; rewardName: string; pointCost: number; rewardType: string; amount?: number; stock?: number; outcome?: string }> };
  promotionStates: Record<string, string>;
}

export function brandRewards(code: string): RewardsFixture {
  const defaults = JSON.parse(readFileSync('scripts/preview-platform/default-rewards.json', 'utf8')) as RewardsFixture;
  const file = join('brands', code, 'fixtures', 'rewards.json');
  return existsSync(file) ? { ...defaults, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<RewardsFixture>) } : defaults;
}

/** The merchant's referral promotion is on: as the brand's recorded reply says, else its fixture. */
export function referralOn(code: string): boolean {
  const recorded = recordedValue<{ REFERRAL?: { enabled?: unknown } }>(code, systemCalls.availablePromotions.path);
  return recorded?.REFERRAL?.enabled === true || (recorded === null && brandRewards(code).referral === true);
}
