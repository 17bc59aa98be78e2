/** Whitelabel module ids (feature flags) the site reads, and flattening of the whitelabel tree. */
import type { WhitelabelNode } from './documents';

export const FLAG = {
  DIRECT_REGISTER: 'DIRECTREG3',
  FREE_PLAY: 'FREEPLAY3',
  SMS_LOGIN: 'MOBILEVERCODELOGIN3',
  MOBILE_REGISTER: 'MOBILENUMREG3',
  USERNAME_REGISTER: 'USERNAMEREG3',
  MOBILE_REGISTER_VERIFICATION: 'REGMOBVERF3',
  MOBILE_REGISTER_PASSWORD: 'MOBILENUMPASSREG3',
  FORCE_PASSWORD_CHANGE_ON_EXPIRY: 'PWDEXPFORCECHANGE3',
  CHAT: 'CBS3',
  PHONE_PASSWORD_RESET: 'CHNGPASSVERIF3',
  /**
   * "Logged-in users only" brand setting (spec §2 guard). The real modId is UNCONFIRMED:
   * LOGINONLY3 follows the naming of the other *3 flags. Change it here only.
   */
  LOGGED_IN_ONLY: 'LOGINONLY3',
  /**
   * Firebase-based social sign-in (Facebook, Google buttons on the register form). The real
   * modId is UNCONFIRMED: FIREBASEREG3 is what the sample permission replies carry. Change it here only.
   */
  SOCIAL_SIGN_IN: 'FIREBASEREG3',
  /**
   * The referral promotion ("invite friends" in the avatar menu; the spec's
   * availablePromo.REFERRAL.enabled). Read from the whitelabel modId REFERRAL3 (UNCONFIRMED
   * that the platform's promotion switch and this modId always agree). Change it here only.
   */
  REFERRAL: 'REFERRAL3',
} as const;

/**
 * Flattens the whitelabel tree (depth-first, pre-order) into modId -> enabled === "1".
 * A disabled parent does NOT disable its children: the spec reads every setting flag by its
 * own modId and says nothing of inheritance. If a modId appears more than once, the later
 * node (in pre-order) wins.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[] | null | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const stack: WhitelabelNode[] = [...(nodes ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as WhitelabelNode;
    flags[node.modId] = node.enabled === '1';
    const children = node.childrenNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as WhitelabelNode);
  }
  return flags;
}
