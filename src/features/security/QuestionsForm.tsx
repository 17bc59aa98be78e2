/** Security questions (SECQUES3): pick one of the platform's questions and answer it; the answer resets the payment password. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as security from '../../contract/calls/security';
import type { SecurityQuestion } from '../../contract/readers/security';
import { Button } from '../../ui/Button';
import { Actions, Field, Form, Input, Problem, Select } from '../../ui/formParts';
import { QueryStatus } from '../../ui/QueryStatus';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useQuestionChoices, useSecurityCall } from './queries';

/** A question of `questions` and its answer (setting the player's question, or answering it to reset the payment password). */
export function QuestionAndAnswer({ questions, questionId, onQuestion, answer, onAnswer, tried, testId }: { questions: SecurityQuestion[]; questionId: string; onQuestion: (id: string) => void; answer: string; onAnswer: (a: string) => void; tried: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Field>
        {t('security.questions.question')}
        <Select value={questionId} onChange={(e) => onQuestion(e.target.value)} data-testid={`${testId}-question`}>
          {questions.map((q) => (
            <option key={q.questionId} value={q.questionId}>
              {q.question}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {t('security.questions.answer')}
        <Input autoComplete="off" maxLength={100} value={answer} onChange={(e) => onAnswer(e.target.value)} aria-invalid={tried && !answer.trim() ? true : undefined} data-testid={`${testId}-answer`} />
        {tried && !answer.trim() && <Problem>{t('security.fillAll')}</Problem>}
      </Field>
    </>
  );
}

export function QuestionsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const choices = useQuestionChoices(true);
  const [picked, setPicked] = useState('');
  const [answer, setAnswer] = useState('');
  const [tried, setTried] = useState(false);
  const send = useSecurityCall<{ questions: Array<{ questionId: string; answer: string }> }>(security.setSecurityQuestions, onDone);
  return (
    <QueryStatus query={choices} isEmpty={(list) => list.length === 0} empty={t('security.questions.none')}>
      {(list) => {
        const questionId = picked || list[0]!.questionId;
        const submit = (e: FormEvent) => {
          e.preventDefault();
          setTried(true);
          if (answer.trim()) send.run({ questions: [{ questionId, answer: answer.trim() }] });
        };
        return (
          <Form onSubmit={submit} noValidate aria-label={t('security.questions.title')} data-testid="questions-form">
            <QuestionAndAnswer questions={list} questionId={questionId} onQuestion={setPicked} answer={answer} onAnswer={setAnswer} tried={tried} testId="questions" />
            {send.isError && <ErrorMessage error={send.error} />}
            <Actions>
              <Button type="submit" $busy={send.isPending} data-testid="questions-submit">
                {t('security.save')}
              </Button>
            </Actions>
          </Form>
        );
      }}
    </QueryStatus>
  );
}
