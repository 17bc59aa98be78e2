/**
 * The registration form, shared by the login popup's Register tab and the /register page.
 * Tabs and fields come from the brand model; validation from the brand's field rules.
 * The encrypted register call is not wired yet: a valid submit says so honestly.
 */
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '../../brand/context';
import { Button } from '../../ui/Button';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { EmptyState } from '../../ui/StatusMessage';
import { fieldsForTab, type FormValues } from './fieldRules';
import { FormField } from './FormField';
import { Actions, CheckRow, FieldError, Form, Notice } from './parts';

export type RegisterTab = 'username' | 'mobile';

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
  const tabs = brand.registration.tabs;
  const [tab, setTab] = useState<RegisterTab>(
    tabs.includes(brand.registration.defaultTab) ? brand.registration.defaultTab : (tabs[0] ?? 'username'),
  );
  const [status, setStatus] = useState<string | null>(null);

  const fields = useMemo(
    () => fieldsForTab(brand.registration.fields, tab, brand.features),
    [brand.registration.fields, brand.features, tab],
  );
  const defaultValues = useMemo<FormValues>(() => ({ referralCode: referralCode ?? '', terms: false }), [referralCode]);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ mode: 'onTouched', shouldUnregister: true, defaultValues });

  if (tabs.length === 0) return <EmptyState>{t('account.noRegisterMethods')}</EmptyState>;

  const onSubmit = handleSubmit(() => {
    // the encrypted /wps/member/register call arrives with the next issue: say so, never fake success
    setStatus(t('account.submitUnavailable'));
  });

  const termsError = errors.terms?.message;

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
          }}
          items={tabs.map((key) => ({
            key,
            label: key === 'username' ? t('account.registerByUsername') : t('account.registerByMobile'),
            testId: `register-tab-${key}`,
          }))}
        />
      )}
      <Form
        id={tabPanelId(`${idPrefix}-register`)}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? tabId(`${idPrefix}-register`, tab) : undefined}
        noValidate
        data-testid="register-form"
        onSubmit={onSubmit}
      >
        {fields.map((field) => (
          <FormField
            key={`${tab}-${field.name}`}
            field={field}
            register={register}
            errors={errors}
            idPrefix={`${idPrefix}-reg`}
            testIdPrefix="register-field"
          />
        ))}
        <CheckRow>
          <input
            type="checkbox"
            data-testid="register-field-terms"
            aria-invalid={termsError ? true : undefined}
            {...register('terms', { validate: (v) => v === true || t('account.termsRequired') })}
          />
          <span>
            {t('account.agreeTerms')} <Link to="/help">{t('account.userAgreement')}</Link>
          </span>
        </CheckRow>
        {typeof termsError === 'string' && <FieldError>{termsError}</FieldError>}
        {status && (
          <Notice role="alert" data-testid="register-status">
            {status}
          </Notice>
        )}
        <Actions>
          <Button type="submit" $block disabled={isSubmitting}>
            {t('account.submitRegister')}
          </Button>
          {variant === 'page' && (
            <Button
              type="button"
              $variant="outline"
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
    </div>
  );
}
