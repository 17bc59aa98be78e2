/** Setting a first payment password (6 digits, twice): sent encrypted, never kept on the client. */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import * as withdrawCalls from '../../../contract/calls/withdraw';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { Field, Form, Input, Note, Problem } from '../parts';

export const PAYMENT_PASSWORD = /^\d{6}$/;

export function SetPaymentPassword() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const set = useOneAtATime({
    mutationFn: () => call(withdrawCalls.setPaymentPassword, { body: { paymentPassword: password, confirmPaymentPassword: confirm } }),
    onSuccess: () => {
      setPassword('');
      setConfirm('');
      void client.invalidateQueries({ queryKey: ['withdraw', 'hasPaymentPassword'] });
    },
  });
  const problem = !PAYMENT_PASSWORD.test(password) ? t('money.withdraw.passwordRule') : password !== confirm ? t('money.withdraw.passwordMismatch') : null;
  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!problem) set.run();
  }
  return (
    <Panel data-testid="payment-password-set">
      <Form onSubmit={submit} noValidate aria-label={t('money.withdraw.setPaymentPassword')}>
        <Note>{t('money.withdraw.setPaymentPasswordWhy')}</Note>
        <Field>
          {t('money.withdraw.paymentPassword')}
          <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={password} onChange={(e) => setPassword(e.target.value)} data-testid="payment-password-new" />
        </Field>
        <Field>
          {t('money.withdraw.confirmPaymentPassword')}
          <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={confirm} onChange={(e) => setConfirm(e.target.value)} data-testid="payment-password-confirm" />
        </Field>
        {tried && problem && <Problem role="alert">{problem}</Problem>}
        {set.isError && <ErrorMessage error={set.error} />}
        <Button type="submit" $busy={set.isPending} data-testid="payment-password-submit">
          {t('money.withdraw.setPaymentPassword')}
        </Button>
      </Form>
    </Panel>
  );
}
