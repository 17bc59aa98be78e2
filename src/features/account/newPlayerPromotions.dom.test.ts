// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queries';
import type { Announcements, Promotion } from '../../contract/readers/announcements';
import { newPlayerPromotions, prefetchNewPlayerPromotions } from './newPlayerPromotions';

const promo = (id: string, category: string, imageUrl = `/p/${id}.png`): Promotion => ({ id, category, title: id, imageUrl, content: '', startTime: null, endTime: null });
const announcements = (...promotion: Promotion[]): Announcements => ({ banners: [], player: [], popup: [], promotion });

afterEach(() => vi.unstubAllGlobals());

describe('newPlayerPromotions', () => {
  it.each<[string, Announcements | undefined, string[]]>([
    ['the new-player ones, in the platform order', announcements(promo('a', 'new_player'), promo('b', 'deposit'), promo('c', 'new_player')), ['a', 'c']],
    ['none of that category', announcements(promo('b', 'deposit')), []],
    ['no reply yet', undefined, []],
  ])('%s', (_, data, ids) => {
    expect(newPlayerPromotions(data).map((p) => p.id)).toEqual(ids);
  });
});

describe('prefetchNewPlayerPromotions', () => {
  const asked: string[] = [];
  class FakeImage {
    fetchPriority = 'auto';
    onload: (() => void) | null = null;
    set src(url: string) {
      asked.push(url);
    }
  }

  it("asks for the swiper's first picture once the announcements are read, and no other", async () => {
    vi.stubGlobal('Image', FakeImage);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.announcements('EN'), announcements(promo('x', 'deposit'), promo('first', 'new_player'), promo('second', 'new_player')));
    await prefetchNewPlayerPromotions({ queryClient, language: 'EN' });
    expect(asked).toEqual(['/p/first.png']);
  });

  it('asks for nothing when the first has no picture', async () => {
    vi.stubGlobal('Image', FakeImage);
    asked.length = 0;
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.announcements('EN'), announcements(promo('none', 'new_player', '')));
    await prefetchNewPlayerPromotions({ queryClient, language: 'EN' });
    expect(asked).toEqual([]);
  });
});
