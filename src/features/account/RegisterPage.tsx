/** /register: the registration form as a page (tabs, Reset, back link, ?referralCode= prefill). */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { useSetAtom } from 'jotai';
import { openModalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { useRegistrationOpen } from './invitation';
import { NewPlayerPromotions } from './NewPlayerPromotions';
import { RegisterForm } from './RegisterForm';
import { vars } from '../../theme/cssVariables';
import { touchLink } from '../../ui/touchTarget';

const Page = styled.section`
  width: min(480px, 100%);
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md};
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
  & > * { min-width: 0; }
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${vars.color.link};
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
  ${touchLink}
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
`;

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { bonusAmount } = useBrand().registration;
  const open = useRegistrationOpen();
  const openModal = useSetAtom(openModalAtom);
  if (!open) {
    // the brand opens accounts through its agents' and affiliates' links only
    return (
      <Page data-testid="register-page">
        <Back to="/">← {t('account.backHome')}</Back>
        <Title>{t('account.registerTitlePlain')}</Title>
        <Intro data-testid="register-invitation-only">{t('account.registerByInvitation')}</Intro>
        <Button onClick={() => openModal({ name: 'login' })} data-testid="register-invitation-login">
          {t('header.login')}
        </Button>
      </Page>
    );
  }
  return (
    <Page data-testid="register-page">
      <Back to="/">← {t('account.backHome')}</Back>
      {/* spec section 9: the title states the brand's bonus; a brand without one gets a plain title */}
      <Title>{bonusAmount ? t('account.registerTitle', { amount: bonusAmount }) : t('account.registerTitlePlain')}</Title>
      <Intro>{t('account.registerIntro')}</Intro>
      <NewPlayerPromotions />
      <RegisterForm variant="page" referralCode={params.get('referralCode')} />
    </Page>
  );
}
