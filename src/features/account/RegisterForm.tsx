/**
 * The registration form, shared by the login popup's Register tab and the /register page
 * (spec sections 2, 4, 5). Tabs and fields come from the brand model; validation from the
 * brand's field rules. Submit: affiliate check, register (encrypted), log in with the reply,
 * go to /, then the success modal (a mobile registration first shows the generated account).
 * Where the brand configures the phone-auth service (issue 19) the phone code goes through it
 * (phoneAuth/registrationCode.ts) and the form offers the service's social sign-in buttons.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routerLinks';
import { useBrand } from '../../brand/context';
import type { RegistrationField } from '../../brand/model';
import { Button } from '../../ui/Button';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { EmptyState, useErrorText } from '../../ui/StatusMessage';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { checkAffiliate, loginCall, registerCall, registerMobileCall } from './api';
import { useDialingCode } from './dialingCode';
import { CaptchaImage } from './Captcha';
import { CONFIRM_AGE, fieldsForTab, needsAgeConfirmation, validMobile, type FormValues } from './fieldRules';
import { useCompleteLogin } from './flows';
import { ThirdPartySignInMount } from './phoneAuth/offer';
import { useRegistrationPhoneCode } from './phoneAuth/registrationCode';
import { DIALING_CODE_FIELD, FormField } from './FormField';
import { MessageDialog } from './MessageDialog';
import { Actions, CheckRow, CodeRow, FieldError, Form, Notice } from './parts';
import { SmsCodeButton } from './SmsCodeButton';
import { serverChecks, useHumanCheckGate } from './HumanCheckGate';
import { isApiError } from '../../api/errors';
import { FIREBASE_TOKEN_INVALID, firebaseRegisterFields } from '../../contract/phoneSignIn';
import { fieldText } from '../../contract/fieldRules';
import { useAddressCodes } from './invitation';
import { PUBLIC_HELP_PATH } from '../../shell/slots';

export type RegisterTab = 'username' | 'mobile';

type AffiliateState = { status: 'checking' } | { status: 'field' } | { status: 'fromUrl'; code: string };

/** The affiliate code the address carries (`?affiliateCode=`), if any. */

export function RegisterForm({
  variant,
  referralCode,
  onLogin,
}: {
  variant: 'modal' | 'page';
  /** spec: ?referralCode= prefills the referral code */
  referralCode?: string | null;
  /** popup variant: the Login button switches to the login form */
  onLogin?: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const errorText = useErrorText();
  const completeLogin = useCompleteLogin();
  const dialingCode = useDialingCode();
  const tabs = brand.registration.tabs;
  // the codes the address carries (?affiliateCode=, an affiliate subdomain, ?referralCode=, ?r=)
  const { affiliate: addressAffiliate, referral: addressReferral } = useAddressCodes();
  const referralDefault = referralCode?.trim() || addressReferral;
  const [tab, setTab] = useState<RegisterTab>(
    tabs.includes(brand.registration.defaultTab) ? brand.registration.defaultTab : (tabs[0] ?? 'username'),
  );
  const [status, setStatus] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [ageQuestion, setAgeQuestion] = useState(false);

  const allFields = useMemo(
    () => fieldsForTab(brand.registration.fields, tab, brand.features),
    [brand.registration.fields, brand.features, tab],
  );
  const hasAffiliateField = allFields.some((f) => f.name === 'affiliateCode');
  const [affiliate, setAffiliate] = useState<AffiliateState>(() =>
    hasAffiliateField && addressAffiliate ? { status: 'checking' } : { status: 'field' },
  );

  // spec section 4: a valid affiliate code carried by the address hides the field
  useEffect(() => {
    const code = addressAffiliate;
    if (!hasAffiliateField || !code) return;
    let live = true;
    checkAffiliate(code).then(
      (ok) => live && setAffiliate(ok ? { status: 'fromUrl', code } : { status: 'field' }),
      () => live && setAffiliate({ status: 'field' }),
    );
    return () => {
      live = false;
    };
  }, [hasAffiliateField, addressAffiliate]);

  const fields = useMemo<RegistrationField[]>(
    () => allFields.filter((f) => !(f.name === 'affiliateCode' && affiliate.status !== 'field')),
    [allFields, affiliate.status],
  );
  const codeField = fields.find((f) => f.name === 'verificationCode');
  const hasMobile = fields.some((f) => f.name === 'mobileNum');
  const sendsCode = codeField !== undefined && hasMobile;
  // the phone-auth service where the brand configures one, else the platform's SMS code
  const phoneCode = useRegistrationPhoneCode(brand.smsProvider);
  // the human checks (spec section 4; the real client: geetestVerify("sms") before the code's
  // send, geetestVerify("register") before the register call): where GEETEST3 asks for them the
  // platform judges one puzzle per call; else the client's slider guards the code's send alone.
  // A code sent by the service carries no platform puzzle (the platform never sees the send):
  // the client's slider guards it, besides the service's own check
  const smsGate = useHumanCheckGate(sendsCode && !phoneCode ? 'sms' : null, serverChecks(brand.flags, 'sms') ? 'register-sms-slider' : 'register-slider');
  const registerGate = useHumanCheckGate('register', 'register-slider');
  const brandDialingCode = dialingCode.code;
  const defaultValues = useMemo<FormValues>(
    () => ({ referralCode: referralDefault, affiliateCode: addressAffiliate, terms: false, [DIALING_CODE_FIELD]: brandDialingCode }),
    [referralDefault, addressAffiliate, brandDialingCode],
  );

  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ mode: 'onTouched', shouldUnregister: true, defaultValues });
  const mobileTyped = useWatch({ control, name: 'mobileNum' });

  if (tabs.length === 0) return <EmptyState>{t('account.noRegisterMethods')}</EmptyState>;

  // `ageConfirmed`: the player answered the 21 question for this submit
  const submit = (ageConfirmed: boolean) => handleSubmit(async (values) => {
    setStatus(null);
    if (registerGate.server && !registerGate.demand()) return;
    // spec section 5: a birthday under 21 is confirmed before the account is made
    if (!ageConfirmed && typeof values.birthday === 'string' && needsAgeConfirmation(fieldText('birthday', values.birthday))) {
      setAgeQuestion(true);
      return;
    }
    const payload: Record<string, unknown> = {};
    for (const f of fields) {
      const raw = values[f.name];
      if (typeof raw !== 'string') continue;
      const value = fieldText(f.name, raw);
      if (value !== '') payload[f.name] = value;
    }
    if (affiliate.status === 'fromUrl') payload.affiliateCode = affiliate.code;
    const refCode = String(values.referralCode ?? '').trim() || referralDefault;
    if (refCode) payload.referralCode = refCode;
    // spec section 4: a filled, shown affiliate code is checked with the server first
    if (affiliate.status === 'field' && typeof payload.affiliateCode === 'string') {
      try {
        if (!(await checkAffiliate(payload.affiliateCode))) {
          setDialog(t('account.invitation_code_error'));
          return;
        }
      } catch (e) {
        setStatus(errorText(e));
        return;
      }
    }
    // the service's code: its id token proves the number (shown at the code field when refused)
    const mobileNum = typeof payload.mobileNum === 'string' ? payload.mobileNum : '';
    const typedCode = typeof payload.verificationCode === 'string' ? payload.verificationCode : '';
    if (phoneCode && sendsCode && mobileNum && typedCode) {
      try {
        Object.assign(payload, firebaseRegisterFields(await phoneCode.tokenFor(mobileNum, typedCode)));
      } catch (e) {
        setError('verificationCode', { type: 'phoneAuth', message: phoneCode.errorText(e) }, { shouldFocus: true });
        return;
      }
    }
    const countryDialingCode = dialingCode.editable ? String(values[DIALING_CODE_FIELD] ?? '').trim() || dialingCode.code : dialingCode.code;
    Object.assign(payload, { countryDialingCode, login: true, domain: window.location.hostname }, registerGate.answer);
    try {
      if (tab === 'mobile') {
        const account = await registerMobileCall(payload);
        const password = account.password ?? String(payload.password ?? '');
        const reply = await loginCall({ type: 'username', username: account.username, password });
        await completeLogin({
          reply,
          type: 'username',
          password,
          then: { name: 'registerAccount', data: { username: account.username, password } },
        });
      } else {
        const account = await registerCall(payload);
        const username = account?.username ?? String(payload.username ?? '');
        const password = String(payload.password ?? '');
        const reply = await loginCall({ type: 'username', username, password });
        await completeLogin({ reply, type: 'username', password, then: { name: 'registerSuccess' } });
      }
    } catch (e) {
      setStatus(errorText(e));
      if (phoneCode && isApiError(e) && e.errorCode === FIREBASE_TOKEN_INVALID) phoneCode.forget();
      setCaptchaSignal((n) => n + 1);
      // the puzzle's answer is used up, right or wrong: a new one for the next try
      if (registerGate.server) registerGate.renew();
    }
  });
  const onSubmit = submit(false);

  const termsError = errors.terms?.message;
  const renderField = (field: RegistrationField) => {
    const input = (
      <FormField
        key={`${tab}-${field.name}`}
        field={field}
        register={register}
        errors={errors}
        idPrefix={`${idPrefix}-reg`}
        testIdPrefix="register-field"
        dialingCode={dialingCode}
      />
    );
    if (field === codeField && hasMobile) {
      return (
        <CodeRow key={`${tab}-${field.name}`}>
          {input}
          <SmsCodeButton
            purpose="register"
            testId="register-sms-send"
            gate={smsGate}
            sender={phoneCode?.sender}
            getMobile={validMobile({ trigger, getValues })}
            getDialingCode={() => String(getValues(DIALING_CODE_FIELD) ?? '').trim()}
            target={String(mobileTyped ?? '')}
          />
        </CodeRow>
      );
    }
    if (field.name === 'captcha') {
      return (
        <CodeRow key={`${tab}-${field.name}`}>
          {input}
          <CaptchaImage refreshSignal={captchaSignal} />
        </CodeRow>
      );
    }
    return input;
  };

  return (
    <div>
      {tabs.length > 1 && (
        <Tabs<RegisterTab>
          idPrefix={`${idPrefix}-register`}
          spaced
          label={t('account.tabRegister')}
          value={tab}
          onChange={(next) => {
            setTab(next);
            setStatus(null);
            smsGate.renew();
            registerGate.renew();
            // spec section 4: a registration type change reloads the captcha
            setCaptchaSignal((n) => n + 1);
          }}
          items={tabs.map((key) => ({
            key,
            label: key === 'username' ? t('account.registerByUsername') : t('account.registerByMobile'),
            testId: `register-tab-${key}`,
          }))}
        />
      )}
      {/* the tab's panel holds the form: a form is not a tab panel (its own role stays form) */}
      <div
        id={tabPanelId(`${idPrefix}-register`)}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? tabId(`${idPrefix}-register`, tab) : undefined}
      >
        <Form
          noValidate
          data-testid="register-form"
          data-tab={tab}
          onSubmit={onSubmit}
        >
          {fields.map(renderField)}
          {sendsCode && smsGate.element}
          {registerGate.server && registerGate.element}
          <CheckRow>
            <input
              type="checkbox"
              data-testid="register-field-terms"
              aria-invalid={termsError ? true : undefined}
              {...register('terms', { validate: (v) => v === true || t('account.termsRequired') })}
            />
            <span>
              {t('account.agreeTerms')}{' '}
              {/* a new tab keeps what the player typed; a logged-in-only brand's visitor reads the
                  help page its guard lets through */}
              <Link to={brand.loggedInOnly ? PUBLIC_HELP_PATH : '/help'} target="_blank" rel="noopener" data-testid="register-agreement-link">
                {t('account.userAgreement')}
                <VisuallyHidden> {t('account.userAgreementNewTab')}</VisuallyHidden>
              </Link>
            </span>
          </CheckRow>
          {typeof termsError === 'string' && <FieldError>{termsError}</FieldError>}
          {status && (
            <Notice role="alert" data-testid="register-status">
              {status}
            </Notice>
          )}
          <Actions>
            <Button type="submit" $block disabled={affiliate.status === 'checking'} $busy={isSubmitting} data-testid="register-submit">
              {isSubmitting ? t('account.submitting') : t('account.submitRegister')}
            </Button>
            {variant === 'page' && (
              <Button
                type="button"
                $variant="outline"
                data-testid="register-reset"
                onClick={() => {
                  reset({ ...defaultValues, referralCode: '' });
                  setStatus(null);
                }}
              >
                {t('account.reset')}
              </Button>
            )}
            {variant === 'modal' && onLogin && (
              <Button type="button" $variant="outline" onClick={onLogin}>
                {t('account.goLogin')}
              </Button>
            )}
          </Actions>
        </Form>
        {/* the service's social sign-in, as the log-in popup offers it (a new player's account is made where FIREBASECREATEACC3 is on) */}
        <ThirdPartySignInMount socialsOnly />
        {ageQuestion && (
          <MessageDialog
            title={t('safeguards.ageTitle')}
            message={t('safeguards.ageConfirm', { n: CONFIRM_AGE })}
            confirmLabel={t('safeguards.ageYes', { n: CONFIRM_AGE })}
            cancelLabel={t('safeguards.ageNo')}
            testId="register-age-confirm"
            onClose={() => {
              setAgeQuestion(false);
              void submit(true)();
            }}
            onCancel={() => setAgeQuestion(false)}
          />
        )}
      </div>
      {dialog && <MessageDialog title={t('account.warning')} message={dialog} onClose={() => setDialog(null)} testId="affiliate-error-dialog" />}
    </div>
  );
}
