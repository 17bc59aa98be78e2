import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RegistrationField } from '../../brand/model';
import { useDialingCode } from './dialingCode';
import { autoCompleteFor, fieldLabel, fieldRules, formatHintFor, inputModeFor, inputTypeFor, isRequired, type FormValues, type Translate } from './fieldRules';
import { FieldBox, FieldError, Input, InputRow } from './parts';
import { vars } from '../../theme/cssVariables';

/** The form value the player's dialing code is kept under, where the brand lets them change it. */
export const DIALING_CODE_FIELD = 'countryDialingCode';

const DIALING_CODE = /^\d{1,4}$/;

/** A label above the input: a date input's (it shows no placeholder), or any field's where the form asks for it. */
const Label = styled.label`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The dialing code before a mobile number: the brand's, fixed, or the player's to change where the brand allows it. */
function DialingCode({ dialingCode, register, errors, testIdPrefix }: {
  dialingCode: { code: string; editable: boolean };
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  if (!dialingCode.editable) {
    return <Input value={`+${dialingCode.code}`} disabled aria-label={t('account.dialingCode')} readOnly data-testid={`${testIdPrefix}-dialing-code`} />;
  }
  return (
    <Input
      type="tel"
      inputMode="numeric"
      aria-label={t('account.dialingCode')}
      aria-invalid={errors[DIALING_CODE_FIELD] ? true : undefined}
      autoComplete="tel-country-code"
      maxLength={4}
      data-testid={`${testIdPrefix}-dialing-code`}
      // its first value is the form's default (RegisterForm's defaultValues): a value given here
      // would be set again on every render
      {...register(DIALING_CODE_FIELD, {
        validate: (v) => DIALING_CODE.test(String(v ?? '').trim()) || t('account.dialingCodeInvalid'),
      })}
    />
  );
}

/** One brand-configured input: placeholder with a star when required, its error under it. */
export function FormField({
  field,
  register,
  errors,
  idPrefix,
  testIdPrefix,
  autoComplete,
  dialingCode,
  labelled = false,
  defaultValue,
}: {
  field: RegistrationField;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  idPrefix: string;
  testIdPrefix: string;
  autoComplete?: string;
  /** the mobile number's dialing code as registration offers it; absent: the brand's, fixed (log-in, password reset) */
  dialingCode?: { code: string; editable: boolean };
  /** the label stands above the input: a placeholder goes as the player types, and several password fields look the same without it */
  labelled?: boolean;
  /** the input's first value, where the form's own defaults do not give it (deferredForm.tsx) */
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  const own = useDialingCode();
  const translate: Translate = (key, options) => t(key, options ?? {});
  const label = fieldLabel(field.name, translate);
  const starred = isRequired(field) ? `* ${label}` : label;
  const error = errors[field.name]?.message;
  const dialingError = field.name === 'mobileNum' ? errors[DIALING_CODE_FIELD]?.message : undefined;
  const id = `${idPrefix}-${field.name}`;
  const type = inputTypeFor(field.name, field);
  const hint = formatHintFor(field);
  const labelAbove = labelled || type === 'date';
  const input = (
    <Input
      id={id}
      type={type}
      inputMode={inputModeFor(field.name)}
      placeholder={labelAbove ? (hint ?? undefined) : hint ? `${starred} (${hint})` : starred}
      aria-label={label}
      aria-required={isRequired(field)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      autoComplete={autoComplete ?? autoCompleteFor(field.name)}
      data-testid={`${testIdPrefix}-${field.name}`}
      defaultValue={defaultValue}
      {...register(field.name, fieldRules(field, translate))}
    />
  );
  return (
    <FieldBox>
      {labelAbove && <Label htmlFor={id} data-testid={`${testIdPrefix}-${field.name}-label`}>{starred}</Label>}
      {field.name === 'mobileNum' ? (
        <InputRow>
          <DialingCode dialingCode={dialingCode ?? { code: own.code, editable: false }} register={register} errors={errors} testIdPrefix={testIdPrefix} />
          {input}
        </InputRow>
      ) : (
        input
      )}
      {typeof dialingError === 'string' && dialingError !== '' && <FieldError>{dialingError}</FieldError>}
      {typeof error === 'string' && error !== '' && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}
