/**
 * transferUpline: the player sends money from the main wallet to the agent above it (PUT
 * /wps/member/transferUpline, encrypted; platform-contract-member-agent.md §5). Offered when the
 * brand has AGETRANSFERUP3 and the member info says the player has an upline (`toUpline`). The
 * password is the payment password when TRANSUPVERFPAYMENTPW3 is on (set here first when the
 * player has none), else the login password. On a brand of several wallets the vendor wallets are
 * recalled first (the real client retries that up to 3 times, 250 ms apart), so the whole balance can go.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useBrand } from '../../../brand/context';
import * as walletCalls from '../../../contract/calls/wallet';
import { FLAG } from '../../../contract/flags';
import { centsToAmount } from '../../../contract/money';
import type { Wallets } from '../../../contract/readers/wallets';
import { refreshMoney } from '../../../session/member';
import { memberAtom } from '../../../session/session';
import { useWallets } from '../../../session/wallets';
import { Button } from '../../../ui/Button';
import { formatCents } from '../../../ui/formatCents';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { Field, Figure, Figures, Form, Input, Problem } from '../parts';
import { useHasPaymentPassword } from '../withdraw/queries';
import { SetPaymentPassword } from '../withdraw/SetPaymentPassword';
import { transferAmount } from './rules';

const RECALL_TRIES = 3;
const RECALL_PAUSE_MS = 250;

async function recallAll(customerId: string | number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await call(walletCalls.walletReturn, { body: { customerId } });
      return;
    } catch (error) {
      if (attempt >= RECALL_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECALL_PAUSE_MS));
    }
  }
}

function UplineForm({ wallets, paymentPassword }: { wallets: Wallets; paymentPassword: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const member = useAtomValue(memberAtom);
  // on several wallets the vendor balances come back to the main wallet before the transfer
  const availableCents = wallets.single ? (wallets.main?.cents ?? 0) : wallets.totalCents;
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const amount = transferAmount(text, availableCents);
  const problem = 'problem' in amount && (tried || amount.problem !== 'empty') ? amount.problem : null;
  const send = useOneAtATime({
    mutationFn: async (cents: number) => {
      if (!wallets.single) await recallAll(member?.id ?? '');
      await call(walletCalls.transferUpline, { body: { transferAmount: centsToAmount(cents), password, remark: remark.trim() || member?.username || '' } });
      return cents;
    },
    onSuccess: (cents) => {
      setDone(t('money.upline.done', { amount: formatCents(cents) }));
      setText('');
      setPassword('');
      setRemark('');
      setTried(false);
    },
    // a recall may have moved money even when the transfer failed
    onSettled: () => {
      void refreshMoney(client);
      void client.invalidateQueries({ queryKey: ['records'] });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if ('cents' in amount && password) send.run(amount.cents);
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('money.upline.form')}>
      <Figures>
        <Figure label={t('money.upline.available')} testId="upline-available">
          {formatCents(availableCents)}
        </Figure>
      </Figures>
      <Field>
        {t('money.amount.label')}
        <Input inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={problem ? true : undefined} data-testid="upline-amount" />
        {problem && (
          <Problem data-testid="upline-amount-problem">
            {problem === 'insufficient' ? t('money.transfer.insufficient', { amount: formatCents(availableCents) }) : problem === 'zero' ? t('money.transfer.zero') : t(`money.amount.${problem}`)}
          </Problem>
        )}
      </Field>
      <Field>
        {paymentPassword ? t('money.withdraw.paymentPassword') : t('money.withdraw.loginPassword')}
        <Input type="password" autoComplete={paymentPassword ? 'off' : 'current-password'} value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={tried && !password ? true : undefined} data-testid="upline-password" />
        {tried && !password && <Problem>{t('money.withdraw.passwordNeeded')}</Problem>}
      </Field>
      <Field>
        {t('money.upline.remark')}
        <Input maxLength={100} value={remark} placeholder={member?.username ?? ''} onChange={(e) => setRemark(e.target.value)} data-testid="upline-remark" />
      </Field>
      {send.isError && <ErrorMessage error={send.error} />}
      {done && (
        <Panel role="status" data-testid="upline-done">
          {done}
        </Panel>
      )}
      <Button type="submit" $busy={send.isPending} data-testid="upline-submit">
        {t('money.upline.submit')}
      </Button>
    </Form>
  );
}

export default function TransferUplinePage() {
  const brand = useBrand();
  const paymentPassword = brand.flags[FLAG.TRANSFER_UPLINE_PAYMENT_PASSWORD] === true;
  const hasPassword = useHasPaymentPassword(paymentPassword);
  const wallets = useWallets();
  if (paymentPassword && hasPassword.data === false) return <SetPaymentPassword />;
  return <QueryStatus query={wallets}>{(w) => <UplineForm wallets={w} paymentPassword={paymentPassword} />}</QueryStatus>;
}
