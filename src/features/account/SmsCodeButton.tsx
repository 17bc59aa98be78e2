/**
 * "Get code": the human check first (HumanCheckGate: the client's slider, or the platform's
 * puzzle whose answer the send carries), then the send call throttled to once a second, then a
 * countdown of expiredMinutes x 60 s showing 'code sent (m:ss)'; no resend while it counts
 * (spec sections 4 and 9), a reload included: the cooldown's end is kept for the tab per purpose
 * and number (`target`, the number as typed; none kept without it). A failed send opens a warning dialog with the platform's message; a
 * puzzle's answer is used up by the send, so a new puzzle follows it, sent or refused.
 * Another sender (the phone-auth service's, phoneAuth/registrationCode.ts) brings its own send,
 * countdown, wording and the wait a refusal imposes (too many requests: 5 minutes).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cooldownKey, countdownSeconds, formatCountdown, useCountdown } from '../../ui/countdown';
import { createThrottle } from '../../ui/throttle';
import { Button } from '../../ui/Button';
import { useErrorText } from '../../ui/StatusMessage';
import { sendSmsCode, type SmsPurpose } from './api';
import { mobileTarget } from './fieldRules';
import { useDialingCode } from './dialingCode';
import type { HumanCheckGate } from './HumanCheckGate';
import { MessageDialog } from './MessageDialog';

/** A way to send the code other than the platform's SMS call. */
export interface CodeSender {
  /** sends the code; resolves to the countdown's seconds */
  send: (mobile: string, dialingCode: string) => Promise<number>;
  /** the words for a refused send */
  errorText: (e: unknown) => string;
  /** seconds the button waits after this refusal before another send (0: none) */
  holdAfter: (e: unknown) => number;
}

export function SmsCodeButton({
  purpose,
  getMobile,
  getDialingCode,
  gate,
  sender,
  target,
  testId = 'sms-send',
}: {
  purpose: SmsPurpose;
  /** the validated mobile number, or null (the form shows why) */
  getMobile: () => Promise<string | null>;
  /** the dialing code the player typed, where the brand lets them change it; else the brand's */
  getDialingCode?: () => string;
  /** the human check the send waits for */
  gate: HumanCheckGate;
  /** where not the platform's SMS code call */
  sender?: CodeSender;
  /** the number in the form now: its cooldown is kept for the tab, so a reload still counts down */
  target?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialingCode = useDialingCode();
  const countdown = useCountdown(cooldownKey(`sms-${purpose}`, mobileTarget(target)));
  const hold = useCountdown(cooldownKey(`sms-${purpose}-hold`, mobileTarget(target)));
  const throttle = useMemo(() => createThrottle(), []);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    const mobile = await getMobile();
    if (!mobile) return;
    setSending(true);
    const dial = getDialingCode?.() || dialingCode.code;
    try {
      countdown.start(sender ? await sender.send(mobile, dial) : countdownSeconds(await sendSmsCode(purpose, mobile, dial, gate.answer)));
    } catch (e) {
      const wait = sender?.holdAfter(e) ?? 0;
      if (wait > 0) hold.start(wait);
      setFailure(sender ? sender.errorText(e) : errorText(e));
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
        disabled={countdown.running || hold.running || sending}
        onClick={() => {
          if (countdown.running || hold.running || sending) return;
          if (!gate.demand()) return;
          throttle.run(() => void send());
        }}
      >
        {hold.running
          ? t('account.phoneAuthRetryIn', { time: formatCountdown(hold.remaining) })
          : countdown.running
            ? t('account.codeSent', { n: formatCountdown(countdown.remaining) })
            : t('account.getCode')}
      </Button>
      {failure && <MessageDialog title={t('account.warning')} message={failure} onClose={() => setFailure(null)} testId="sms-error-dialog" />}
    </>
  );
}
