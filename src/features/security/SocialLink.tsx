/**
 * Linking a social account (MCSFE_updateSocialTypeFields): only the networks the platform lists,
 * and only after the player confirms, in a dialog, that a link cannot be undone (the contract has
 * no unlink call). A linked network shows its account and no form.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as security from '../../contract/calls/security';
import type { SocialAccount } from '../../contract/readers/security';
import { Button } from '../../ui/Button';
import { Actions, Field, Form, Input, Problem, Select } from '../../ui/formParts';
import { Modal } from '../../ui/Modal';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useSecurityCall } from './queries';

export function socialName(type: string): string {
  return type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');
}

export function SocialLinkForm({ accounts, onDone }: { accounts: SocialAccount[]; onDone: () => void }) {
  const { t } = useTranslation();
  const open = accounts.filter((a) => !a.linked);
  const [picked, setPicked] = useState('');
  const [account, setAccount] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const socialType = picked || open[0]?.socialType || '';
  const send = useSecurityCall<{ socialType: string; account: string }>(security.linkSocialAccount, onDone);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (socialType && account.trim()) setConfirming(true);
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('security.social.title')} data-testid="social-form">
      <Problem as="p" role="note" data-testid="social-warning">
        {t('security.social.warning')}
      </Problem>
      <Field>
        {t('security.social.network')}
        <Select value={socialType} onChange={(e) => setPicked(e.target.value)} data-testid="social-network">
          {open.map((a) => (
            <option key={a.socialType} value={a.socialType}>
              {socialName(a.socialType)}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {t('security.social.account')}
        <Input autoComplete="off" maxLength={120} value={account} onChange={(e) => setAccount(e.target.value)} aria-invalid={tried && !account.trim() ? true : undefined} data-testid="social-account" />
        {tried && !account.trim() && <Problem>{t('security.fillAll')}</Problem>}
      </Field>
      {send.isError && <ErrorMessage error={send.error} />}
      <Actions>
        <Button type="submit" $busy={send.isPending} data-testid="social-submit">
          {t('security.social.link')}
        </Button>
      </Actions>
      {confirming && (
        <Modal title={t('security.social.confirmTitle')} onClose={() => setConfirming(false)} width={420} testId="social-confirm">
          <p>{t('security.social.confirm', { network: socialName(socialType), account: account.trim() })}</p>
          <Actions>
            <Button $variant="outline" onClick={() => setConfirming(false)} data-testid="social-confirm-cancel">
              {t('security.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                send.run({ socialType, account: account.trim() });
              }}
              data-testid="social-confirm-link"
            >
              {t('security.social.linkForGood')}
            </Button>
          </Actions>
        </Modal>
      )}
    </Form>
  );
}
