import { describe, expect, it } from 'vitest';
import { readAnnouncements } from '../../contract/readers/announcements';
import { markNoticesShown, noticeDate, noticesDue, pageCount, pageOf, popupOrder } from './notices';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('announcement paging (9 a page)', () => {
  it.each([
    [0, 1, [], 1],
    [5, 1, [1, 2, 3, 4, 5], 1],
    [9, 1, items(9), 1],
    [10, 2, [10], 2],
    [12, 2, [10, 11, 12], 2],
    [18, 2, [10, 11, 12, 13, 14, 15, 16, 17, 18], 2],
    [19, 3, [19], 3],
    [12, 7, [10, 11, 12], 2],
    [12, 0, items(9), 2],
  ])('%d notices, page %d', (total, page, shown, pages) => {
    expect(pageOf(items(total), page)).toEqual(shown);
    expect(pageCount(total)).toBe(pages);
  });
});

describe('popup notices once per session after boot and after login', () => {
  it.each([
    [null, 'guest', true],
    ['guest', 'guest', false],
    ['guest', 'member', true],
    ['guest,member', 'member', false],
    ['member', 'guest', true],
    ['', 'member', true],
  ] as const)('index_notice %j, %s: due %s', (stored, moment, due) => expect(noticesDue(stored, moment)).toBe(due));

  it('remembers each moment once', () => {
    expect(markNoticesShown(null, 'guest')).toBe('guest');
    expect(markNoticesShown('guest', 'member')).toBe('guest,member');
    expect(markNoticesShown('guest,member', 'guest')).toBe('guest,member');
  });

  it('shows popups by priority (1 first, none last), then sequence, then as listed', () => {
    const { popup } = readAnnouncements({
      popup: [
        { id: 'a', title: 'none' },
        { id: 'b', title: 'p2', priority: 2 },
        { id: 'c', title: 'p1 seq2', priority: '1', sequence: 2 },
        { id: 'd', title: 'p1 seq1', priority: 1, sequence: 1 },
        { id: 'e', title: 'none 2', priority: 0 },
      ],
    });
    expect(popupOrder(popup).map((n) => n.id)).toEqual(['d', 'c', 'b', 'a', 'e']);
  });

  it('writes a start time in ms as yyyy-MM-dd HH:mm:ss and keeps the read mark', () => {
    const ms = new Date(2026, 0, 5, 14, 3, 9).getTime();
    const [n, m] = readAnnouncements({ player: [{ id: 1, title: 'T', startDate: ms, read: true }, { id: 2, title: 'U', createTime: '2025-06-28 10:00:00', startDate: ms }] }).player;
    expect(n).toMatchObject({ read: true });
    expect(noticeDate(n!)).toBe('2026-01-05 14:03:09');
    expect(noticeDate(m!)).toBe('2025-06-28 10:00:00');
    expect(noticeDate({ createTime: null, startTime: null })).toBeNull();
  });
});
