import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../shell/modals';
import { registeredAction } from '../../shell/slots';
import { prefetchPage } from '../prefetchPage';
import { prefetchDialog } from '../ModalHost';
import { Button } from '../../ui/Button';
import { MOBILE_MEDIA, NARROW_MEDIA } from '../hooks';
import { vars } from '../../theme/cssVariables';

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  ${MOBILE_MEDIA} {
    button { min-height: 44px; padding: 0 ${vars.space.sm}; font-size: ${vars.fontSize.sm}; }
  }
  ${NARROW_MEDIA} {
    button { padding: 0 6px; }
  }
`;

/** On phones the log-in popup offers free play instead (its "Try free play", same switch). */
const FreeDemoButton = styled(Button)`
  ${NARROW_MEDIA} { display: none; }
`;

/** Login, and Register / Free demo when the brand turns them on. */
export function LoggedOutActions() {
  const brand = useBrand();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openModal = useSetAtom(openModalAtom);
  const store = useStore();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const freePlay = registeredAction('freePlay');
  return (
    <Group>
      {brand.header.showFreeDemo && freePlay && (
        <FreeDemoButton
          $variant="headerOutline"
          data-testid="header-free-demo"
          disabled={starting}
          aria-busy={starting || undefined}
          onClick={() => {
            // a guest (trial) session at once; if the platform refuses, the login popup offers it again with the reason
            setStarting(true);
            // the action's code is a chunk of its own: most visitors never press this
            freePlay
              .run({ navigate, store, queryClient })
              .catch(() => openModal({ name: 'login' }))
              .finally(() => setStarting(false));
          }}
        >
          {t('header.freeDemo')}
        </FreeDemoButton>
      )}
      <Button
        $variant="headerPrimary"
        data-testid="header-login"
        onPointerEnter={() => prefetchDialog('login')}
        onFocus={() => prefetchDialog('login')}
        onClick={() => openModal({ name: 'login' })}
      >
        {t('header.login')}
      </Button>
      {brand.header.showRegister && (
        <Button
          $variant="headerAccent"
          data-testid="header-register"
          onPointerEnter={() => prefetchPage('/register')}
          onFocus={() => prefetchPage('/register')}
          onClick={() => navigate('/register')}
        >
          {t('header.register')}
        </Button>
      )}
    </Group>
  );
}
