import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from '../contract/readers/permission';
import { chooseServiceEntry, VIP_RANK_ABOVE } from './customerService';

const entry = (type: number, csType: string | null): CustomerServiceEntry => ({ type, path: `${csType ?? 'none'}-${type}`, csType });
const live = entry(3, 'LIVECHAT');
const vip = entry(3, 'VIP');
const plain = entry(1, null);

describe('chooseServiceEntry', () => {
  it.each<[string, CustomerServiceEntry[], number | null, CustomerServiceEntry | null]>([
    ['a member above rank 4 gets the VIP service', [live, vip], VIP_RANK_ABOVE + 1, vip],
    ['rank 4 is not above 4: live chat', [live, vip], VIP_RANK_ABOVE, live],
    ['a visitor (no rank): live chat', [vip, live], null, live],
    ['above rank 4 without a VIP entry: live chat', [plain, live], 9, live],
    ['no LIVECHAT: the chat link (type 3)', [plain, entry(3, null)], 2, entry(3, null)],
    ['neither: the first entry', [plain], 2, plain],
    ['none at all', [], 7, null],
  ])('%s', (_name, entries, rank, expected) => {
    expect(chooseServiceEntry(entries, rank)).toEqual(expected);
  });
});
