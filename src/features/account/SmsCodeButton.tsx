/**
 * "Get code": the human check first (HumanCheckGate: the client's slider, or the platform's
 * puzzle whose answer the send carries), then the send call throttled to once a second, then a
 * countdown of expiredMinutes x 60 s showing 'code sent (n)'; no resend while it counts
 * (spec sections 4 and 9). A failed send opens a warning dialog with the platform's message; a
 * puzzle's answer is used up by the send, so a new puzzle follows it, sent or refused.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownSeconds, useCountdown } from '../../ui/countdown';
import { createThrottle } from '../../ui/throttle';
import { Button } from '../../ui/Button';
import { useAccountErrorText } from './accountErrorText';
import { sendSmsCode, type SmsPurpose } from './api';
import { useDialingCode } from './dialingCode';
import type { HumanCheckGate } from './HumanCheckGate';
import { MessageDialog } from './MessageDialog';

export function SmsCodeButton({
  purpose,
  getMobile,
  getDialingCode,
  gate,
  testId = 'sms-send',
}: {
  purpose: SmsPurpose;
  /** the validated mobile number, or null (the form shows why) */
  getMobile: () => Promise<string | null>;
  /** the dialing code the player typed, where the brand lets them change it; else the brand's */
  getDialingCode?: () => string;
  /** the human check the send waits for */
  gate: HumanCheckGate;
  testId?: string;
}) {
  const { t } = useTranslation();
  const errorText = useAccountErrorText();
  const dialingCode = useDialingCode();
  const countdown = useCountdown();
  const throttle = useMemo(() => createThrottle(), []);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    const mobile = await getMobile();
    if (!mobile) return;
    setSending(true);
    try {
      const reply = await sendSmsCode(purpose, mobile, getDialingCode?.() || dialingCode.code, gate.answer);
      countdown.start(countdownSeconds(reply));
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setSending(false);
      if (gate.server) gate.renew();
    }
  }

  return (
    <>
      <Button
        type="button"
        $variant="outline"
        data-testid={testId}
        disabled={countdown.running || sending}
        onClick={() => {
          if (countdown.running || sending) return;
          if (!gate.demand()) return;
          throttle.run(() => void send());
        }}
      >
        {countdown.running ? t('account.codeSent', { n: countdown.remaining }) : t('account.getCode')}
      </Button>
      {failure && <MessageDialog title={t('account.warning')} message={failure} onClose={() => setFailure(null)} testId="sms-error-dialog" />}
    </>
  );
}
