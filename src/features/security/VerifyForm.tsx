/**
 * Binding a mobile number or an e-mail address with a code (platform-contract-member-agent.md §10):
 * the number or address, "Send code" (then a countdown from the reply's `expirationTime` in minutes
 * and seconds, no resend while it runs, a reload of the page included), the code, Verify. Every refusal shows under the step that got it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import * as security from '../../contract/calls/security';
import { VERIFICATION_OPERATION, type CodeSendReply } from '../../contract/verification';
import { Button } from '../../ui/Button';
import { cooldownKey, countdownSeconds, formatCountdown, useCountdown } from '../../ui/countdown';
import { Actions, Field, Form, Input, Problem } from '../../ui/formParts';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useSecurityCall } from './queries';
import { useOneAtATime } from '../../api/oneAtATime';
import { CODE, EMAIL, MOBILE } from './rules';

export type Channel = 'mobile' | 'email';

export function VerifyForm({ channel, dialingCode, onDone }: { channel: Channel; dialingCode: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState<'send' | 'verify' | null>(null);
  const value = channel === 'mobile' ? target.replace(/[\s-]/g, '') : target.trim().toLowerCase();
  const targetOk = (channel === 'mobile' ? MOBILE : EMAIL).test(value);
  // the cooldown is the number's or the address's, kept for the tab: a reload still counts down
  const countdown = useCountdown(targetOk ? cooldownKey(`bind-${channel}`, value) : null);
  const send = useOneAtATime({
    mutationFn: () =>
      call<CodeSendReply | null>(
        channel === 'mobile' ? security.smsSend : security.mailSend,
        { body: channel === 'mobile' ? { mobileNum: value, operationType: VERIFICATION_OPERATION.BIND, countryDialingCode: dialingCode } : { email: value, operationType: VERIFICATION_OPERATION.BIND } },
      ),
    onSuccess: (reply) => countdown.start(countdownSeconds(reply)),
  });
  const verify = useSecurityCall<Record<string, string | null>>(channel === 'mobile' ? security.smsVerify : security.mailVerify, onDone);

  function sendCode() {
    setTried('send');
    if (targetOk) send.run();
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    setTried('verify');
    if (!targetOk || !CODE.test(code)) return;
    verify.run(channel === 'mobile' ? { countryDialingCode: dialingCode, mobileNum: value, verificationCode: code } : { email: value, verificationCode: code });
  }

  const p = `verify-${channel}`;
  return (
    <Form onSubmit={submit} noValidate aria-label={t(`security.${channel}.title`)} data-testid={`${p}-form`}>
      <Field>
        {t(`security.${channel}.label`)}
        <Actions>
          <Input
            type={channel === 'mobile' ? 'tel' : 'email'}
            inputMode={channel === 'mobile' ? 'numeric' : 'email'}
            autoComplete={channel === 'mobile' ? 'tel-national' : 'email'}
            maxLength={channel === 'mobile' ? 20 : 120}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            aria-invalid={tried && !targetOk ? true : undefined}
            data-testid={`${p}-target`}
          />
          <Button $variant="outline" onClick={sendCode} disabled={countdown.running} $busy={send.isPending} data-testid={`${p}-send`}>
            {countdown.running ? t('security.codeSent', { seconds: formatCountdown(countdown.remaining) }) : t('security.sendCode')}
          </Button>
        </Actions>
        {tried && !targetOk && <Problem data-testid={`${p}-target-problem`}>{t(`security.${channel}.invalid`)}</Problem>}
      </Field>
      {send.isError && <ErrorMessage error={send.error} />}
      <Field>
        {t('security.code')}
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} aria-invalid={tried === 'verify' && !CODE.test(code) ? true : undefined} data-testid={`${p}-code`} />
        {tried === 'verify' && !CODE.test(code) && <Problem>{t('security.codeNeeded')}</Problem>}
      </Field>
      {verify.isError && <ErrorMessage error={verify.error} />}
      <Actions>
        <Button type="submit" $busy={verify.isPending} data-testid={`${p}-submit`}>
          {t('security.verify')}
        </Button>
      </Actions>
    </Form>
  );
}
