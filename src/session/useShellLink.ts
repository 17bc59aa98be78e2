/**
 * A named destination of the shell (shell/slots.ts `registerLinks`) for a button or menu entry:
 * null when no feature serves it or it is not for this brand or player (the entry is not shown),
 * else how to open it, behind the login gate (and the trial warning for a real-account page).
 */
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../brand/context';
import { registeredLink, type LinkContext } from '../shell/slots';
import { readSwitch } from '../contract/flags';
import { accountTypeAtom, isAgentAtom, memberAtom, TRIAL_TYPE } from './session';
import { useRequireLogin } from './useRequireLogin';

export interface ShellLink {
  to: string;
  open: () => void;
}

export function useLinkContext(): LinkContext {
  const brand = useBrand();
  const accountType = useAtomValue(accountTypeAtom);
  const agent = useAtomValue(isAgentAtom);
  const toUpline = readSwitch(useAtomValue(memberAtom)?.toUpline).on;
  return { flags: brand.flags, features: brand.features, accountType, trial: accountType === TRIAL_TYPE, agent, toUpline };
}

/** The links of `ids` that are registered and visible, in the given order. */
export function visibleLinks(ids: readonly string[], context: LinkContext) {
  return ids.map((id) => registeredLink(id)).filter((l): l is NonNullable<typeof l> => Boolean(l && (!l.visible || l.visible(context))));
}

export function useShellLink(id: string): ShellLink | null {
  const context = useLinkContext();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const link = visibleLinks([id], context)[0];
  const open = useCallback(() => {
    if (!link) return;
    if (link.public) navigate(link.to);
    else requireLogin(() => navigate(link.to), { realAccount: link.realAccount });
  }, [link, navigate, requireLogin]);
  return link ? { to: link.to, open } : null;
}
