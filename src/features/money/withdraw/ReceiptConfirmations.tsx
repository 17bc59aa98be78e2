/**
 * Withdrawals paid person to person wait for the player's word: received in full, in part (the
 * amount received; the rest stays owed) or not received (1 to 3 png/jpg images of at most 5 MB as
 * proof). One not confirmed in time counts as received, and one the platform confirmed (forced)
 * is not refunded: both are only acknowledged.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import * as withdrawCalls from '../../../contract/calls/withdraw';
import { parseAmountInput, centsToAmount } from '../../../contract/money';
import type { PaymentConfirmation } from '../../../contract/readers/withdraw';
import { refreshMoney } from '../../../session/member';
import { Button } from '../../../ui/Button';
import { formatCents } from '../../../ui/formatCents';
import { SectionHeading } from '../../../ui/Page';
import { Panel } from '../../../ui/Panel';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { Actions, Field, Figure, Figures, Input, Note, Problem } from '../parts';
import { compressedDataUrl, imageProblem, MB } from '../../../ui/imageFile';
import { formatDateTime } from '../time';
import { usePaymentConfirmations } from './queries';

const MAX_PROOFS = 3;

function Confirmation({ item }: { item: PaymentConfirmation }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [mode, setMode] = useState<'part' | 'none' | null>(null);
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useOneAtATime({
    mutationFn: async (body: { isMoneyReceived: 'Y' | 'P' | 'N' | 'A'; receivedAmount?: string; proofOfNotReceive?: string[] }) => call(withdrawCalls.processPaymentConfirmation, { body: { payDetailId: item.id, ...body } }),
    // the answered one stays on screen with its thank-you until the page is opened again
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['withdraw', 'records'] });
      void refreshMoney(client);
    },
  });
  const parsed = parseAmountInput(received);
  const receivedCents = 'cents' in parsed ? parsed.cents : null;
  const partProblem = receivedCents === null ? null : receivedCents <= 0 || receivedCents >= item.cents ? t('money.receipt.partRule', { max: formatCents(item.cents) }) : null;

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(e.target.files ?? [])];
    e.target.value = '';
    const bad = chosen.map((f) => imageProblem(f, 5 * MB)).find((p) => p !== null);
    if (bad) return setProblem(t(`common.image.${bad}`, { max: 5 }));
    const next = [...files, ...chosen];
    if (next.length > MAX_PROOFS) return setProblem(t('money.receipt.tooMany', { max: MAX_PROOFS }));
    setProblem(null);
    setFiles(next);
  }

  const settled = item.forced || item.autoConfirmed;
  return (
    <Panel data-testid="receipt" data-state={item.forced ? 'forced' : item.autoConfirmed ? 'auto' : 'open'}>
      <Figures>
        <Figure label={t('money.amount.label')}>{formatCents(item.cents)}</Figure>
        {item.remainingCents > 0 && <Figure label={t('money.receipt.remaining')}>{formatCents(item.remainingCents)}</Figure>}
        {item.paidAt !== null && <Figure label={t('money.receipt.paidAt')}>{formatDateTime(item.paidAt)}</Figure>}
        {!settled && item.autoConfirmAt !== null && <Figure label={t('money.receipt.autoAt')}>{formatDateTime(item.autoConfirmAt)}</Figure>}
      </Figures>
      {item.forced ? <Note data-testid="receipt-forced">{t('money.receipt.forced')}</Note> : item.autoConfirmed ? <Note data-testid="receipt-auto">{t('money.receipt.auto')}</Note> : <Note>{t('money.receipt.ask')}</Note>}
      {answer.isError && <ErrorMessage error={answer.error} />}
      {answer.isSuccess ? (
        <Note role="status" data-testid="receipt-sent">{t('money.receipt.sent')}</Note>
      ) : settled ? (
        <Button onClick={() => answer.run({ isMoneyReceived: 'A' })} $busy={answer.isPending} data-testid="receipt-acknowledge">
          {t('money.receipt.acknowledge')}
        </Button>
      ) : mode === 'part' ? (
        <Field>
          {t('money.receipt.receivedAmount')}
          <Actions>
            <Input inputMode="decimal" value={received} onChange={(e) => setReceived(e.target.value)} data-testid="receipt-part-amount" />
            <Button onClick={() => receivedCents !== null && !partProblem && answer.run({ isMoneyReceived: 'P', receivedAmount: centsToAmount(receivedCents) })} disabled={receivedCents === null || partProblem !== null} $busy={answer.isPending} data-testid="receipt-part-submit">
              {t('money.receipt.send')}
            </Button>
          </Actions>
          {receivedCents !== null && !partProblem && <Note data-testid="receipt-part-remaining">{t('money.receipt.partRemaining', { received: formatCents(receivedCents), remaining: formatCents(item.cents - receivedCents) })}</Note>}
          {partProblem && <Problem>{partProblem}</Problem>}
        </Field>
      ) : mode === 'none' ? (
        <Field>
          {t('money.receipt.proof', { max: MAX_PROOFS })}
          <Input as="input" type="file" multiple accept="image/png,image/jpeg,.png,.jpg,.jpeg" onChange={choose} data-testid="receipt-proof" />
          <Note data-testid="receipt-proof-count">{t('money.receipt.proofCount', { count: files.length, max: MAX_PROOFS })}</Note>
          {problem && <Problem role="alert" data-testid="receipt-proof-problem">{problem}</Problem>}
          <Button onClick={async () => answer.run({ isMoneyReceived: 'N', proofOfNotReceive: await Promise.all(files.map(compressedDataUrl)) })} disabled={files.length === 0} $busy={answer.isPending} data-testid="receipt-none-submit">
            {t('money.receipt.send')}
          </Button>
        </Field>
      ) : (
        <Actions>
          <Button onClick={() => answer.run({ isMoneyReceived: 'Y' })} $busy={answer.isPending} data-testid="receipt-full">
            {t('money.receipt.full')}
          </Button>
          <Button $variant="outline" onClick={() => setMode('part')} data-testid="receipt-part">
            {t('money.receipt.part')}
          </Button>
          <Button $variant="outline" onClick={() => setMode('none')} data-testid="receipt-none">
            {t('money.receipt.none')}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}

export function ReceiptConfirmations() {
  const { t } = useTranslation();
  const list = usePaymentConfirmations();
  if (!list.data || list.data.length === 0) return list.isError ? <ErrorMessage error={list.error} onRetry={() => void list.refetch()} /> : null;
  return (
    <section aria-labelledby="receipts">
      <SectionHeading id="receipts">{t('money.receipt.title')}</SectionHeading>
      {list.data.map((item) => (
        <Confirmation key={item.id} item={item} />
      ))}
    </section>
  );
}
