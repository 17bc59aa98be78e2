/** The lottery gateway's game menus (spec section 7), for the lottery pages only. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import * as gameCalls from '../../contract/calls/games';
import { readLotteryMenus, readVnLotteryMenu } from '../../contract/readers/lottery';

export function useLotteryMenus(prizeMode: string) {
  return useQuery({
    queryKey: ['lotteryMenus', prizeMode],
    queryFn: () => call<unknown>(gameCalls.lotteryMenus, { params: { prizeMode } }).then(readLotteryMenus),
  });
}

export function useVnLotteryMenu(prizeMode: string) {
  return useQuery({
    queryKey: ['vnLotteryMenu', prizeMode],
    queryFn: () => call<unknown>(gameCalls.vnLotteryMenu, { params: { prizeMode, device: 'WEB' } }).then(readVnLotteryMenu),
  });
}
