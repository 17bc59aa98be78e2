import { describe, expect, it } from 'vitest';
import { readRewardCounts } from '../../contract/readers/rewards';
import { kindTabs } from './RewardCenterPage';
import { kindOfType } from './rewardKinds';

describe('the reward centre’s kinds', () => {
  it.each([['MANUAL', 'MANUAL'], ['raffle', 'RAFFLE'], ['MISSION', 'MISSION_MANUAL'], ['UPGRADE_BONUS', 'UPGRADE_BONUS'], ['DEPOSIT', null]])('%s is under %s', (type, kind) => {
    expect(kindOfType(type)).toBe(kind);
  });

  it('gives each tab its badge count, all first with the total', () => {
    const counts = readRewardCounts({ content: { MANUAL: { count: 2 }, RAFFLE: { count: 1 }, MISSION_MANUAL: { count: 3 } } });
    expect(kindTabs(counts)).toEqual([
      { key: 'ALL', count: 6 },
      { key: 'MANUAL', count: 2 },
      { key: 'RAFFLE', count: 1 },
      { key: 'TICKET', count: 0 },
      { key: 'UPGRADE_BONUS', count: 0 },
      { key: 'MISSION_MANUAL', count: 3 },
    ]);
    expect(kindTabs(undefined).every((t) => t.count === 0)).toBe(true);
  });
});
