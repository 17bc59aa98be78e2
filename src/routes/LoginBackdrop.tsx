/**
 * The log-in landing of a logged-in-only brand: every game there needs a session (the guard sends
 * every other address here), so the popup opens over the brand's own backdrop, with no games
 * behind it. Closed, the popup leaves a way back to it here (and in the header).
 */
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/context';
import { openModalAtom } from '../shell/modals';
import { Button } from '../ui/Button';
import { MutedText } from '../ui/MutedText';
import { PageTitle } from '../ui/Page';
import { vars } from '../theme/cssVariables';

/** Fills the view under the header, the brand's background showing through. */
const Backdrop = styled.section`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${vars.space.md};
  min-height: calc(100dvh - ${vars.layout.headerHeight});
  padding: ${vars.space.md};
  text-align: center;
`;

/** A 44 px touch target. */
const OpenButton = styled(Button)`
  min-height: 44px;
`;

export function LoginBackdrop() {
  const { t } = useTranslation();
  const brand = useBrand();
  const openModal = useSetAtom(openModalAtom);
  return (
    <Backdrop data-testid="login-backdrop" aria-labelledby="login-backdrop-title">
      <PageTitle id="login-backdrop-title">{brand.name}</PageTitle>
      <MutedText>{t('home.membersOnly')}</MutedText>
      <OpenButton type="button" data-testid="login-backdrop-open" onClick={() => openModal({ name: 'login' })}>
        {t('header.login')}
      </OpenButton>
    </Backdrop>
  );
}
