/**
 * The login form of the popup: a username tab and, when the brand enables it, an SMS tab
 * (spec sections 2, 4, 5). Username mode: the slider check, and the captcha once the
 * platform asks for it; SMS mode: mobile number and code, no captcha. Inputs are trimmed
 * except the SMS code. Remember me keeps the spec's cookies for 24 hours (the username, or the SMS
 * number with its dialing code) and leaves the password to the browser's password manager.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { useBrand } from '../../brand/context';
import type { RegistrationField } from '../../brand/model';
import { isApiError } from '../../api/errors';
import { HUMAN_CHECK_FAILED, LOGIN_VERIFICATION_REQUIRED } from '../../contract/errorCodes';
import { readVerificationChallenge, type VerificationChallenge } from '../../contract/readers/signIn';
import { readRemembered, writeRemembered } from '../../state/cookies';
import { retryChunk } from '../../state/importChunk';
import { chunkFailureText } from '../../ui/chunkFailureText';
import { openModalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { MutedText } from '../../ui/MutedText';
import { EmptyState, useErrorText } from '../../ui/StatusMessage';
import { lazySlot } from '../../ui/lazySlot';
import type { LoginReply } from './api';
import { useDialingCode } from './dialingCode';
import { useHumanCheckGate } from './HumanCheckGate';
import { offerCredential, storedCredential } from './credentials';
import { validMobile, type FormValues } from './fieldRules';
import { loadLogin, prefetchLogin, useLoginDeps } from './lazyLogin';
import { FormField } from './FormField';
import { useDeferredForm } from './deferredForm';
import { Actions, CheckRow, CodeRow, Form, LinkButton, Notice } from './parts';

/** The captcha image's place while it loads (Captcha.tsx ImageButton's box). */
const CaptchaPlace = styled.span`
  flex: 0 0 120px;
  height: 42px;
`;

// most log-ins are by username: the SMS code button (countdown, throttle, its dialog) loads with
// the SMS tab; until it is there a disabled button holds its place
const SmsCodeButton = lazy(() => import('./SmsCodeButton').then((m) => ({ default: m.SmsCodeButton })));
// the second step loads only when the platform asks for it (a new IP, a two-factor account)
const LoginVerification = lazy(() => import('./LoginVerification'));
// the image captcha shows only once the platform asks for it (after a refused log-in); its
// words are the popup's own (the account section)
const CaptchaImage = lazySlot(() => import('./Captcha').then((m) => m.CaptchaImage), <CaptchaPlace aria-hidden />, { strings: 'firstPaint' });

type LoginTab = 'username' | 'sms';

function requiredOnly(name: string): RegistrationField {
  return { name, required: true, pattern: null, patternId: null, min: null, max: null };
}

export function LoginForm({ onRegister }: { onRegister?: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const errorText = useErrorText();
  const dialingCodeNow = useDialingCode();
  // the calls load as the player starts on the form (lazyLogin.ts); a failed load is said in the
  // form's status, and the next submit tries again
  const deps = useLoginDeps();
  const openModal = useSetAtom(openModalAtom);
  const tabs = brand.login.tabs;
  const remembered = useMemo(() => readRemembered(), []);
  const [tab, setTab] = useState<LoginTab>(tabs[0] ?? 'username');
  const [status, setStatus] = useState<string | null>(null);
  // the log-in's code failed to load: said in the form's status, and the next submit is its Retry,
  // which loads the page again where no retry in this page can (a newer build replaced this one's:
  // state/importChunk.ts); offline, it only says to check the connection, and retries
  const [saidLoadFailed, setSaidLoadFailed] = useState(false);
  const loadFailedText = () => {
    setSaidLoadFailed(true);
    return chunkFailureText(t, t('errors.partFailed'));
  };
  // username mode: the platform's puzzle where GEETEST3 asks for it (product login); the SMS
  // code's send keeps the client's slider (the real client's log-in code call carries no puzzle)
  const gate = useHumanCheckGate(tab === 'username' ? 'login' : null, 'login-slider');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [guestBusy, setGuestBusy] = useState(false);
  /** the second step the platform asked for, with what finishes the log-in once it passes */
  const [challenge, setChallenge] = useState<{ value: VerificationChallenge; complete: (reply: LoginReply) => Promise<void> } | null>(null);
  // the form library comes after the first screen (deferredForm.tsx): until then the inputs take
  // typing as they are, and their first values are their own (the remembered ones)
  const { form, register, errors, isSubmitting, watched: mobileTyped, handleSubmit, prefetch: prefetchForm, engine } = useDeferredForm<FormValues>(
    { mode: 'onTouched', shouldUnregister: true },
    'mobileNum',
    tab,
  );

  // remember me: the browser's password manager may hold the password (offered after the last
  // login); it fills the form unless the player has typed in it meanwhile
  useEffect(() => {
    if (!remembered.remember || !form) return;
    const controller = new AbortController();
    void storedCredential(controller.signal).then((found) => {
      if (!found || controller.signal.aborted) return;
      const typed = form.getValues();
      if (typed.password || (typed.username && typed.username !== remembered.username)) return;
      form.setValue('username', found.username);
      form.setValue('password', found.password);
    });
    return () => controller.abort();
  }, [remembered, form]);

  const fields = useMemo<RegistrationField[]>(() => {
    if (tab === 'username') return [requiredOnly('username'), requiredOnly('password')];
    // the mobile number keeps the brand's mobile rule when it has one (spec section 5)
    const mobileRule = brand.registration.fields.find((f) => f.name === 'mobileNum');
    const mobile: RegistrationField = mobileRule
      ? { ...mobileRule, required: true }
      : { name: 'mobileNum', required: true, pattern: null, patternId: 6, min: null, max: null };
    return [mobile];
  }, [tab, brand.registration.fields]);

  if (tabs.length === 0) return <EmptyState>{t('account.noLoginMethods')}</EmptyState>;

  const resetSlider = gate.renew;

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    if (tab === 'username' && !gate.demand()) return;
    const remember = values.remember === true;
    let loaded: Awaited<ReturnType<typeof loadLogin>>;
    try {
      loaded = await loadLogin();
    } catch {
      setStatus(loadFailedText());
      return;
    }
    const { asksForCaptcha, loginCall } = loaded.api;
    const finishLogin = loaded.flows.completeLogin;
    const completeLogin = (outcome: Parameters<typeof finishLogin>[1]) => finishLogin(deps, outcome);
    try {
      if (tab === 'username') {
        const username = String(values.username ?? '').trim();
        const password = String(values.password ?? '').trim();
        const captcha = captchaShown ? String(values.captcha ?? '').trim() : undefined;
        const finish = async (reply: LoginReply) => {
          writeRemembered({ type: 'username', username, remember });
          if (remember) void offerCredential(username, password);
          await completeLogin({ reply, type: 'username', password });
        };
        let reply: LoginReply;
        try {
          reply = await loginCall({ type: 'username', username, password, ...(captcha ? { captcha } : {}), humanCheck: gate.answer });
        } catch (e) {
          const asked = isApiError(e) && e.errorCode === LOGIN_VERIFICATION_REQUIRED ? readVerificationChallenge(e.value) : null;
          if (!asked) throw e;
          setChallenge({ value: asked, complete: finish });
          return;
        }
        await finish(reply);
      } else {
        const mobileNum = String(values.mobileNum ?? '').trim();
        // the SMS code is taken as typed (spec section 5)
        const dialingCode = dialingCodeNow.code;
        const reply = await loginCall({ type: 'sms', mobileNum, countryDialingCode: dialingCode, verificationCode: String(values.verificationCode ?? '') });
        writeRemembered({ type: 'sms', dialingCode, mobileNum, remember });
        await completeLogin({ reply, type: 'sms' });
      }
    } catch (e) {
      setStatus(errorText(e));
      if (tab === 'username') {
        resetSlider();
        // a refused human check is answered with a new puzzle, not the image captcha
        if (asksForCaptcha(e) && !(isApiError(e) && e.errorCode === HUMAN_CHECK_FAILED)) {
          setCaptchaShown(true);
          setCaptchaSignal((n) => n + 1);
        }
      }
    }
  }, () => setStatus(loadFailedText()));

  const reachedFor = () => {
    prefetchForm();
    prefetchLogin();
  };
  /** a field's first value: the remembered one (the form's own defaults come after the first screen) */
  const firstValue = (name: string) => (name === 'username' ? remembered.username : name === 'mobileNum' ? remembered.mobileNum : undefined);

  const verificationField: RegistrationField = { ...requiredOnly('verificationCode') };
  // the send button's place until it and the form library are in
  const smsCodePlace = (
    <Button type="button" $variant="outline" disabled>
      {t('account.getCode')}
    </Button>
  );

  if (challenge) {
    return (
      <Suspense fallback={<MutedText>{t('account.submitting')}</MutedText>}>
        <LoginVerification
          challenge={challenge.value}
          onVerified={challenge.complete}
          onCancel={() => {
            setChallenge(null);
            resetSlider();
          }}
        />
      </Suspense>
    );
  }

  return (
    <div>
      {tabs.length > 1 && (
        <Tabs<LoginTab>
          idPrefix={`${idPrefix}-login`}
          spaced
          label={t('account.tabLogin')}
          value={tab}
          onChange={(next) => {
            setTab(next);
            setStatus(null);
            resetSlider();
          }}
          items={tabs.map((key) => ({
            key,
            label: key === 'username' ? t('account.loginByUsername') : t('account.loginBySms'),
            testId: `login-tab-${key}`,
          }))}
        />
      )}
      {/* the tab's panel holds the form: a form is not a tab panel (its own role stays form) */}
      <div
        id={tabPanelId(`${idPrefix}-login`)}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? tabId(`${idPrefix}-login`, tab) : undefined}
      >
        <Form
          noValidate
          data-testid="login-form"
          onSubmit={(event) => {
            const submit = () => {
              // a submit that waits for the form library: what an earlier one said no longer holds
              if (!form) setStatus(null);
              void onSubmit(event);
            };
            if (!saidLoadFailed || !navigator.onLine) return submit();
            // the form's code (its calls, or the form library) failed to load
            setSaidLoadFailed(false);
            retryChunk(submit, () => {
              event.preventDefault();
              window.location.reload();
            });
          }}
          onFocus={reachedFor}
          onPointerDown={reachedFor}
        >
          {engine}
          <MutedText>{tab === 'username' ? t('account.codeByUsername') : t('account.codeBySms')}</MutedText>
          {fields.map((field) => (
            <FormField
              key={`${tab}-${field.name}`}
              field={field}
              register={register}
              errors={errors}
              idPrefix={`${idPrefix}-login`}
              testIdPrefix="login-field"
              autoComplete={field.name === 'password' ? 'current-password' : undefined}
              defaultValue={firstValue(field.name)}
            />
          ))}
          {tab === 'sms' && (
            <CodeRow>
              <FormField
                field={verificationField}
                register={register}
                errors={errors}
                idPrefix={`${idPrefix}-login`}
                testIdPrefix="login-field"
              />
              {form ? (
                <Suspense fallback={smsCodePlace}>
                  <SmsCodeButton
                    purpose="noLogin"
                    testId="login-sms-send"
                    gate={gate}
                    getMobile={validMobile(form)}
                    target={String(mobileTyped ?? '')}
                  />
                </Suspense>
              ) : (
                smsCodePlace
              )}
            </CodeRow>
          )}
          {tab === 'username' && captchaShown && (
            <CodeRow>
              <FormField
                field={requiredOnly('captcha')}
                register={register}
                errors={errors}
                idPrefix={`${idPrefix}-login`}
                testIdPrefix="login-field"
              />
              <CaptchaImage refreshSignal={captchaSignal} />
            </CodeRow>
          )}
          {gate.element}
          <CheckRow>
            <input type="checkbox" data-testid="login-remember" defaultChecked={remembered.remember} {...register('remember')} />
            <span>{t('account.rememberMe')}</span>
          </CheckRow>
          {status && (
            <Notice role="alert" data-testid="login-status">
              {status}
            </Notice>
          )}
          <Actions>
            <Button type="submit" $block $busy={isSubmitting} data-testid="login-submit">
              {isSubmitting ? t('account.submitting') : t('account.submitLogin')}
            </Button>
            {onRegister && (
              <Button type="button" $variant="outline" onClick={onRegister}>
                {t('account.tabRegister')}
              </Button>
            )}
          </Actions>
          <Actions>
            <LinkButton type="button" data-testid="login-forgot" onClick={() => openModal({ name: 'forgetPassword' })}>
              {t('account.forgotPassword')}
            </LinkButton>
            {brand.features.freePlay && (
              <LinkButton
                type="button"
                data-testid="login-free-play"
                disabled={guestBusy}
                onClick={() => {
                  setGuestBusy(true);
                  setStatus(null);
                  const failed = (text: string) => {
                    setStatus(text);
                    setGuestBusy(false);
                  };
                  loadLogin().then(
                    ({ flows }) => flows.startFreePlay(deps).catch((e: unknown) => failed(errorText(e))),
                    () => failed(loadFailedText()),
                  );
                }}
              >
                {t('account.freePlay')}
              </LinkButton>
            )}
          </Actions>
        </Form>
      </div>
    </div>
  );
}
