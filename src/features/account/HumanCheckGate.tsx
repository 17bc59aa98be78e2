/**
 * The human check a guarded action waits for, written once for the log-in, the registration, the
 * SMS code sends and the password reset by phone: the client's slider, or, where the brand's
 * GEETEST3 asks for it, the puzzle the platform judges (HumanCheck.tsx: GeeTest's widget, or the
 * preview's stand-in) whose answer goes with the guarded call. `demand()` says whether the player may go on (else it shows why); `renew()` after
 * the call hands out a new check (an answer is used up, right or wrong).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { FLAG } from '../../contract/flags';
import type { HumanCheckAnswer, HumanCheckProduct, HumanCheckSource } from '../../contract/readers/signIn';
import { SliderCheck } from '../../ui/SliderCheck';
import { HumanCheck } from './HumanCheck';
import { FieldError } from './parts';

export interface HumanCheckGate {
  /** the platform judges this check (GEETEST3): `answer` goes with the guarded call */
  server: boolean;
  passed: boolean;
  /** the fields the guarded call carries (empty for the client's slider) */
  answer: HumanCheckAnswer | null;
  /** true when the check is passed; else shows the "check first" message */
  demand: () => boolean;
  /** a new check: after the guarded call, or a change of tab */
  renew: () => void;
  element: ReactNode;
}

/** Does this brand's platform judge the check of `product` (GEETEST3)? */
export function serverChecks(flags: Record<string, boolean | undefined>, product: HumanCheckProduct | null): boolean {
  return product !== null && flags[FLAG.GEETEST] === true;
}

/**
 * `product`: what the platform's puzzle is for; null where the platform asks for none (the log-in
 * code send: the real client sends no check there), which keeps the client's slider. The password
 * reset's code send asks for `sms` (designed: contract/codeSend.ts).
 */
export function useHumanCheckGate(product: HumanCheckProduct | null, testId: string): HumanCheckGate {
  const { t } = useTranslation();
  const brand = useBrand();
  const server = serverChecks(brand.flags, product);
  const [done, setDone] = useState(false);
  const [answer, setAnswer] = useState<HumanCheckAnswer | null>(null);
  const [round, setRound] = useState(0);
  const [asked, setAsked] = useState(false);
  const [source, setSource] = useState<HumanCheckSource['kind'] | null>(null);
  const passed = server ? answer !== null : done;

  const demand = useCallback(() => {
    if (!passed) setAsked(true);
    return passed;
  }, [passed]);
  const renew = useCallback(() => {
    setDone(false);
    setAnswer(null);
    setRound((n) => n + 1);
  }, []);

  const element = (
    <>
      {server && product ? (
        <HumanCheck
          product={product}
          round={round}
          answer={answer}
          onAnswer={(next) => {
            setAnswer(next);
            if (next) setAsked(false);
          }}
          onSource={setSource}
          testId={testId}
        />
      ) : (
        <SliderCheck
          key={round}
          label={t('account.slideToVerify')}
          doneLabel={t('account.verified')}
          done={done}
          onDone={() => {
            setDone(true);
            setAsked(false);
          }}
          testId={testId}
        />
      )}
      {asked && !passed && <FieldError role="alert" data-testid={`${testId}-first`}>{t(!server ? 'account.slideFirst' : source === 'geetest4' ? 'safeguards.humanCheckFirst' : 'safeguards.slideToGapFirst')}</FieldError>}
    </>
  );
  return { server, passed, answer: server ? answer : null, demand, renew, element };
}
