/**
 * Forgotten password (spec sections 4, 5, 8): by email (form-encoded username + email, then
 * the in_been_out confirmation) and, with CHNGPASSVERIF3, by phone (code with countdown, new
 * password, then an automatic login with it and home).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import type { RegistrationField } from '../../brand/model';
import { closeModalAtom, modalAtom } from '../../shell/modals';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { forgotByEmailCall, forgotByPhoneCall, loginCall } from './api';
import { useDialingCode } from './dialingCode';
import { validMobile, type FormValues } from './fieldRules';
import { useCompleteLogin } from './flows';
import { FormField } from './FormField';
import { useErrorText } from '../../ui/StatusMessage';
import { Actions, CodeRow, Form, Notice } from './parts';
import { SmsCodeButton } from './SmsCodeButton';
import { useHumanCheckGate } from './HumanCheckGate';

type Mode = 'email' | 'phone';

const plain = (name: string, over: Partial<RegistrationField> = {}): RegistrationField => ({
  name, required: true, pattern: null, patternId: null, min: null, max: null, ...over,
});

function EmailForm() {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const errorText = useErrorText();
  const close = useSetAtom(closeModalAtom);
  const [status, setStatus] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fields = useMemo(() => {
    const username = brand.registration.fields.find((f) => f.name === 'username');
    return [
      username ? { ...username, required: true } : plain('username'),
      // a valid email (pattern 3), whatever the brand's registration says of the email field
      plain('email', { patternId: 3 }),
    ];
  }, [brand.registration.fields]);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<FormValues>({ mode: 'onTouched' });

  if (sent) {
    return (
      <Form as="div" data-testid="forget-email-sent">
        <Notice role="status">{t('account.in_been_out')}</Notice>
        <Button $block onClick={close} data-testid="forget-email-done">
          {t('account.confirm')}
        </Button>
      </Form>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await forgotByEmailCall(String(values.username ?? '').trim(), String(values.email ?? '').trim());
      setSent(true);
    } catch (e) {
      setStatus(errorText(e));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="forget-email-form">
      {fields.map((field) => (
        <FormField key={field.name} field={field} register={register} errors={errors} idPrefix={`${idPrefix}-fe`} testIdPrefix="forget-field" />
      ))}
      {status && <Notice role="alert" data-testid="forget-status">{status}</Notice>}
      <Button type="submit" $block $busy={isSubmitting} data-testid="forget-email-submit">
        {isSubmitting ? t('account.submitting') : t('account.submit')}
      </Button>
    </Form>
  );
}

function PhoneForm() {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const errorText = useErrorText();
  const completeLogin = useCompleteLogin();
  const [status, setStatus] = useState<string | null>(null);
  // the reset code's send: the platform's puzzle of product sms where GEETEST3 is on (designed:
  // contract/codeSend.ts), else the client's slider
  const gate = useHumanCheckGate('sms', 'forget-slider');
  const fields = useMemo(() => {
    const byName = new Map(brand.registration.fields.map((f) => [f.name, f]));
    const mobile = byName.get('mobileNum');
    const password = byName.get('password');
    return {
      mobile: mobile ? { ...mobile, required: true } : plain('mobileNum', { patternId: 6 }),
      code: plain('verificationCode'),
      newPassword: password ? { ...password, name: 'newPassword', required: true } : plain('newPassword'),
      confirm: plain('confirmNewPassword'),
    };
  }, [brand.registration.fields]);
  const { register, handleSubmit, trigger, getValues, control, formState: { errors, isSubmitting } } = useForm<FormValues>({ mode: 'onTouched' });
  const mobileTyped = useWatch({ control, name: 'mobileNum' });
  const dialingCode = useDialingCode();

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    const newPassword = String(values.newPassword ?? '');
    try {
      const { username } = await forgotByPhoneCall({
        mobileNum: String(values.mobileNum ?? '').trim(),
        verificationCode: String(values.verificationCode ?? ''),
        newPassword,
        countryDialingCode: dialingCode.code,
      });
      const reply = await loginCall({ type: 'username', username, password: newPassword });
      await completeLogin({ reply, type: 'username', password: newPassword });
    } catch (e) {
      setStatus(errorText(e));
    }
  });

  const field = (f: RegistrationField) => (
    <FormField key={f.name} field={f} register={register} errors={errors} idPrefix={`${idPrefix}-fp`} testIdPrefix="forget-field" />
  );
  return (
    <Form noValidate onSubmit={onSubmit} data-testid="forget-phone-form">
      {field(fields.mobile)}
      <CodeRow>
        {field(fields.code)}
        <SmsCodeButton
          purpose="reset"
          testId="forget-sms-send"
          gate={gate}
          getMobile={validMobile({ trigger, getValues })}
          target={String(mobileTyped ?? '')}
        />
      </CodeRow>
      {gate.element}
      {field(fields.newPassword)}
      {field(fields.confirm)}
      {status && <Notice role="alert" data-testid="forget-status">{status}</Notice>}
      <Actions>
        <Button type="submit" $block $busy={isSubmitting} data-testid="forget-phone-submit">
          {isSubmitting ? t('account.submitting') : t('account.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

export default function ForgetPasswordModal() {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const close = useSetAtom(closeModalAtom);
  const modal = useAtomValue(modalAtom);
  const modes: Mode[] = brand.features.phonePasswordReset ? ['email', 'phone'] : ['email'];
  const [mode, setMode] = useState<Mode>(modal?.arg === 'phone' && modes.includes('phone') ? 'phone' : 'email');
  return (
    <Modal title={t('account.forgotTitle')} onClose={close} width={440} testId="forget-password-modal">
      {modes.length > 1 && (
        <Tabs<Mode>
          idPrefix={`${idPrefix}-fp`}
          spaced
          size="lg"
          label={t('account.forgotTitle')}
          value={mode}
          onChange={setMode}
          items={modes.map((key) => ({ key, label: t(`account.forgotBy_${key}`), testId: `forget-tab-${key}` }))}
        />
      )}
      <div id={tabPanelId(`${idPrefix}-fp`)} role={modes.length > 1 ? 'tabpanel' : undefined} aria-labelledby={modes.length > 1 ? tabId(`${idPrefix}-fp`, mode) : undefined}>
        {mode === 'email' ? <EmailForm /> : <PhoneForm />}
      </div>
    </Modal>
  );
}
