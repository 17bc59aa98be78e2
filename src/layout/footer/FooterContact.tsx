import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { openModalAtom } from '../../state/modals';
import { useBrand } from '../../brand/context';
import { isAgentAtom, isLoggedInAtom } from '../../state/session';

const ContactButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
`;

/** Contact (spec): login popup when logged out, agent centre for agents, the referral page with the referral promotion, else the security centre. */
export function FooterContact() {
  const { t } = useTranslation();
  const brand = useBrand();
  const agent = useAtomValue(isAgentAtom);
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  return (
    <ContactButton
      type="button"
      data-testid="footer-contact"
      onClick={() => {
        if (!loggedIn) openModal({ name: 'login' });
        else if (agent) navigate('/?member=agentCenter');
        else if (brand.features.referral) navigate('/?member=referral');
        else navigate('/?member=securityCenter');
      }}
    >
      {t('footer.contact')}
    </ContactButton>
  );
}
