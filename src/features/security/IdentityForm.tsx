/**
 * Real name and ID where the platform asks for them (MCSFE_getDictionaryIdTypeAndKycFields): the
 * fields it lists, those already verified shown and locked, the rest sent together.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as security from '../../contract/calls/security';
import type { IdentityField } from '../../contract/readers/security';
import { Button } from '../../ui/Button';
import { Actions, Field, Form, Input, Problem } from '../../ui/formParts';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useSecurityCall } from './queries';

/** a field's label: ours for the names we know, the platform's name otherwise */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (name: string) => t(`security.identity.field.${name}`, { defaultValue: name });
}

export function IdentityForm({ fields, onDone }: { fields: IdentityField[]; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const open = fields.filter((f) => !f.locked);
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const send = useSecurityCall<Record<string, string>>(security.updateIdentity, onDone);
  const missing = open.filter((f) => f.required && !(values[f.name] ?? '').trim());

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (missing.length) return;
    send.run(Object.fromEntries(open.map((f) => [f.name, (values[f.name] ?? '').trim()])));
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('security.identity.title')} data-testid="identity-form">
      {open.map((f) => (
        <Field key={f.name}>
          {label(f.name)}
          <Input
            autoComplete={f.name === 'realName' ? 'name' : 'off'}
            maxLength={60}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            aria-invalid={tried && missing.includes(f) ? true : undefined}
            data-testid={`identity-${f.name}`}
          />
          {tried && missing.includes(f) && <Problem data-testid={`identity-${f.name}-problem`}>{t('security.fillAll')}</Problem>}
        </Field>
      ))}
      <Problem as="p">{t('security.identity.once')}</Problem>
      {send.isError && <ErrorMessage error={send.error} />}
      <Actions>
        <Button type="submit" $busy={send.isPending} data-testid="identity-submit">
          {t('security.save')}
        </Button>
      </Actions>
    </Form>
  );
}
