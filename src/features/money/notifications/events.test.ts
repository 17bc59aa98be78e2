import { describe, expect, it } from 'vitest';
import type { DepositRecord } from '../../../contract/readers/deposit';
import type { WithdrawRecord } from '../../../contract/readers/withdraw';
import { moneyEvents } from './events';

const dep = (depositId: string, state: DepositRecord['state'], time = 1000): DepositRecord => ({ depositId, cents: 50_000, state, time, channelName: 'GCash' });
const wd = (id: string, status: number, time = 1000): WithdrawRecord => ({ id, status, time, bankName: 'BDO', cents: 20_000 });
const look = (deposits: DepositRecord[], withdrawals: WithdrawRecord[] = []) => ({ deposits, withdrawals });

describe('money events', () => {
  it.each([
    ['the first look: what settled before the watch began says nothing', null, look([dep('a', 'S', 100), dep('p', 'P', 5000)]), []],
    ['the first look: what began and settled since the watch began is said', null, look([dep('a', 'S', 5000)]), [{ kind: 'depositCredited', id: 'a', cents: 50_000, channel: 'GCash' }]],
    ['a pending deposit credited', look([dep('a', 'P')]), look([dep('a', 'S')]), [{ kind: 'depositCredited', id: 'a', cents: 50_000, channel: 'GCash' }]],
    ['a pending deposit failed', look([dep('a', 'P')]), look([dep('a', 'F')]), [{ kind: 'depositFailed', id: 'a', cents: 50_000, channel: 'GCash' }]],
    ['a deposit cancelled by the player says nothing', look([dep('a', 'P')]), look([dep('a', 'C')]), []],
    ['an old credited deposit seen again says nothing', look([dep('a', 'S')]), look([dep('a', 'S')]), []],
    ['a deposit made and credited between looks', look([]), look([dep('b', 'S', 5000)]), [{ kind: 'depositCredited', id: 'b', cents: 50_000, channel: 'GCash' }]],
    ['a credited deposit from before the watch began', look([]), look([dep('b', 'S', 100)]), []],
    ['a withdrawal paid', look([], [wd('w', 1)]), look([], [wd('w', 4)]), [{ kind: 'withdrawApproved', id: 'w', cents: 20_000, channel: 'BDO' }]],
    ['a withdrawal refused (3)', look([], [wd('w', 1)]), look([], [wd('w', 3)]), [{ kind: 'withdrawRejected', id: 'w', cents: 20_000, channel: 'BDO' }]],
    ['a withdrawal refused (5)', look([], [wd('w', 2)]), look([], [wd('w', 5)]), [{ kind: 'withdrawRejected', id: 'w', cents: 20_000, channel: 'BDO' }]],
    ['a withdrawal still in review', look([], [wd('w', 1)]), look([], [wd('w', 2)]), []],
  ])('%s', (_name, before, now, events) => expect(moneyEvents(before, now, 1000)).toEqual(events));
});
