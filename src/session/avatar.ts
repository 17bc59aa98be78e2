/**
 * The player's avatar for the header (spec sections 2 and 7): MCSFE_getPlayerAvatar, and the
 * legacy profile icon (/wps/member/info/icon) when that call fails or names none. Loaded with the
 * player's header chunk, never at boot. Choosing an avatar (the security centre) invalidates
 * `avatarQueryKey`'s prefix `['member', 'avatar']`, so the header and the centre follow at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '../api/client';
import { useBrand } from '../brand/context';
import { FLAG } from '../contract/flags';
import * as accountCalls from '../contract/calls/account';
import { readPlayerAvatar, type PlayerAvatar } from '../contract/readers/avatar';
import { SESSION_QUERY } from './member';
import { tokenAtom } from './session';

export const avatarQueryKey = (token: string | null) => ['member', 'avatar', token] as const;

export async function fetchPlayerAvatar(iconCall: boolean): Promise<PlayerAvatar | null> {
  const avatar = await call<unknown>(accountCalls.playerAvatar).then(readPlayerAvatar, () => null);
  if (avatar || !iconCall) return avatar;
  const icon = await call<unknown>(accountCalls.memberIcon).then(readPlayerAvatar, () => null);
  // the icon call's 0 means "no icon" (the player uploaded a picture, or never chose one)
  return icon?.kind === 'icon' && /^0+$/.test(icon.id) ? null : icon;
}

/**
 * The header's avatar, and the security centre's current one from the same query and request.
 * The legacy icon is asked where the brand offers it (its PROFPIC3 switch). A failed call is no avatar.
 */
export function usePlayerAvatar({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useAtomValue(tokenAtom);
  const iconCall = useBrand().flags[FLAG.PROFILE_PICTURE] === true;
  return useQuery({
    queryKey: avatarQueryKey(token),
    queryFn: () => fetchPlayerAvatar(iconCall),
    meta: SESSION_QUERY,
    enabled: enabled && token !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
