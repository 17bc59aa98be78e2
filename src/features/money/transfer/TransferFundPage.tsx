/**
 * transferFund: money between the main wallet and each vendor wallet (platform-contract-member-agent.md
 * §5, GCS_walletTransfer), and "recall all" (GCS_walletReturn) back to the main wallet. Offered only
 * on a brand whose money is several wallets (the member centre hides it on a single wallet). The
 * amount is whole cents within the wallet it leaves; the balance asks again after every move.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import * as walletCalls from '../../../contract/calls/wallet';
import { centsToAmount, toCents } from '../../../contract/money';
import { isRecord } from '../../../contract/findings';
import type { Wallet } from '../../../contract/readers/wallets';
import { refreshMoney } from '../../../session/member';
import { memberAtom } from '../../../session/session';
import { useWallets } from '../../../session/wallets';
import { Button } from '../../../ui/Button';
import { formatCents } from '../../../ui/formatCents';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { SectionHeading } from '../../../ui/Page';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { Actions, Field, Form, Input, Problem, Select, Table } from '../parts';
import { canMove, recallableCents, transferAmount } from './rules';
import { vars } from '../../../theme/cssVariables';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space.sm};
`;

function TransferForm({ wallets, main }: { wallets: Wallet[]; main: Wallet }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const member = useAtomValue(memberAtom);
  const vendors = wallets.filter((w) => w.accountTypeId !== main.accountTypeId);
  const [fromId, setFromId] = useState(main.accountTypeId);
  const [toId, setToId] = useState(vendors[0]?.accountTypeId ?? main.accountTypeId);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const from = wallets.find((w) => w.accountTypeId === fromId) ?? null;
  const to = wallets.find((w) => w.accountTypeId === toId) ?? null;
  const amount = transferAmount(text, from?.cents ?? 0);
  const problem = 'problem' in amount && (tried || amount.problem !== 'empty') ? amount.problem : null;
  const moved = () => {
    void refreshMoney(client);
    void client.invalidateQueries({ queryKey: ['records'] });
  };

  const transfer = useOneAtATime({
    mutationFn: (cents: number) =>
      call<unknown>(walletCalls.walletTransfer, {
        body: { accept: true, accountTypeId: 0, customerId: member?.id ?? '', fromAccountTypeId: fromId, toAccountTypeId: toId, amount: centsToAmount(cents) },
      }).then((v) => (isRecord(v) ? toCents(v.successAmount) : null) ?? cents),
    onSuccess: (cents) => {
      setDone(t('money.transfer.done', { amount: formatCents(cents), from: from?.displayName ?? '', to: to?.displayName ?? '' }));
      setText('');
      setTried(false);
      moved();
    },
  });
  const recall = useOneAtATime({
    mutationFn: () => call(walletCalls.walletReturn, { body: { customerId: member?.id ?? '' } }),
    onSuccess: () => {
      setDone(t('money.transfer.recalled'));
      moved();
    },
  });

  // one side of a move is always the main wallet: choosing a vendor on one side puts main on the other
  function pickFrom(id: number) {
    setFromId(id);
    if (id !== main.accountTypeId) setToId(main.accountTypeId);
    else if (toId === main.accountTypeId) setToId(vendors[0]?.accountTypeId ?? main.accountTypeId);
  }
  function pickTo(id: number) {
    setToId(id);
    if (id !== main.accountTypeId) setFromId(main.accountTypeId);
    else if (fromId === main.accountTypeId) setFromId(vendors[0]?.accountTypeId ?? main.accountTypeId);
  }
  function send(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if ('cents' in amount && canMove(from, to, main.accountTypeId)) transfer.run(amount.cents);
  }

  const recallable = recallableCents(wallets, main.accountTypeId);
  return (
    <>
      <Table data-testid="transfer-wallets">
        <thead>
          <tr>
            <th>{t('money.transfer.wallet')}</th>
            <th className="num">{t('money.transfer.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((w) => (
            <tr key={w.accountTypeId} data-testid={`transfer-wallet-${w.accountTypeId}`}>
              <td>
                {w.displayName}
                {w.status !== 'OK' && ` (${t('money.transfer.closed')})`}
              </td>
              <td className="num" data-testid={`transfer-wallet-balance-${w.accountTypeId}`}>
                {formatCents(w.cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Actions>
        <Button $variant="outline" onClick={() => { setDone(null); recall.run(); }} disabled={recallable === 0} $busy={recall.isPending} data-testid="transfer-recall">
          {t('money.transfer.recallAll', { amount: formatCents(recallable) })}
        </Button>
      </Actions>
      {recall.isError && <ErrorMessage error={recall.error} />}
      <SectionHeading>{t('money.transfer.move')}</SectionHeading>
      <Form onSubmit={send} noValidate aria-label={t('money.transfer.move')}>
        <Row>
          <Field>
            {t('money.transfer.from')}
            <Select value={fromId} onChange={(e) => pickFrom(Number(e.target.value))} data-testid="transfer-from">
              {wallets.map((w) => (
                <option key={w.accountTypeId} value={w.accountTypeId} disabled={w.status !== 'OK'}>
                  {`${w.displayName} (${formatCents(w.cents)})`}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {t('money.transfer.to')}
            <Select value={toId} onChange={(e) => pickTo(Number(e.target.value))} data-testid="transfer-to">
              {wallets.map((w) => (
                <option key={w.accountTypeId} value={w.accountTypeId} disabled={w.status !== 'OK' || w.accountTypeId === fromId}>
                  {w.displayName}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <Field>
          {t('money.amount.label')}
          <Actions>
            <Input style={{ flex: '1 1 160px' }} inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={problem ? true : undefined} data-testid="transfer-amount" />
            <Button $variant="ghost" onClick={() => setText(centsToAmount(from?.cents ?? 0))} disabled={!from || from.cents <= 0} data-testid="transfer-all">
              {t('money.transfer.all')}
            </Button>
          </Actions>
          {problem && (
            <Problem data-testid="transfer-amount-problem">
              {problem === 'insufficient' ? t('money.transfer.insufficient', { amount: formatCents(from?.cents ?? 0) }) : problem === 'zero' ? t('money.transfer.zero') : t(`money.amount.${problem}`)}
            </Problem>
          )}
        </Field>
        {transfer.isError && <ErrorMessage error={transfer.error} />}
        {done && (
          <Panel role="status" data-testid="transfer-done">
            {done}
          </Panel>
        )}
        <Button type="submit" disabled={!canMove(from, to, main.accountTypeId)} $busy={transfer.isPending} data-testid="transfer-submit">
          {t('money.transfer.submit')}
        </Button>
      </Form>
    </>
  );
}

export default function TransferFundPage() {
  const wallets = useWallets();
  return (
    <QueryStatus query={wallets}>
      {({ wallets: list, main }) => (main ? <TransferForm wallets={list} main={main} /> : null)}
    </QueryStatus>
  );
}
