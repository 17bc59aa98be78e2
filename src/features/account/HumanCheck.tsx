/**
 * The server-checked human check (GEETEST3): the platform hands out a puzzle (calls/signIn.ts
 * geetest), the player answers it, and the answer goes with the guarded call as
 * `geetestValidateV4`, which the platform judges; a refusal (geetest_captcha_err) means a new
 * puzzle. Two puzzles answer the same way (contract/readers/signIn.ts humanCheckSource): GeeTest's
 * V4 widget where the platform names a captcha id (geetest4.ts, the adapter: its script loads only
 * then, and a script that cannot load says so in place with a retry), and the preview platform's
 * stand-in, a slider whose gap it placed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import { useBrand } from '../../brand/context';
import { geetest } from '../../contract/calls/signIn';
import { geetest4Language, readGeetestId } from '../../contract/geetest4';
import { humanCheckSource, readHumanCheckSettings, type HumanCheckAnswer, type HumanCheckProduct, type HumanCheckSource } from '../../contract/readers/signIn';
import type { HumanCheckAdapter } from './geetest4';
import { Button } from '../../ui/Button';
import { SliderCheck } from '../../ui/SliderCheck';
import { createThrottle } from '../../ui/throttle';
import { MutedText } from '../../ui/MutedText';
import { FieldError, LinkButton } from './parts';
import { vars } from '../../theme/cssVariables';

/** While the puzzle loads, its place is held by the puzzle's own frame, hidden, under the word "loading": nothing moves when it arrives. */
const Pending = styled.div`
  position: relative;
  > [aria-hidden] { visibility: hidden; }
  > p { position: absolute; inset: 0; margin: 0; display: grid; place-items: center; }
`;
const noop = () => undefined;
/** the widget's controls: 44 px touch targets */
const CheckButton = styled(Button)`
  min-height: 44px;
`;
const Passed = styled.p`
  margin: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
  color: ${vars.color.success};
`;

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
  onSource,
  testId,
}: {
  product: HumanCheckProduct;
  /** a new round asks for a new puzzle (after a refusal, a tab change) */
  round: number;
  answer: HumanCheckAnswer | null;
  onAnswer: (answer: HumanCheckAnswer | null) => void;
  /** which puzzle shows (the gate words its "check first" message by it) */
  onSource?: (kind: HumanCheckSource['kind'] | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
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
  const source = settings.data ? humanCheckSource(settings.data, readGeetestId(brand.geetest?.gw, brand.geetest?.sdkVersion)) : null;
  const kind = source?.kind ?? null;
  useEffect(() => onSource?.(kind), [kind, onSource]);
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
  if (!source) return <CheckFailed message={t('safeguards.humanCheckFailed')} onRetry={refresh} testId={testId} />;
  if (source.kind === 'geetest4') {
    return <ProviderCheck key={`${source.captchaId}-${round}-${again}`} captchaId={source.captchaId} answer={answer} onAnswer={onAnswer} onRetry={refresh} testId={testId} />;
  }
  const { puzzle, captchaId } = source;
  return (
    <div>
      <SliderCheck
      key={puzzle.lotNumber}
      label={t('safeguards.slideToGap')}
      doneLabel={t('account.verified')}
      done={answer !== null}
      target={puzzle.gap}
      onDone={() => undefined}
      onAnswer={(stop) => onAnswer(humanCheckAnswer(captchaId, puzzle.lotNumber, stop))}
      testId={testId}
      />
      <LinkButton type="button" onClick={refresh} data-testid={`${testId}-refresh`}>{t('safeguards.newPuzzle')}</LinkButton>
    </div>
  );
}

/** Why the check cannot be passed now, where it stands, with the retry. */
function CheckFailed({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <FieldError role="alert" data-testid={`${testId}-failed`}>{message}</FieldError>
      <CheckButton type="button" $variant="outline" onClick={onRetry} data-testid={`${testId}-retry`}>{t('common.retry')}</CheckButton>
    </div>
  );
}

/**
 * GeeTest's V4 widget through the adapter (geetest4.ts, a chunk of its own loaded here): "verify"
 * opens its puzzle; its answer is the check's. One widget per puzzle: a new round (key) makes a
 * new one, and the old one leaves the page.
 */
function ProviderCheck({
  captchaId,
  answer,
  onAnswer,
  onRetry,
  testId,
}: {
  captchaId: string;
  answer: HumanCheckAnswer | null;
  onAnswer: (answer: HumanCheckAnswer | null) => void;
  onRetry: () => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'busy' | 'loadFailed' | 'failed'>('loading');
  const adapter = useRef<HumanCheckAdapter | null>(null);
  const language = geetest4Language(i18n.language);

  useEffect(() => {
    let live = true;
    import('./geetest4')
      .then((m) => m.createGeetest4Adapter(captchaId, language))
      .then(
        (made) => {
          if (!live) return made.destroy();
          adapter.current = made;
          setState('ready');
        },
        () => live && setState('loadFailed'),
      );
    return () => {
      live = false;
      adapter.current?.destroy();
      adapter.current = null;
    };
  }, [captchaId, language]);

  async function verify() {
    if (!adapter.current || state === 'busy') return;
    setState('busy');
    const outcome = await adapter.current.verify();
    if (outcome.kind === 'passed') onAnswer(outcome.answer);
    setState(outcome.kind === 'failed' ? 'failed' : 'ready');
  }

  if (state === 'loadFailed' || state === 'failed') {
    return <CheckFailed message={t(state === 'failed' ? 'safeguards.humanCheckError' : 'safeguards.humanCheckFailed')} onRetry={onRetry} testId={testId} />;
  }
  if (answer) {
    return <Passed role="status" data-testid={testId} data-done="true">✓ {t('account.verified')}</Passed>;
  }
  return (
    <div data-testid={testId} data-done="false">
      <CheckButton type="button" $variant="outline" $block disabled={state !== 'ready'} onClick={() => void verify()} data-testid={`${testId}-verify`}>
        {state === 'loading' ? t('common.loading') : t('safeguards.verifyHuman')}
      </CheckButton>
    </div>
  );
}
