import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MOBILE_MEDIA } from '../hooks';
import { LINK } from '../../shell/links';
import { openModalAtom } from '../../shell/modals';
import { isAgentAtom, isLoggedInAtom } from '../../session/session';
import { useShellLink } from '../../session/useShellLink';
import { vars } from '../../theme/cssVariables';

const ContactButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${vars.color.link};
  text-decoration: underline;
  cursor: pointer;
  /* a 44 px touch target on phones */
  ${MOBILE_MEDIA} { min-height: 44px; }
`;

/**
 * Contact (spec): the login popup when logged out; logged in, the agent centre for agents, the
 * referral page where the referral promotion is on, else the security centre, each once a
 * feature serves it (shell/links.ts). With none served yet for a player, the link is not shown.
 */
export function FooterContact() {
  const { t } = useTranslation();
  const agent = useAtomValue(isAgentAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  const agentCentre = useShellLink(LINK.agentCentre);
  const referral = useShellLink(LINK.inviteFriends);
  const security = useShellLink(LINK.securityCenter);
  const target = (agent ? agentCentre : null) ?? referral ?? security;
  if (loggedIn && !target) return null;
  return (
    <ContactButton type="button" data-testid="footer-contact" onClick={() => (loggedIn && target ? target.open() : openModal({ name: 'login' }))}>
      {t('footer.contact')}
    </ContactButton>
  );
}
