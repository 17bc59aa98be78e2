/**
 * The server-checked human check (GEETEST3): the platform hands out a puzzle (calls/signIn.ts
 * geetest), the player slides the piece to its gap, and the stop goes with the guarded call as
 * `geetestValidateV4`, which the platform judges; a refusal (geetest_captcha_err) means a new
 * puzzle. The preview platform stands in for GeeTest with a slider whose gap it placed. A real
 * GeeTest widget (its script from GeeTest's CDN, a CSP exception) is not built: with a `captcha_id`
 * and no stand-in this shows the failure and its retry, and the platform refuses the call.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import { geetest } from '../../contract/calls/signIn';
import { readHumanCheckSettings, type HumanCheckAnswer, type HumanCheckProduct } from '../../contract/readers/signIn';
import { Button } from '../../ui/Button';
import { SliderCheck } from '../../ui/SliderCheck';
import { createThrottle } from '../../ui/throttle';
import { MutedText } from '../../ui/MutedText';
import { FieldError, LinkButton } from './parts';

/** While the puzzle loads, its place is held by the puzzle's own frame, hidden, under the word "loading": nothing moves when it arrives. */
const Pending = styled.div`
  position: relative;
  > [aria-hidden] { visibility: hidden; }
  > p { position: absolute; inset: 0; margin: 0; display: grid; place-items: center; }
`;
const noop = () => undefined;

/** The body fields a stop answers a puzzle with (the V4 fields; the stand-in reads `captcha_output`). */
export function humanCheckAnswer(captchaId: string, lotNumber: string, stop: number, now: number = Date.now()): HumanCheckAnswer {
  return {
    geetestValidateV4: { captcha_id: captchaId, lot_number: lotNumber, pass_token: lotNumber, gen_time: String(Math.floor(now / 1000)), captcha_output: String(stop) },
  };
}

export function HumanCheck({
  product,
  round,
  answer,
  onAnswer,
  testId,
}: {
  product: HumanCheckProduct;
  /** a new round asks for a new puzzle (after a refusal, a tab change) */
  round: number;
  answer: HumanCheckAnswer | null;
  onAnswer: (answer: HumanCheckAnswer | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [again, setAgain] = useState(0);
  // spec section 9: the check is refreshed at most once a second
  const throttle = useMemo(() => createThrottle(), []);
  const settings = useQuery({
    queryKey: ['humanCheck', product, round, again],
    queryFn: () => call<unknown>(geetest, { params: { product } }).then(readHumanCheckSettings),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const puzzle = settings.data?.standIn ?? null;
  const refresh = () =>
    throttle.run(() => {
      onAnswer(null);
      setAgain((n) => n + 1);
    });

  if (settings.isPending) {
    return (
      <Pending data-testid={`${testId}-loading`}>
        <div aria-hidden="true">
          <SliderCheck label="" doneLabel="" done={false} target={0.5} onDone={noop} onAnswer={noop} testId={`${testId}-pending`} />
          <LinkButton type="button" tabIndex={-1}>{t('safeguards.newPuzzle')}</LinkButton>
        </div>
        <MutedText>{t('common.loading')}</MutedText>
      </Pending>
    );
  }
  if (!puzzle) {
    return (
      <div>
        <FieldError role="alert" data-testid={`${testId}-failed`}>{t('safeguards.humanCheckFailed')}</FieldError>
        <Button type="button" $variant="outline" onClick={refresh}>{t('common.retry')}</Button>
      </div>
    );
  }
  return (
    <div>
      <SliderCheck
      key={puzzle.lotNumber}
      label={t('safeguards.slideToGap')}
      doneLabel={t('account.verified')}
      done={answer !== null}
      target={puzzle.gap}
      onDone={() => undefined}
      onAnswer={(stop) => onAnswer(humanCheckAnswer(settings.data?.captchaId ?? 'preview', puzzle.lotNumber, stop))}
      testId={testId}
      />
      <LinkButton type="button" onClick={refresh} data-testid={`${testId}-refresh`}>{t('safeguards.newPuzzle')}</LinkButton>
    </div>
  );
}
