import { describe, expect, it } from 'vitest';
import { readLeaderboard, readMissionSummary, readPointBalance, readPointHistory, readRankLevels, readRedeemStatus, readRewardCounts, readRuleHtml } from './rewards';

describe('readRewardCounts', () => {
  it.each([
    ['the real reply', { content: { MANUAL: { count: 2 }, RAFFLE: { count: 1 }, TICKET: { count: '3' }, UPGRADE_BONUS: { count: 0 }, MISSION_MANUAL: { count: 4 } } }, { MANUAL: 2, RAFFLE: 1, TICKET: 3, UPGRADE_BONUS: 0, MISSION_MANUAL: 4, total: 10 }],
    ['kinds left out count 0', { content: { MANUAL: { count: 1 } } }, { MANUAL: 1, RAFFLE: 0, TICKET: 0, UPGRADE_BONUS: 0, MISSION_MANUAL: 0, total: 1 }],
    ['negative or broken counts count 0', { content: { MANUAL: { count: -2 }, RAFFLE: { count: 'x' } } }, { MANUAL: 0, RAFFLE: 0, TICKET: 0, UPGRADE_BONUS: 0, MISSION_MANUAL: 0, total: 0 }],
    ['nothing', null, { MANUAL: 0, RAFFLE: 0, TICKET: 0, UPGRADE_BONUS: 0, MISSION_MANUAL: 0, total: 0 }],
  ])('%s', (_name, raw, counts) => {
    expect(readRewardCounts(raw)).toEqual(counts);
  });
});

describe('readMissionSummary (the menu badge)', () => {
  const missions = [
    { missionId: 'M1', current: 1, target: 1, status: 'CLAIMED' },
    { missionId: 'M2', current: 3, target: 3, status: 'COMPLETED' },
    { missionId: 'M3', current: 2, target: 10, status: 'IN_PROGRESS' },
  ];
  it.each([
    ['the platform’s own count', { openCount: 5, missions }, 5],
    ['counted from the missions not claimed', { missions }, 2],
    ['a bare list', missions, 2],
    ['nothing', null, 0],
  ])('%s', (_name, raw, count) => {
    expect(readMissionSummary(raw).openCount).toBe(count);
  });

  it('caps progress at the target and calls a mission at its target completed', () => {
    const [m] = readMissionSummary({ missions: [{ missionId: 'X', current: 12, target: 10 }] }).missions;
    expect(m).toMatchObject({ current: 10, target: 10, status: 'completed' });
  });
});

describe('points and ranks', () => {
  it.each([[1234, 1234], ['2500', 2500], [-5, 0], [null, 0], [{ balance: 7 }, 7]])('balance %s is %s', (raw, n) => {
    expect(readPointBalance(raw)).toBe(n);
  });

  it.each([['P', 'inProcess'], ['A', 'approved'], ['R', 'rejected'], ['approved', 'approved'], [undefined, 'inProcess']])('redeem status %s', (raw, status) => {
    expect(readRedeemStatus(raw)).toBe(status);
  });

  it('keeps a level colour only when it is a CSS colour, and marks the player’s level', () => {
    const levels = readRankLevels([
      { labelId: '1', currentPlayerRankLabelId: '2', playerRankName: 'VIP0', rankColor: 'red; background:url(x)', rankColor2: '#6b7280' },
      { labelId: '2', currentPlayerRankLabelId: '2', playerRankName: 'VIP1', rankColor: '#1f2937', rankColor2: 'rgb(205, 127, 50)', playerRankProgress: { condition: { monthlyDeposit: { enabled: 'Y', actual: '10.50', expected: '5000' }, totalTurnover: { enabled: 'N' } } } },
    ]);
    expect(levels.map((l) => [l.color, l.background, l.current])).toEqual([[null, '#6b7280', false], ['#1f2937', 'rgb(205, 127, 50)', true]]);
    expect(levels[1]?.conditions).toEqual([{ key: 'monthlyDeposit', actual: 1050, expected: 500000 }]);
  });

  it('reads rule HTML from its nested place', () => {
    expect(readRuleHtml([{ content: [{ content: '<p>x</p>' }] }])).toBe('<p>x</p>');
    expect(readRuleHtml('<p>y</p>')).toBe('<p>y</p>');
    expect(readRuleHtml([])).toBeNull();
  });

  it('numbers leaderboard rows that carry no rank', () => {
    expect(readLeaderboard({ list: [{ customerName: 'a', score: 3 }, { customerName: 'b', score: 1 }], myRank: 2 })).toEqual({ list: [{ rank: 1, name: 'a', score: 3 }, { rank: 2, name: 'b', score: 1 }], myRank: 2, myScore: 0 });
  });
});

describe('readPointHistory (the account record\'s point rows)', () => {
  it.each([
    ['an account-record row', { txTimeInTimestamp: 1_700_000_000_000, amount: -800, currentAvailBalance: 1700, remark: 'Redeemed: T-shirt × 1', txTypeId: 9201 }, { time: 1_700_000_000_000, points: -800, balance: 1700, remark: 'Redeemed: T-shirt × 1' }],
    ['points written as text', { txTimeInTimestamp: '1700000000000', amount: '250', currentAvailBalance: '2500' }, { time: 1_700_000_000_000, points: 250, balance: 2500, remark: null }],
    ['the older designed keys still read', { txTime: 1_700_000_000_000, points: 5, balance: 10, remark: 'x' }, { time: 1_700_000_000_000, points: 5, balance: 10, remark: 'x' }],
    ['no amount counts 0', { txTimeInTimestamp: 1 }, { time: 1, points: 0, balance: 0, remark: null }],
  ])('%s', (_name, row, movement) => {
    expect(readPointHistory({ list: [row], totalPages: 1 }).list).toEqual([movement]);
  });
});
