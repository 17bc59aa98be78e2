import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { openModalAtom } from '../../state/modals';
import { isLoggedInAtom } from '../../state/session';
import { readSessionValue } from '../hooks';

const ContactButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
`;

/** Contact: login popup when logged out, agent centre for agents, else the security centre. */
export function FooterContact() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  return (
    <ContactButton
      type="button"
      data-testid="footer-contact"
      onClick={() => {
        if (!loggedIn) openModal({ name: 'login' });
        else if (readSessionValue('isAgent') === 'true') navigate('/agent');
        else navigate('/?member=securityCenter');
      }}
    >
      {t('footer.contact')}
    </ContactButton>
  );
}
