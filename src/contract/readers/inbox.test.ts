import { describe, expect, it } from 'vitest';
import { idsBySource, readChatUrl, readInbox, readUnreadCount } from './inbox';

describe('the inbox reply', () => {
  it('reads messages tolerantly, with the reward their metadata carries', () => {
    const page = readInbox({
      list: [
        { inboxId: 7, recordSource: 'PROMO', title: 'Bonus', content: '<p>x</p>', sendTime: '1700000000000', canReply: 'Y', isRead: 0, metadata: '{"promoType":"REBATE","claimId":"c1","bonus":"50.5","point":3}' },
        { inboxId: '8', subject: 'Plain', read: true, metadata: 'not json' },
        { subject: 'no id' },
        'junk',
      ],
      totalPages: '3',
    });
    expect(page.totalPages).toBe(3);
    expect(page.messages).toEqual([
      { id: '7', recordSource: 'PROMO', subject: 'Bonus', content: '<p>x</p>', senderName: null, sendTime: 1_700_000_000_000, canReply: true, read: false, reward: { claimId: 'c1', promoType: 'REBATE', bonusCents: 5050, points: 3 } },
      { id: '8', recordSource: '', subject: 'Plain', content: '', senderName: null, sendTime: null, canReply: false, read: true, reward: null },
    ]);
  });

  it('an absent list is an empty inbox of one page', () => expect(readInbox(null)).toEqual({ messages: [], totalPages: 1 }));
});

describe('unread counts', () => {
  it.each([
    [1, 1],
    ['4', 4],
    [{ count: 2 }, 2],
    [-3, 0],
    [null, 0],
    ['x', 0],
  ])('%j -> %d', (raw, n) => expect(readUnreadCount(raw)).toBe(n));
});

describe('read and delete go one call per record source', () => {
  it('groups ids by source, in order', () => {
    const groups = idsBySource([
      { id: '1', recordSource: 'INBOX' },
      { id: '2', recordSource: 'PROMO' },
      { id: '3', recordSource: 'INBOX' },
    ]);
    expect([...groups]).toEqual([
      ['INBOX', ['1', '3']],
      ['PROMO', ['2']],
    ]);
  });
});

describe('the chat address', () => {
  it.each([
    [{ chatUrl: 'https://chat.example/x' }, 'https://chat.example/x'],
    ['https://chat.example/y', 'https://chat.example/y'],
    [{}, null],
    [null, null],
  ])('%j', (raw, url) => expect(readChatUrl(raw)).toBe(url));
});
