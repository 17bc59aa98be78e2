import { describe, expect, it } from 'vitest';
import { replyRows } from './ReplyView';

describe('replyRows', () => {
  it.each<[unknown, Array<[string, string]>]>([
    [12.5, [['', '12.5']]],
    [{ pointBalance: 120, frozen: 0 }, [['pointBalance', '120'], ['frozen', '0']]],
    [{ a: { b: 'x' }, c: null }, [['a.b', 'x'], ['c', '—']]],
    [[{ id: 1 }], [['0.id', '1']]],
    [null, []],
  ])('%j', (value, expected) => {
    expect(replyRows(value)).toEqual(expected);
  });
});
