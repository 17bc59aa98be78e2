/**
 * The accounts a withdrawal of one type pays to: pick one, delete one (with the payment password
 * when the player has one), or bind a new one (bank, number, holder), its form open at once where
 * the page was opened to add one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../../api/client';
import * as withdrawCalls from '../../../contract/calls/withdraw';
import type { WithdrawAccount, WithdrawType } from '../../../contract/readers/withdraw';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { Actions, Field, Form, Input, Select } from '../parts';
import { useBanks } from './queries';
import { vars } from '../../../theme/cssVariables';
import { touchTarget } from '../../../ui/touchTarget';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
  li { display: flex; align-items: center; justify-content: space-between; gap: ${vars.space.sm}; flex-wrap: wrap; }
  label { display: flex; align-items: center; gap: ${vars.space.xs}; overflow-wrap: anywhere; ${touchTarget} }
`;

function BindForm({ type, paymentPassword, onDone }: { type: WithdrawType; paymentPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const banks = useBanks(true);
  const ofType = (banks.data ?? []).filter((b) => b.type === type);
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [password, setPassword] = useState('');
  // the bank the select shows: the player's pick, else the first of this kind once the list is in
  const chosenBank = bankCode || ofType[0]?.bankCode || '';
  const bind = useOneAtATime({
    mutationFn: () => call(withdrawCalls.bindCard, { body: { bankCode: chosenBank, cardNumber: number.replace(/\s/g, ''), payeeName: holder.trim(), type, password: paymentPassword ? password : undefined } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['withdraw'] });
      onDone();
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    // a bind before the banks are in would ask with no bank at all, and the platform refuse it
    if (chosenBank && number.trim() && holder.trim()) bind.run();
  }
  if (banks.isError) return <ErrorMessage error={banks.error} onRetry={() => void banks.refetch()} />;
  return (
    <Panel>
      <Form onSubmit={submit} noValidate aria-label={t('money.withdraw.bindTitle')} data-testid="withdraw-bind-form">
        <Field>
          {t('money.deposit.bank')}
          <Select value={chosenBank} onChange={(e) => setBankCode(e.target.value)} disabled={banks.isPending} aria-busy={banks.isPending || undefined} data-testid="withdraw-bind-bank">
            {ofType.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          {t('money.deposit.accountNumber')}
          <Input value={number} onChange={(e) => setNumber(e.target.value)} inputMode="text" autoComplete="off" maxLength={40} required data-testid="withdraw-bind-number" />
        </Field>
        <Field>
          {t('money.deposit.accountName')}
          <Input value={holder} onChange={(e) => setHolder(e.target.value)} autoComplete="name" maxLength={60} required data-testid="withdraw-bind-holder" />
        </Field>
        {paymentPassword && (
          <Field>
            {t('money.withdraw.paymentPassword')}
            <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" inputMode="numeric" maxLength={6} data-testid="withdraw-bind-password" />
          </Field>
        )}
        {bind.isError && <ErrorMessage error={bind.error} />}
        <Actions>
          <Button type="submit" disabled={!chosenBank || !number.trim() || !holder.trim()} $busy={bind.isPending} data-testid="withdraw-bind-submit">
            {t('money.withdraw.bind')}
          </Button>
          <Button $variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}

export function AccountsOnFile({
  type,
  accounts,
  chosen,
  onChoose,
  paymentPassword,
  startBinding = false,
}: {
  type: WithdrawType;
  accounts: WithdrawAccount[];
  chosen: string | null;
  onChoose: (id: string) => void;
  paymentPassword: boolean;
  /** the page was opened to add an account of this kind: its bind form shows at once (while there is room for one) */
  startBinding?: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [binding, setBinding] = useState(() => startBinding && accounts.filter((a) => a.type === type).length < 3);
  const [deletePassword, setDeletePassword] = useState('');
  const remove = useOneAtATime({
    mutationFn: (id: string) => call(withdrawCalls.deleteCard, { body: { bankCardId: id, password: paymentPassword ? deletePassword : undefined } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['withdraw'] }),
  });
  const ofType = accounts.filter((a) => a.type === type);
  return (
    <section aria-label={t('money.withdraw.accounts')}>
      {ofType.length === 0 ? (
        <p data-testid="withdraw-no-account">{t('money.withdraw.noAccount')}</p>
      ) : (
        <List data-testid="withdraw-accounts">
          {ofType.map((a) => (
            <li key={a.id}>
              <label>
                <input type="radio" name="withdraw-account" checked={chosen === a.id} disabled={!a.active} onChange={() => onChoose(a.id)} data-testid={`withdraw-account-${a.id}`} />
                {`${a.bankName} · ${a.number}${a.holder ? ` · ${a.holder}` : ''}`}
              </label>
              <Button $variant="ghost" $size="sm" onClick={() => remove.run(a.id)} $busy={remove.isPending} data-testid={`withdraw-account-delete-${a.id}`} aria-label={t('money.withdraw.deleteAccount', { name: `${a.bankName} ${a.number}` })}>
                {t('money.withdraw.delete')}
              </Button>
            </li>
          ))}
        </List>
      )}
      {paymentPassword && ofType.length > 0 && (
        <Field>
          {t('money.withdraw.deletePassword')}
          <Input type="password" value={deletePassword} onChange={(e) => setDeletePassword(e.target.value)} autoComplete="off" maxLength={6} data-testid="withdraw-delete-password" />
        </Field>
      )}
      {remove.isError && <ErrorMessage error={remove.error} />}
      {binding ? (
        <BindForm type={type} paymentPassword={paymentPassword} onDone={() => setBinding(false)} />
      ) : (
        ofType.length < 3 && (
          <Button $variant="outline" $size="sm" onClick={() => setBinding(true)} data-testid="withdraw-bind-open">
            {t('money.withdraw.bindTitle')}
          </Button>
        )
      )}
    </section>
  );
}
