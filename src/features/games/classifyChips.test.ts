import { describe, expect, it } from 'vitest';
import type { GameClassify } from '../../api/types';
import { classifyChips, typesToCount, type Listed, type TypeFilters } from './classifyChips';

const type = (key: string, count: number | null, vendors: string[] | null = null): GameClassify => ({ key, displayName: key.toLowerCase(), count, vendors });

// the preview's lanes: counts over the whole lobby, no vendors
const counted = [type('ALL', 40, null), type('SLOTS', 25), type('TABLE', 15), type('BLACKJACK', 0)];
// the real platform's: no counts, the vendors with games of each type
const named = [type('ALL', null, ['PT', 'PNG']), type('SLOTS', null, ['PT', 'png']), type('TABLE', null, ['PT']), type('BINGO', null, [])];

const every: TypeFilters = { vendor: '', narrowed: false };
const png: TypeFilters = { vendor: 'PNG', narrowed: false };
const searched: TypeFilters = { vendor: '', narrowed: true };
const listed = (entries: Record<string, Listed>) => new Map(Object.entries(entries));
const none = listed({});

describe('typesToCount', () => {
  it.each<[string, GameClassify[], TypeFilters, string[]]>([
    ['the whole lobby: the lanes count it', counted, every, []],
    ['a vendor: every type asked', counted, png, ['ALL', 'SLOTS', 'TABLE', 'BLACKJACK']],
    ['a name or a bet: every type asked', counted, searched, ['ALL', 'SLOTS', 'TABLE', 'BLACKJACK']],
    ['a vendor the lanes leave out of a type, or a type with no vendor: not asked', named, png, ['ALL', 'SLOTS']],
    ['no vendor on the real platform: nothing asked', named, every, []],
  ])('%s', (_name, lane, filters, expected) => {
    expect(typesToCount(lane, filters)).toEqual(expected);
  });
});

describe('classifyChips', () => {
  it.each<[string, GameClassify[], TypeFilters, Map<string, Listed>, string, { allCount: number | null; chips: Array<[string, number | null]> }]>([
    ['the whole lobby: the lanes counts, an empty type left out', counted, every, none, '', { allCount: 40, chips: [['SLOTS', 25], ['TABLE', 15]] }],
    ['the chosen type kept though empty, so the grid says why nothing shows', counted, every, none, 'blackjack', { allCount: 40, chips: [['SLOTS', 25], ['TABLE', 15], ['BLACKJACK', 0]] }],
    [
      'a vendor: the list\'s counts, its empty types left out',
      counted,
      png,
      listed({ ALL: { count: 16, any: true }, SLOTS: { count: 16, any: true }, TABLE: { count: 0, any: false }, BLACKJACK: { count: 0, any: false } }),
      '',
      { allCount: 16, chips: [['SLOTS', 16]] },
    ],
    [
      'a name searched: the list\'s counts',
      counted,
      searched,
      listed({ ALL: { count: 3, any: true }, SLOTS: { count: 2, any: true }, TABLE: { count: 1, any: true }, BLACKJACK: { count: 0, any: false } }),
      '',
      { allCount: 3, chips: [['SLOTS', 2], ['TABLE', 1]] },
    ],
    ['the list not answered yet: offered without a count', counted, png, none, '', { allCount: null, chips: [['SLOTS', null], ['TABLE', null], ['BLACKJACK', null]] }],
    [
      'a list without totals: a type with games shown without a count, one without left out',
      counted,
      png,
      listed({ ALL: { count: null, any: true }, SLOTS: { count: null, any: true }, TABLE: { count: null, any: false } }),
      '',
      { allCount: null, chips: [['SLOTS', null], ['BLACKJACK', null]] },
    ],
    ['the real platform, every vendor: a type no vendor has left out', named, every, none, '', { allCount: null, chips: [['SLOTS', null], ['TABLE', null]] }],
    [
      'the real platform, a vendor: its types only, whatever the case of its code',
      named,
      png,
      listed({ ALL: { count: null, any: true }, SLOTS: { count: null, any: true } }),
      '',
      { allCount: null, chips: [['SLOTS', null]] },
    ],
    ['a vendor without the type chosen: the chip kept, counted 0', named, png, none, 'TABLE', { allCount: null, chips: [['SLOTS', null], ['TABLE', 0]] }],
  ])('%s', (_name, lane, filters, answers, selected, expected) => {
    const { allCount, chips } = classifyChips(lane, filters, answers, selected);
    expect({ allCount, chips: chips.map((c) => [c.key, c.count]) }).toEqual(expected);
  });

  it('keeps the lanes\' names of the types', () => {
    expect(classifyChips(counted, every, none, '').chips.map((c) => c.displayName)).toEqual(['slots', 'table']);
  });
});
