import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationField } from '../../brand/model';
import { useDialingCode } from './dialingCode';
import { autoCompleteFor, fieldLabel, fieldRules, inputTypeFor, isRequired, type FormValues, type Translate } from './fieldRules';
import { FieldBox, FieldError, Input, InputRow } from './parts';


/** One brand-configured input: placeholder with a star when required, its error under it. */
export function FormField({
  field,
  register,
  errors,
  idPrefix,
  testIdPrefix,
  autoComplete,
}: {
  field: RegistrationField;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  idPrefix: string;
  testIdPrefix: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const dialingCode = useDialingCode();
  const translate: Translate = (key, options) => t(key, options ?? {});
  const label = fieldLabel(field.name, translate);
  const error = errors[field.name]?.message;
  const id = `${idPrefix}-${field.name}`;
  const input = (
    <Input
      id={id}
      type={inputTypeFor(field.name)}
      inputMode={field.name === 'mobileNum' || field.name === 'verificationCode' ? 'numeric' : undefined}
      placeholder={isRequired(field) ? `* ${label}` : label}
      aria-label={label}
      aria-required={isRequired(field)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      autoComplete={autoComplete ?? autoCompleteFor(field.name)}
      data-testid={`${testIdPrefix}-${field.name}`}
      {...register(field.name, fieldRules(field, translate))}
    />
  );
  return (
    <FieldBox>
      {field.name === 'mobileNum' ? (
        <InputRow>
          <Input value={`+${dialingCode}`} disabled aria-label={t('account.dialingCode')} readOnly data-testid="dialing-code" />
          {input}
        </InputRow>
      ) : (
        input
      )}
      {typeof error === 'string' && error !== '' && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}
