import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { clearSessionAtom } from '../../state/session';
import { Button } from '../../ui/Button';
import { MOBILE_MEDIA, readSessionValue } from '../hooks';

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Account = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 160px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${MOBILE_MEDIA} { max-width: 72px; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/** Minimal logged-in header: the account name and a logout button (the account area completes it). */
export function LoggedInActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearSession = useSetAtom(clearSessionAtom);
  const account = readSessionValue('account');
  return (
    <Group>
      {account && <Account data-testid="header-account" title={account}>{account}</Account>}
      <Button
        $variant="outline"
        $size="sm"
        data-testid="header-logout"
        onClick={() => {
          clearSession();
          navigate('/');
        }}
      >
        {t('header.logout')}
      </Button>
    </Group>
  );
}
