/**
 * Feedback (spec: six question types; content within the min and max; up to 3 png/jpg images of
 * at most 5 MB each): sent with PUT /wps/feedback, the images compressed in the browser (the
 * shape is designed here: contract/feedback.ts). Opened from the left bar's customer service.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import { useOneAtATime } from '../../api/oneAtATime';
import * as messageCalls from '../../contract/calls/messages';
import { FEEDBACK_CONTENT, FEEDBACK_IMAGES, FEEDBACK_TYPES, feedbackContentProblem, type FeedbackBody, type FeedbackType } from '../../contract/feedback';
import type { ModalProps } from '../../shell/slots';
import { Button } from '../../ui/Button';
import { compressedDataUrl } from '../../ui/imageFile';
import { Modal } from '../../ui/Modal';
import { ErrorMessage } from '../../ui/StatusMessage';
import { addImages, type FileProblem } from './feedbackFiles';
import { Muted, Problem, Row, Success } from './parts';
import { vars } from '../../theme/cssVariables';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Field = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  label { font-size: ${vars.fontSize.sm}; color: ${vars.color.textMuted}; }
`;

const control = `
  width: 100%;
  border-radius: 6px;
  font: inherit;
`;

const Select = styled.select`
  ${control}
  min-height: 40px;
  padding: 0 8px;
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
`;

const Textarea = styled.textarea`
  ${control}
  min-height: 120px;
  padding: 8px;
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
`;

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
  li { display: flex; gap: ${vars.space.sm}; align-items: center; overflow-wrap: anywhere; }
`;

export default function FeedbackModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const ids = { type: useId(), content: useId(), files: useId(), count: useId() };
  const [type, setType] = useState<FeedbackType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [tried, setTried] = useState(false);
  const contentProblem = feedbackContentProblem(content);
  const send = useOneAtATime({
    mutationFn: async () => {
      const body: FeedbackBody = { questionType: type, content: content.trim(), images: await Promise.all(files.map(compressedDataUrl)) };
      return call(messageCalls.submitFeedback, { body: { ...body } });
    },
  });

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(e.target.files ?? [])];
    e.target.value = '';
    const next = addImages(files, chosen);
    setFiles(next.kept);
    setFileProblem(next.problem);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!contentProblem) send.run();
  }

  const length = [...content.trim()].length;
  return (
    <Modal title={t('messages.feedback.title')} onClose={close} testId="feedback-modal">
      {send.isSuccess ? (
        <Form as="div">
          <Success role="status" data-testid="feedback-sent">{t('messages.feedback.sent')}</Success>
          <Row>
            <Button onClick={close} data-autofocus>{t('messages.popup.close')}</Button>
          </Row>
        </Form>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Field>
            <label htmlFor={ids.type}>{t('messages.feedback.type')}</label>
            <Select id={ids.type} value={type} onChange={(e) => setType(e.target.value as FeedbackType)} data-testid="feedback-type">
              {FEEDBACK_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`messages.feedback.types.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <label htmlFor={ids.content}>{t('messages.feedback.content')}</label>
            <Textarea
              id={ids.content}
              value={content}
              maxLength={FEEDBACK_CONTENT.max + 50}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={tried && contentProblem ? 'true' : 'false'}
              aria-describedby={ids.count}
              data-testid="feedback-content"
            />
            <Muted id={ids.count} data-testid="feedback-count">
              {t('messages.feedback.count', { count: length, min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max })}
            </Muted>
            {tried && contentProblem && (
              <Problem role="alert" data-testid="feedback-content-problem">
                {t(`messages.feedback.problem.${contentProblem}`, { min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max })}
              </Problem>
            )}
          </Field>
          <Field>
            <label htmlFor={ids.files}>{t('messages.feedback.images', { max: FEEDBACK_IMAGES.max })}</label>
            <input id={ids.files} type="file" accept="image/png,image/jpeg" multiple disabled={files.length >= FEEDBACK_IMAGES.max} onChange={choose} data-testid="feedback-files" />
            {fileProblem && (
              <Problem role="alert" data-testid="feedback-file-problem">
                {t(`messages.feedback.fileProblem.${fileProblem}`, { max: FEEDBACK_IMAGES.max, mb: FEEDBACK_IMAGES.maxBytes / (1024 * 1024) })}
              </Problem>
            )}
            {files.length > 0 && (
              <Files data-testid="feedback-file-list">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <span>{f.name}</span>
                    <Button $size="sm" $variant="ghost" onClick={() => { setFiles(files.filter((_, j) => j !== i)); setFileProblem(null); }} aria-label={t('messages.feedback.remove', { name: f.name })}>
                      ×
                    </Button>
                  </li>
                ))}
              </Files>
            )}
          </Field>
          {send.isError && <ErrorMessage error={send.error} />}
          <Row>
            <Button type="submit" $busy={send.isPending} data-testid="feedback-submit">
              {send.isPending ? t('messages.feedback.sending') : t('messages.feedback.submit')}
            </Button>
          </Row>
        </Form>
      )}
    </Modal>
  );
}
