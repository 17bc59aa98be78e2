/**
 * The login form of the popup: a username tab and, when the brand enables it, an SMS tab.
 * Validation follows the spec (inputs trimmed except the SMS code); the encrypted login call
 * is the next issue's work, so a valid submit says sign-in is not available yet.
 */
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import type { RegistrationField } from '../../brand/model';
import { Button } from '../../ui/Button';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { MutedText } from '../../ui/MutedText';
import { EmptyState } from '../../ui/StatusMessage';
import type { FormValues } from './fieldRules';
import { FormField } from './FormField';
import { Actions, CheckRow, Form, Notice } from './parts';

type LoginTab = 'username' | 'sms';

function requiredOnly(name: string): RegistrationField {
  return { name, required: true, pattern: null, patternId: null, min: null, max: null };
}

export function LoginForm({ onRegister }: { onRegister?: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const tabs = brand.login.tabs;
  const [tab, setTab] = useState<LoginTab>(tabs[0] ?? 'username');
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ mode: 'onTouched', shouldUnregister: true, defaultValues: { remember: false } });

  const fields = useMemo<RegistrationField[]>(() => {
    if (tab === 'username') return [requiredOnly('username'), requiredOnly('password')];
    // the mobile number keeps the brand's mobile rule when it has one (spec section 5)
    const mobileRule = brand.registration.fields.find((f) => f.name === 'mobileNum');
    const mobile: RegistrationField = mobileRule
      ? { ...mobileRule, required: true }
      : { name: 'mobileNum', required: true, pattern: null, patternId: 6, min: null, max: null };
    return [mobile, requiredOnly('verificationCode')];
  }, [tab, brand.registration.fields]);

  if (tabs.length === 0) return <EmptyState>{t('account.noLoginMethods')}</EmptyState>;

  const onSubmit = handleSubmit(() => {
    setStatus(t('account.submitUnavailable'));
  });

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
          }}
          items={tabs.map((key) => ({
            key,
            label: key === 'username' ? t('account.loginByUsername') : t('account.loginBySms'),
            testId: `login-tab-${key}`,
          }))}
        />
      )}
      <Form
        id={tabPanelId(`${idPrefix}-login`)}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? tabId(`${idPrefix}-login`, tab) : undefined}
        noValidate
        data-testid="login-form"
        onSubmit={onSubmit}
      >
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
          />
        ))}
        {tab === 'username' && (
          <CheckRow>
            <input type="checkbox" data-testid="login-remember" {...register('remember')} />
            <span>{t('account.rememberMe')}</span>
          </CheckRow>
        )}
        {status && (
          <Notice role="alert" data-testid="login-status">
            {status}
          </Notice>
        )}
        <Actions>
          <Button type="submit" $block disabled={isSubmitting} data-testid="login-submit">
            {t('account.submitLogin')}
          </Button>
          {onRegister && (
            <Button type="button" $variant="outline" onClick={onRegister}>
              {t('account.tabRegister')}
            </Button>
          )}
        </Actions>
      </Form>
    </div>
  );
}
