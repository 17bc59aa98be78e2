/**
 * The log-in's second step (a log-in from an unregistered IP, LOGINIPVERF3, or a two-factor
 * account): shown in place of the log-in form once the platform accepts the password and answers
 * with a challenge. The platform sent the first code with the challenge, so the resend countdown
 * starts at once; a resend waits for it (the spec's SMS throttle) and is itself throttled to 1 s.
 * A lazy chunk of the log-in popup: nothing of it loads until a challenge arrives.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { loginVerification } from '../../contract/calls/signIn';
import type { VerificationChallenge } from '../../contract/readers/signIn';
import { Button } from '../../ui/Button';
import { countdownSeconds, formatCountdown, useCountdown } from '../../ui/countdown';
import { MutedText } from '../../ui/MutedText';
import { useErrorText } from '../../ui/StatusMessage';
import { createThrottle } from '../../ui/throttle';
import type { LoginReply } from './api';
import { validVerificationCode } from './verificationCode';
import { Actions, CodeRow, FieldBox, FieldError, Form, Input, LinkButton, Notice } from './parts';

/** The first code's countdown when the challenge says nothing of its life: the SMS throttle (60 s). */
const FIRST_CODE_SECONDS = 60;

export default function LoginVerification({
  challenge,
  onVerified,
  onCancel,
}: {
  challenge: VerificationChallenge;
  onVerified: (reply: LoginReply) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const countdown = useCountdown();
  const throttle = useMemo(() => createThrottle(), []);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { start } = countdown;

  useEffect(() => {
    start(FIRST_CODE_SECONDS);
    input.current?.focus();
  }, [start]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStatus(null);
    const problem = validVerificationCode(code);
    if (problem) {
      setCodeError(t(`account.verifyCode_${problem}`));
      input.current?.focus();
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      const reply = await call<LoginReply>(loginVerification, { body: { verifyToken: challenge.verifyToken, method: 'SMS', verificationCode: code.trim() } });
      setStatus(t('account.verifyDone'));
      await onVerified(reply);
    } catch (e) {
      setStatus(errorText(e));
      setBusy(false);
    }
  }

  async function resend() {
    setStatus(null);
    setResending(true);
    try {
      const reply = await call<{ expiredMinutes?: number | string | null } | null>(loginVerification, {
        body: { verifyToken: challenge.verifyToken, method: 'SMS', resend: true },
      });
      countdown.stop();
      start(countdownSeconds(reply, Date.now(), FIRST_CODE_SECONDS));
    } catch (e) {
      setStatus(errorText(e));
    } finally {
      setResending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="login-verification" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.verifyTitle')}</h3>
      <MutedText data-testid="login-verification-reason">{challenge.reason === 'twoFactor' ? t('account.verifyTwoFactor') : t('account.verifyNewIp')}</MutedText>
      <MutedText data-testid="login-verification-mobile">
        {challenge.mobileHint ? t('account.verifySentTo', { mobile: challenge.mobileHint }) : t('account.verifySent')}
      </MutedText>
      <CodeRow>
        <FieldBox>
          <Input
            ref={input}
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={`* ${t('account.field_verificationCode')}`}
            aria-label={t('account.field_verificationCode')}
            aria-required
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? errorId : undefined}
            data-testid="login-verification-code"
          />
          {codeError && <FieldError id={errorId}>{codeError}</FieldError>}
        </FieldBox>
        <Button
          type="button"
          $variant="outline"
          data-testid="login-verification-resend"
          disabled={countdown.running || resending}
          onClick={() => throttle.run(() => void resend())}
        >
          {countdown.running ? t('account.codeSent', { n: formatCountdown(countdown.remaining) }) : t('account.getCode')}
        </Button>
      </CodeRow>
      {status && (
        <Notice role="alert" data-testid="login-verification-status">
          {status}
        </Notice>
      )}
      <Actions>
        <Button type="submit" $block $busy={busy} data-testid="login-verification-submit">
          {busy ? t('account.submitting') : t('account.verifySubmit')}
        </Button>
      </Actions>
      <Actions>
        <LinkButton type="button" data-testid="login-verification-cancel" onClick={onCancel}>
          {t('account.verifyBack')}
        </LinkButton>
      </Actions>
    </Form>
  );
}
