/** Which of the reward centre's kinds (the badge counts' keys) a claimable reward's promotion type falls under. */
import { REWARD_KINDS, type RewardKind } from '../../contract/readers/rewards';

/** The counts call names missions MISSION_MANUAL, the claimable list MISSION; any other type is under "all" only. */
export function kindOfType(type: string): RewardKind | null {
  const upper = type.toUpperCase();
  if (upper === 'MISSION') return 'MISSION_MANUAL';
  return (REWARD_KINDS as readonly string[]).includes(upper) ? (upper as RewardKind) : null;
}
