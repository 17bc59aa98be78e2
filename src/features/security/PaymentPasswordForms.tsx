/**
 * The payment password (platform-contract-member-agent.md §7): set the first one, change it with
 * the current one, or reset it by answering a security question. 6 digits, sent encrypted (the
 * calls say so); the fields are cleared once sent and never kept anywhere else.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as withdrawCalls from '../../contract/calls/withdraw';
import { Button } from '../../ui/Button';
import { Actions, Field, Form, Input, Problem } from '../../ui/formParts';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useOwnQuestions, useSecurityCall } from './queries';
import { QuestionAndAnswer } from './QuestionsForm';
import { paymentPasswordProblem } from './rules';

function PinInput({ label, value, onChange, testId, autoComplete = 'new-password' }: { label: string; value: string; onChange: (v: string) => void; testId: string; autoComplete?: string }) {
  return (
    <Field>
      {label}
      <Input type="password" inputMode="numeric" autoComplete={autoComplete} maxLength={6} value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} data-testid={testId} />
    </Field>
  );
}

type Mode = 'set' | 'change' | 'reset';

export function PaymentPasswordForm({ mode, onDone }: { mode: Mode; onDone: () => void }) {
  const { t } = useTranslation();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  const [tried, setTried] = useState(false);
  const questions = useOwnQuestions(mode === 'reset');
  const spec = mode === 'set' ? withdrawCalls.setPaymentPassword : mode === 'change' ? withdrawCalls.changePaymentPassword : withdrawCalls.resetPaymentPassword;
  const send = useSecurityCall<Record<string, string>>(spec, onDone);
  const question = (questions.data ?? []).find((q) => q.questionId === questionId) ?? questions.data?.[0] ?? null;
  const problem = paymentPasswordProblem(password, confirm, mode === 'change' ? old : undefined);
  const missing = (mode === 'change' && old.length !== 6) || (mode === 'reset' && (!question || !answer.trim()));

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (problem || missing) return;
    const fresh = { paymentPassword: password, confirmPaymentPassword: confirm };
    send.run(mode === 'set' ? fresh : mode === 'change' ? { oldPaymentPassword: old, ...fresh } : { questionId: question!.questionId, question: question!.question, answer: answer.trim(), ...fresh });
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t(`security.paymentPassword.${mode}`)} data-testid={`payment-password-${mode}-form`}>
      {mode === 'change' && <PinInput label={t('security.paymentPassword.current')} value={old} onChange={setOld} testId="payment-password-old" autoComplete="off" />}
      {mode === 'reset' &&
        (questions.isError ? (
          <ErrorMessage error={questions.error} onRetry={() => void questions.refetch()} />
        ) : questions.data && questions.data.length === 0 ? (
          <Problem role="alert">{t('security.paymentPassword.noQuestions')}</Problem>
        ) : (
          <QuestionAndAnswer questions={questions.data ?? []} questionId={question?.questionId ?? ''} onQuestion={setQuestionId} answer={answer} onAnswer={setAnswer} tried={tried} testId="payment-password" />
        ))}
      <PinInput label={t('security.paymentPassword.new')} value={password} onChange={setPassword} testId="payment-password-new" />
      <PinInput label={t('security.paymentPassword.confirm')} value={confirm} onChange={setConfirm} testId="payment-password-confirm" />
      {tried && (problem || missing) && (
        <Problem role="alert" data-testid="payment-password-problem">
          {missing ? t('security.fillAll') : t(`security.paymentPassword.problem.${problem}`)}
        </Problem>
      )}
      {send.isError && <ErrorMessage error={send.error} />}
      <Actions>
        <Button type="submit" $busy={send.isPending} data-testid="payment-password-submit">
          {t('security.save')}
        </Button>
      </Actions>
    </Form>
  );
}
