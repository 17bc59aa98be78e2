/**
 * securityCenter (platform-contract-member-agent.md §10): the completeness score and, for each
 * thing the brand's modIds offer, whether it is set and its form in place: the avatar, the login
 * password (the account feature's dialog), the payment password (set, change, reset by a security
 * question), security questions, the mobile number and e-mail bound by code, real name and ID
 * where the platform asks, and a social account linked for good where the platform lists networks.
 * Each change refreshes the score.
 */
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { FLAG } from '../../contract/flags';
import { useShellLink } from '../../session/useShellLink';
import { LINK, WITHDRAW_BIND_PARAM } from '../../shell/links';
import { openModalAtom } from '../../shell/modals';
import { QueryStatus } from '../../ui/QueryStatus';
import { Loading } from '../../ui/Spinner';
import { AvatarPicker } from './AvatarPicker';
import { IdentityForm, useFieldLabel } from './IdentityForm';
import { Overview } from './Overview';
import { PaymentPasswordForm } from './PaymentPasswordForms';
import { useAvatar, useHasPaymentPassword, useIdentityFields, useMemberContacts, useSecurityOverview, useSocialAccounts } from './queries';
import { QuestionsForm } from './QuestionsForm';
import { isComplete, maskEmail, maskMobile, securitySections, type ItemPlaces } from './rules';
import { Section } from './Section';
import { socialName, SocialLinkForm } from './SocialLink';
import { VerifyForm } from './VerifyForm';
import { vars } from '../../theme/cssVariables';

const Pending = styled.div`
  min-height: 100dvh;
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const sections = securitySections(brand.flags);
  const openModal = useSetAtom(openModalAtom);
  const overview = useSecurityOverview();
  const contacts = useMemberContacts();
  const hasPayment = useHasPaymentPassword(sections.paymentPassword);
  const avatar = useAvatar(sections.avatar);
  const identity = useIdentityFields();
  const social = useSocialAccounts();
  const fieldLabel = useFieldLabel();
  const done = (key: Parameters<typeof isComplete>[1]) => (overview.data ? isComplete(overview.data, key) : null);
  const mobileDone = done('mobileVerified') === true;
  const emailDone = done('emailVerified') === true;
  const questionsDone = done('securityQuestions') === true;
  // a bank card or an e-wallet is added on the withdrawal page, where the brand has it and binds accounts
  const withdraw = useShellLink(LINK.withdraw);
  const places: ItemPlaces = {
    sections,
    identity: identity.isSuccess && identity.data.length > 0,
    withdraw: withdraw && brand.flags[FLAG.BIND_CARD] === true ? withdraw.to : null,
    bindParam: WITHDRAW_BIND_PARAM,
  };

  // the sections wait for every reply that decides which of them show, and then come together:
  // one arriving late would otherwise push those below it down (the log-in password's moved 0.07
  // on a phone when the avatar's arrived); the pending place is taller than the screen, so what
  // follows the page does not move into view and out again
  // The avatar counts only where its section shows: the query is the header's, and its first
  // request may start after this page has drawn its sections (the player's header coming late);
  // counted then, the page went back to its pending place and an open form lost what was typed.
  const avatarLoading = sections.avatar && avatar.isLoading;
  if (avatarLoading || [overview, contacts, hasPayment, identity, social].some((q) => q.isLoading)) {
    return (
      <Pending data-testid="security-centre-pending">
        <Loading />
      </Pending>
    );
  }

  return (
    <Stack data-testid="security-centre">
      <QueryStatus query={overview}>{(o) => <Overview overview={o} places={places} />}</QueryStatus>

      {sections.avatar && avatar.isSuccess && (
        <Section id="avatar" title={t('security.avatar.title')} done={null} action={t('security.change')}>
          {(close) => <AvatarPicker current={avatar.data} onDone={close} />}
        </Section>
      )}

      {sections.loginPassword && (
        <Section id="loginPassword" title={t('security.item.loginPassword')} detail={t('security.loginPasswordNote')} done={null} action={t('security.change')} onAction={() => openModal({ name: 'changePassword' })} />
      )}

      {sections.paymentPassword && hasPayment.isSuccess && (
        <Section id="paymentPassword" title={t('security.item.paymentPassword')} done={hasPayment.data} action={hasPayment.data ? t('security.change') : t('security.setUp')}>
          {(close) => <PaymentPasswordForm mode={hasPayment.data ? 'change' : 'set'} onDone={close} />}
        </Section>
      )}
      {sections.resetPaymentPassword && hasPayment.data === true && (
        <Section id="paymentPasswordReset" title={t('security.paymentPassword.reset')} detail={t('security.paymentPassword.resetNote')} done={null} action={t('security.paymentPassword.resetAction')}>
          {(close) => <PaymentPasswordForm mode="reset" onDone={close} />}
        </Section>
      )}

      {sections.securityQuestions && overview.isSuccess && (
        <Section id="questions" title={t('security.questions.title')} done={questionsDone} action={questionsDone ? t('security.change') : t('security.setUp')}>
          {(close) => <QuestionsForm onDone={close} />}
        </Section>
      )}

      {sections.mobile && overview.isSuccess && (
        <Section
          id="mobile"
          title={t('security.mobile.title')}
          detail={mobileDone && contacts.data?.mobile ? maskMobile(contacts.data.mobile) : undefined}
          done={mobileDone}
          action={!mobileDone ? t('security.bind') : sections.mobileChange ? t('security.change') : undefined}
        >
          {(close) => <VerifyForm channel="mobile" dialingCode={contacts.data?.countryDialingCode ?? null} onDone={close} />}
        </Section>
      )}
      {sections.email && overview.isSuccess && (
        <Section id="email" title={t('security.email.title')} detail={emailDone && contacts.data?.email ? maskEmail(contacts.data.email) : undefined} done={emailDone} action={emailDone ? t('security.change') : t('security.bind')}>
          {(close) => <VerifyForm channel="email" dialingCode={null} onDone={close} />}
        </Section>
      )}

      {identity.isSuccess && identity.data.length > 0 && (
        <Section
          id="identity"
          title={t('security.identity.title')}
          detail={identity.data
            .filter((f) => f.locked && f.value)
            .map((f) => `${fieldLabel(f.name)}: ${f.value}`)
            .join(' · ') || undefined}
          done={identity.data.every((f) => f.locked || !f.required)}
          action={identity.data.some((f) => !f.locked) ? t('security.setUp') : undefined}
        >
          {(close) => <IdentityForm fields={identity.data} onDone={close} />}
        </Section>
      )}

      {social.isSuccess && social.data.length > 0 && (
        <Section
          id="social"
          title={t('security.social.title')}
          detail={social.data
            .filter((s) => s.linked)
            .map((s) => `${socialName(s.socialType)}: ${s.account ?? ''}`)
            .join(' · ') || undefined}
          done={social.data.some((s) => s.linked)}
          action={social.data.some((s) => !s.linked) ? t('security.social.link') : undefined}
        >
          {(close) => <SocialLinkForm accounts={social.data} onDone={close} />}
        </Section>
      )}
    </Stack>
  );
}
