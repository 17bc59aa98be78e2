/**
 * Change password (spec sections 4, 5): the old password is asked only when the site does
 * not already hold it (a forced change right after login keeps the password just typed in
 * memory; an account without a password, e.g. made by SMS login, has none to give). Success
 * ends the session and opens the login modal. Opened with arg 'weak' | 'expired' | 'first'
 * it is a forced change: closing it logs out.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import type { RegistrationField } from '../../brand/model';
import { closeModalAtom, openModalAtom } from '../../shell/modals';
import { memberAtom, setPasswordChangeFlag } from '../../session/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { MutedText } from '../../ui/MutedText';
import { useErrorText } from '../../ui/StatusMessage';
import { changePasswordCall } from './api';
import type { FormValues } from './fieldRules';
import { pendingPasswordAtom, useEndSession } from './flows';
import { FormField } from './FormField';
import { Actions, Form, Notice } from './parts';

export default function ChangePasswordModal({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const errorText = useErrorText();
  const [pending, setPending] = useAtom(pendingPasswordAtom);
  const member = useAtomValue(memberAtom);
  const endPlayerSession = useEndSession();
  const openModal = useSetAtom(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const [status, setStatus] = useState<string | null>(null);
  const forced = reason === 'weak' || reason === 'expired' || reason === 'first';
  const needOld = pending === null && member?.hasPassword !== false;

  const fields = useMemo<RegistrationField[]>(() => {
    const rule = brand.registration.fields.find((f) => f.name === 'password');
    const base = { required: true, pattern: rule?.pattern ?? null, patternId: rule?.patternId ?? null, min: rule?.min ?? null, max: rule?.max ?? null };
    const out: RegistrationField[] = [];
    if (needOld) out.push({ name: 'oldPassword', required: true, pattern: null, patternId: null, min: null, max: null });
    out.push({ name: 'newPassword', ...base });
    out.push({ name: 'confirmNewPassword', required: true, pattern: null, patternId: null, min: null, max: null });
    return out;
  }, [brand.registration.fields, needOld]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ mode: 'onTouched', shouldUnregister: true });

  /** the session ends and the login modal opens (after a change, or when a forced change is refused) */
  async function endSession() {
    setPending(null);
    await endPlayerSession();
    openModal({ name: 'login' });
  }

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    const oldPassword = needOld ? String(values.oldPassword ?? '') : (pending ?? undefined);
    try {
      await changePasswordCall({
        ...(oldPassword !== undefined ? { oldPassword } : {}),
        newPassword: String(values.newPassword ?? ''),
        confirmNewPassword: String(values.confirmNewPassword ?? ''),
      });
      setPasswordChangeFlag(false);
      await endSession();
    } catch (e) {
      setStatus(errorText(e));
    }
  });

  return (
    <Modal
      title={t('account.changePasswordTitle')}
      onClose={() => (forced ? void endSession() : closeModal())}
      dismissible={!forced}
      width={440}
      testId="change-password-modal"
    >
      <Form noValidate onSubmit={onSubmit} data-testid="change-password-form">
        {forced && <MutedText data-testid="change-password-reason">{t(`account.changeReason_${reason}`)}</MutedText>}
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            register={register}
            errors={errors}
            idPrefix={`${idPrefix}-cpw`}
            testIdPrefix="change-password-field"
            labelled
            autoComplete={field.name === 'oldPassword' ? 'current-password' : 'new-password'}
          />
        ))}
        {status && (
          <Notice role="alert" data-testid="change-password-status">
            {status}
          </Notice>
        )}
        <Actions>
          <Button type="submit" $block $busy={isSubmitting} data-testid="change-password-submit">
            {isSubmitting ? t('account.submitting') : t('account.confirm')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
