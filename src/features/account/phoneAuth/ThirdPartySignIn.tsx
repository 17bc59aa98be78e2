/**
 * The log-in popup's sign-ins through the phone-auth service (issue 19): phone sign-in where
 * MOBILELOGIN3 is on, and one button per social provider whose flag is on, all only where the
 * brand's `info.sms` configures a service (readers/phoneAuth.ts); nothing at all otherwise, never
 * a button that says it is not available. The service's code loads on the first use (adapter.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  PHONE_AUTH_CODE_SECONDS,
  PHONE_AUTH_RETRY_AFTER_SECONDS,
  type FirebaseChannel,
  type PhoneAuthSocial,
} from '../../../contract/phoneSignIn';
import { cooldownKey, formatCountdown, useCountdown } from '../../../ui/countdown';
import { mobileTarget } from '../fieldRules';
import { MutedText } from '../../../ui/MutedText';
import { useDialingCode } from '../dialingCode';
import { loadLogin, useLoginDeps } from '../lazyLogin';
import { Actions, CodeRow, FieldBox, Form, Input, InputRow, Notice } from '../parts';
import { PhoneAuthError } from './adapter';
import { usePhoneAuthAdapter, usePhoneAuthErrorText, type AdapterOf } from './hooks';
import type { PhoneAuthOffer } from './offer';
import { Block, Divider, PROVIDER_NAMES, ProviderList, TallButton } from './offerParts';
import { vars } from '../../../theme/cssVariables';


export default function ThirdPartySignIn({ offer }: { offer: PhoneAuthOffer }) {
  const { t } = useTranslation();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const adapter = usePhoneAuthAdapter(offer.provider);

  return (
    <Block data-testid="third-party-sign-in">
      <Divider>
        <span>{t('account.phoneAuthOr')}</span>
      </Divider>
      {offer.phone &&
        (phoneOpen ? (
          <PhoneSignIn adapter={adapter} onCancel={() => setPhoneOpen(false)} />
        ) : (
          <TallButton type="button" $variant="outline" $block data-testid="phone-sign-in-open" onClick={() => setPhoneOpen(true)}>
            {t('account.phoneAuthUsePhone')}
          </TallButton>
        ))}
      {offer.socials.length > 0 && <SocialButtons providers={offer.socials} adapter={adapter} />}
    </Block>
  );
}

/** After the service's token: the platform log-in, then what every log-in does next. */
function useFinish() {
  const deps = useLoginDeps();
  return async (channel: FirebaseChannel, idToken: string) => {
    const { api, flows } = await loadLogin();
    const reply = await api.firebaseLoginCall(channel, idToken);
    await flows.completeLogin(deps, { reply, type: 'firebase' });
  };
}

function PhoneSignIn({ adapter, onCancel }: { adapter: AdapterOf; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = usePhoneAuthErrorText();
  const finish = useFinish();
  const dialingCode = useDialingCode();
  const [number, setNumber] = useState('');
  // kept for the tab per number: a reload does not let the player ask for another code at once
  const countdown = useCountdown(cooldownKey('sms-phoneSignIn', mobileTarget(number)));
  const retry = useCountdown(cooldownKey('sms-phoneSignIn-hold', mobileTarget(number)));
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function send() {
    if (countdown.running || retry.running || busy) return;
    setBusy('send');
    setStatus(null);
    try {
      await (await adapter()).sendCode(dialingCode.code, number.trim());
      setSent(true);
      countdown.start(PHONE_AUTH_CODE_SECONDS);
    } catch (e) {
      if (e instanceof PhoneAuthError && e.reason === 'tooManyRequests') retry.start(PHONE_AUTH_RETRY_AFTER_SECONDS);
      setStatus(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy('confirm');
    setStatus(null);
    try {
      const token = await (await adapter()).confirm(code);
      await finish('sms', token);
    } catch (e) {
      setStatus(errorText(e));
      setBusy(null);
    }
  }

  const sendLabel = retry.running
    ? t('account.phoneAuthRetryIn', { time: formatCountdown(retry.remaining) })
    : countdown.running
      ? t('account.codeSent', { n: formatCountdown(countdown.remaining) })
      : t('account.getCode');

  return (
    <Form noValidate onSubmit={confirm} data-testid="phone-sign-in" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{t('account.phoneAuthTitle')}</Title>
      <MutedText>{t('account.phoneAuthHint')}</MutedText>
      <FieldBox>
        <label htmlFor={`${id}-number`}>{t('account.phoneAuthNumber')}</label>
        <InputRow>
          <TallInput aria-label={t('account.dialingCode')} value={`+${dialingCode.code}`} disabled readOnly />
          <TallInput
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            data-testid="phone-sign-in-number"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </InputRow>
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${id}-code`}>{t('account.phoneAuthCode')}</label>
        <CodeRow>
          <TallInput
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="phone-sign-in-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <TallButton type="button" $variant="outline" data-testid="phone-sign-in-send" disabled={countdown.running || retry.running || busy !== null} onClick={() => void send()}>
            {sendLabel}
          </TallButton>
        </CodeRow>
      </FieldBox>
      {status && (
        <Notice role="alert" data-testid="phone-sign-in-status">
          {status}
        </Notice>
      )}
      <Actions>
        <TallButton type="submit" $block disabled={!sent || busy !== null} data-testid="phone-sign-in-submit">
          {busy === 'confirm' ? t('account.submitting') : t('account.phoneAuthSubmit')}
        </TallButton>
        <TallButton type="button" $variant="outline" onClick={onCancel}>
          {t('account.phoneAuthBack')}
        </TallButton>
      </Actions>
    </Form>
  );
}

function SocialButtons({ providers, adapter }: { providers: PhoneAuthSocial[]; adapter: AdapterOf }) {
  const { t } = useTranslation();
  const errorText = usePhoneAuthErrorText();
  const finish = useFinish();
  const [busy, setBusy] = useState<PhoneAuthSocial | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function signIn(provider: PhoneAuthSocial) {
    if (busy) return;
    setBusy(provider);
    setStatus(null);
    try {
      const token = await (await adapter()).signInWith(provider);
      await finish(provider, token);
    } catch (e) {
      setStatus(errorText(e));
      setBusy(null);
    }
  }

  return (
    <>
      <ProviderList data-testid="social-sign-in">
        {providers.map((p) => (
          <TallButton key={p} type="button" $variant="outline" $block data-testid={`social-sign-in-${p}`} $busy={busy !== null} onClick={() => void signIn(p)}>
            {t('account.phoneAuthContinueWith', { provider: PROVIDER_NAMES[p] })}
          </TallButton>
        ))}
      </ProviderList>
      {status && (
        <Notice role="alert" data-testid="social-sign-in-status">
          {status}
        </Notice>
      )}
    </>
  );
}

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;

// new controls: 44 px touch targets
const TallInput = styled(Input)`
  min-height: 44px;
`;

