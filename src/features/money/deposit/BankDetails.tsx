/**
 * A bank-transfer order: where to pay (each detail with a copy button, and a QR), then the proof of
 * payment (png/jpg/jpeg under 10 MB, compressed in the browser), the bank's reference number, or
 * cancelling the order while it is open.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../../api/client';
import * as depositCalls from '../../../contract/calls/deposit';
import type { DepositOrder } from '../../../contract/readers/deposit';
import { Button } from '../../../ui/Button';
import { formatCents } from '../../../ui/formatCents';
import { LazyQrCode } from '../../../ui/LazyQrCode';
import { Panel } from '../../../ui/Panel';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { Actions, Field, Figure, Figures, Input, Note, Problem } from '../parts';
import { compressedDataUrl, imageProblem, MB } from '../../../ui/imageFile';
import { depositKeys } from './queries';
import { CopyButton } from '../../../ui/CopyButton';
import { vars } from '../../../theme/cssVariables';

const Box = styled(Panel)`
  display: grid;
  gap: ${vars.space.md};
`;

const Copyable = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

function Detail({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  if (!value) return null;
  return (
    <Figure label={label}>
      <Copyable>
        <span data-testid={testId}>{value}</span>
        <CopyButton value={value} label={label} />
      </Copyable>
    </Figure>
  );
}

export function BankDetails({ order, onDone }: { order: Extract<DepositOrder, { kind: 'bank' }>; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [sent, setSent] = useState<'proof' | 'reference' | 'cancelled' | null>(null);
  const depositId = order.depositId ?? '';
  const done = () => void client.invalidateQueries({ queryKey: depositKeys.all });

  const proof = useOneAtATime({
    mutationFn: async (file: File) => call(depositCalls.depositProof, { body: { depositId, file: await compressedDataUrl(file) } }),
    onSuccess: () => {
      setSent('proof');
      done();
    },
  });
  const ref = useOneAtATime({
    mutationFn: () => call(depositCalls.depositReference, { params: { depositId, referenceNo: reference.trim() } }),
    onSuccess: () => setSent('reference'),
  });
  const cancel = useOneAtATime({
    mutationFn: () => call(depositCalls.depositCancel, { params: { depositId } }),
    onSuccess: () => {
      setSent('cancelled');
      done();
    },
  });

  function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageProblem(file, 10 * MB);
    setFileProblem(problem ? t(`common.image.${problem}`, { max: 10 }) : null);
    if (!problem) proof.run(file);
  }

  function sendReference(e: FormEvent) {
    e.preventDefault();
    if (reference.trim()) ref.run();
  }

  if (sent === 'cancelled') {
    return (
      <Box data-testid="deposit-cancelled">
        <p>{t('money.deposit.cancelled')}</p>
        <Button onClick={onDone}>{t('money.deposit.again')}</Button>
      </Box>
    );
  }

  return (
    <Box data-testid="deposit-bank-details">
      <p>{t('money.deposit.payTo', { amount: formatCents(order.cents) })}</p>
      <Figures>
        <Detail label={t('money.deposit.bank')} value={order.bankName} testId="deposit-pay-bank" />
        <Detail label={t('money.deposit.accountNumber')} value={order.accountNumber} testId="deposit-pay-account" />
        <Detail label={t('money.deposit.accountName')} value={order.accountName} testId="deposit-pay-name" />
        <Detail label={t('money.amount.label')} value={order.cents === null ? null : formatCents(order.cents)} testId="deposit-pay-amount" />
        <Detail label={t('money.deposit.reference')} value={order.reference} testId="deposit-pay-reference" />
        {order.discountCents !== null && <Figure label={t('money.deposit.discount')}>{formatCents(order.discountCents)}</Figure>}
      </Figures>
      {order.qrImage ? <img src={order.qrImage} alt={t('money.deposit.qr')} width={160} height={160} /> : order.qr && <LazyQrCode value={order.qr} label={t('money.deposit.qr')} testId="deposit-pay-qr" />}
      <Field>
        {t('money.proof.label')}
        <Input as="input" type="file" accept="image/png,image/jpeg,.png,.jpg,.jpeg" onChange={chooseFile} disabled={proof.isPending} data-testid="deposit-proof" />
        <Note>{t('common.image.rule', { max: 10 })}</Note>
        {fileProblem && (
          <Problem role="alert" data-testid="deposit-proof-problem">
            {fileProblem}
          </Problem>
        )}
        {proof.isError && <ErrorMessage error={proof.error} />}
        {sent === 'proof' && <Note data-testid="deposit-proof-sent">{t('money.proof.sent')}</Note>}
      </Field>
      <form onSubmit={sendReference} noValidate>
        <Field>
          {t('money.deposit.referenceInput')}
          <Actions>
            <Input value={reference} onChange={(e) => setReference(e.target.value)} maxLength={40} autoComplete="off" data-testid="deposit-reference" />
            <Button type="submit" $variant="outline" disabled={!reference.trim()} $busy={ref.isPending} data-testid="deposit-reference-submit">
              {t('money.deposit.referenceSubmit')}
            </Button>
          </Actions>
        </Field>
        {ref.isError && <ErrorMessage error={ref.error} />}
        {sent === 'reference' && <Note data-testid="deposit-reference-sent">{t('money.deposit.referenceSent')}</Note>}
      </form>
      {cancel.isError && <ErrorMessage error={cancel.error} />}
      <Actions>
        <Button onClick={onDone} data-testid="deposit-done">
          {t('money.deposit.done')}
        </Button>
        <Button $variant="outline" onClick={() => cancel.run()} $busy={cancel.isPending} data-testid="deposit-cancel">
          {t('money.deposit.cancel')}
        </Button>
      </Actions>
    </Box>
  );
}
