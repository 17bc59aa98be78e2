/** The lottery gateway's game menus (spec section 7), for the lottery pages only. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { LotteryMenuGroup, VnLotteryMenuGroup } from '../../api/types';

export function useLotteryMenus(prizeMode: string) {
  return useQuery({
    queryKey: ['lotteryMenus', prizeMode],
    queryFn: () => apiGet<LotteryMenuGroup[]>('/lgw/games/game_menus', { prizeMode }),
  });
}

export function useVnLotteryMenu(prizeMode: string) {
  return useQuery({
    queryKey: ['vnLotteryMenu', prizeMode],
    queryFn: () => apiGet<VnLotteryMenuGroup[]>('/lgw/vn/games/game_menu', { prizeMode, device: 'WEB' }),
  });
}
