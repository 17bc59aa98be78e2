/**
 * depositv2: the payment channels as the platform groups them, fixed and suggested amounts, the
 * limits and the charge shown before the order, the promotions a deposit may join, the order
 * (a payment page in a popup, or bank details in the page) and the deposits of the last two days.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useBrand } from '../../../brand/context';
import * as depositCalls from '../../../contract/calls/deposit';
import { FLAG } from '../../../contract/flags';
import { centsToAmount, parseAmountInput } from '../../../contract/money';
import { readDepositOrder, type DepositChannel, type DepositGroup, type DepositOrder } from '../../../contract/readers/deposit';
import { Button } from '../../../ui/Button';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { formatCents } from '../../../ui/formatCents';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { PAGE_FLOW, TabPanel } from '../../../ui/TabPanel';
import { Tabs } from '../../../ui/Tabs';
import { Field, Figure, Figures, Form, Input, Note, Problem, Select } from '../parts';
import { depositCharge, depositLimits, limitProblem } from '../rules';
import { BankDetails } from './BankDetails';
import { RecentDeposits } from './RecentDeposits';
import { depositKeys, useDepositChannels, useDepositPromotions, useDepositSettings } from './queries';

function Popup({ order }: { order: Extract<DepositOrder, { kind: 'redirect' }> }) {
  const { t } = useTranslation();
  return (
    <Panel data-testid="deposit-redirect">
      <p>{t('money.deposit.popupOpened', { amount: formatCents(order.cents) })}</p>
      <Note>{t('money.deposit.popupBlocked')}</Note>
      <a href={order.url} target="_blank" rel="noopener noreferrer" data-testid="deposit-redirect-link">
        {t('money.deposit.openPayment')}
      </a>
    </Panel>
  );
}

function DepositForm({ groups }: { groups: DepositGroup[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const client = useQueryClient();
  const settings = useDepositSettings();
  const [payId, setPayId] = useState(groups[0]!.payId);
  const group = groups.find((g) => g.payId === payId) ?? groups[0]!;
  const [vendorId, setVendorId] = useState(group.channels[0]!.vendorId);
  const channel: DepositChannel = group.channels.find((c) => c.vendorId === vendorId) ?? group.channels[0]!;
  const [bankCode, setBankCode] = useState('');
  const bank = channel.banks.find((b) => b.bankCode === bankCode) ?? channel.banks[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [target, setTarget] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  // the platform took the order but its answer names neither a payment page nor an account
  const [unreadable, setUnreadable] = useState(false);
  const promotions = useDepositPromotions(group.payId, channel.vendorId);
  const onBehalf = brand.flags[FLAG.DEPOSIT_ON_BEHALF] === true;

  const limits = depositLimits(channel, bank, settings.data ?? null);
  const parsed = parseAmountInput(amountText);
  const cents = 'cents' in parsed ? parsed.cents : null;
  const problem = cents === null ? null : limitProblem(cents, limits, channel);
  // no charge or total for an amount the page refuses: "You pay 5.10" beside "the minimum is 100.00" misleads
  const charge = cents === null || problem !== null ? null : depositCharge(channel, cents);

  // the payment window opens on the press itself (a window opened after the reply is blocked) and
  // gets its address once the order answers; a bank-details answer or an error closes it
  const popup = useRef<Window | null>(null);
  const create = useOneAtATime({
    mutationFn: async () => {
      const body = {
        amount: centsToAmount(cents ?? 0),
        bankCode: bank?.bankCode ?? '',
        bankType: bank?.bankType ?? '',
        vendorId: channel.vendorId,
        nonce: settings.data?.nonce ?? undefined,
        promotionId: promotionId || undefined,
        targetUsername: onBehalf && target.trim() ? target.trim() : undefined,
      };
      return readDepositOrder(await call<unknown>(depositCalls.depositOrder, { body }));
    },
    onSuccess: (answer) => {
      setOrder(answer);
      setUnreadable(answer === null);
      void client.invalidateQueries({ queryKey: depositKeys.all });
      if (!answer) {
        popup.current?.close();
        return;
      }
      // the popup opens on the press (a popup opened later is blocked); here it gets its address
      if (answer.kind === 'redirect' && popup.current && !popup.current.closed) popup.current.location.href = answer.url;
      else popup.current?.close();
    },
    onError: () => popup.current?.close(),
  });

  function pickGroup(next: string) {
    setPayId(next);
    const g = groups.find((x) => x.payId === next);
    if (g) setVendorId(g.channels[0]!.vendorId);
    setBankCode('');
    setPromotionId('');
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (cents === null || problem) return;
    // one order, and one window, however fast the clicks (the order's replies reach the window later)
    if (!create.run()) return;
    popup.current = window.open('about:blank', 'deposit', 'width=500,height=500');
    if (popup.current) popup.current.opener = null;
  }

  if (order?.kind === 'bank') return <BankDetails order={order} onDone={() => setOrder(null)} />;

  const amountProblem =
    'problem' in parsed
      ? submitted || parsed.problem !== 'empty'
        ? t(`money.amount.${parsed.problem}`)
        : null
      : problem?.kind === 'below'
        ? t('money.amount.below', { min: formatCents(problem.minCents) })
        : problem?.kind === 'above'
          ? t('money.amount.above', { max: formatCents(problem.maxCents) })
          : problem?.kind === 'notFixed'
            ? t('money.amount.notFixed')
            : null;

  return (
    <>
      {order?.kind === 'redirect' && <Popup order={order} />}
      {groups.length > 1 && (
        <Tabs items={groups.map((g) => ({ key: g.payId, label: g.name, testId: `deposit-group-${g.payId}` }))} value={group.payId} onChange={pickGroup} label={t('money.deposit.methods')} idPrefix="deposit-group" />
      )}
      <TabPanel tabbed={groups.length > 1} idPrefix="deposit-group" value={group.payId} style={PAGE_FLOW}>
        {group.message && <Note data-testid="deposit-group-message">{group.message}</Note>}
        <Form onSubmit={submit} noValidate aria-label={t('money.deposit.form')}>
          {group.channels.length > 1 && (
            <ChipGroup label={t('money.deposit.channel')}>
              {group.channels.map((c) => (
                <Chip key={c.vendorId} active={c.vendorId === channel.vendorId} onClick={() => setVendorId(c.vendorId)} testId={`deposit-channel-${c.vendorId}`}>
                  {c.name}
                </Chip>
              ))}
            </ChipGroup>
          )}
          {channel.banks.length > 0 && (
            <Field>
              {t('money.deposit.bank')}
              <Select value={bank?.bankCode ?? ''} onChange={(e) => setBankCode(e.target.value)} data-testid="deposit-bank">
                {channel.banks.map((b) => (
                  <option key={b.bankCode} value={b.bankCode}>
                    {b.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {(channel.fixedAmounts.length > 0 || channel.suggestedAmounts.length > 0) && (
            <ChipGroup label={t('money.deposit.quickAmounts')}>
              {[...new Set([...channel.fixedAmounts, ...(channel.fixedOnly ? [] : channel.suggestedAmounts)])].map((a) => (
                <Chip key={a} active={cents === a} onClick={() => setAmountText(centsToAmount(a))} testId={`deposit-amount-${a}`}>
                  {formatCents(a)}
                </Chip>
              ))}
            </ChipGroup>
          )}
          <Field>
            {t('money.amount.label')}
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              readOnly={channel.fixedOnly}
              onChange={(e) => setAmountText(e.target.value)}
              aria-invalid={amountProblem ? true : undefined}
              aria-describedby={amountProblem ? 'deposit-amount-problem' : undefined}
              data-testid="deposit-amount"
            />
            {amountProblem && (
              <Problem id="deposit-amount-problem" data-testid="deposit-amount-problem">
                {amountProblem}
              </Problem>
            )}
          </Field>
          <Figures data-testid="deposit-figures">
            <Figure label={t('money.deposit.limits')} testId="deposit-limits">
              {`${formatCents(limits.minCents)} – ${formatCents(limits.maxCents)}`}
            </Figure>
            {settings.data?.firstDeposit && settings.data.minFirstDepositCents !== null && (
              <Figure label={t('money.deposit.firstMinimum')} testId="deposit-first-minimum">
                {formatCents(settings.data.minFirstDepositCents)}
              </Figure>
            )}
            <Figure label={t('money.deposit.charge')} testId="deposit-charge">
              {charge === null ? '--' : formatCents(charge)}
            </Figure>
            <Figure label={t('money.deposit.total')} testId="deposit-total">
              {cents === null || charge === null ? '--' : formatCents(cents + charge)}
            </Figure>
          </Figures>
          {(promotions.data?.length ?? 0) > 0 && (
            <Field>
              {t('money.deposit.promotion')}
              <Select value={promotionId} onChange={(e) => setPromotionId(e.target.value)} data-testid="deposit-promotion">
                <option value="">{t('money.deposit.noPromotion')}</option>
                {promotions.data!.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {onBehalf && (
            <Field>
              {t('money.deposit.target')}
              <Input value={target} onChange={(e) => setTarget(e.target.value)} autoComplete="off" data-testid="deposit-target" />
            </Field>
          )}
          {create.isError && <ErrorMessage error={create.error} />}
          {unreadable && (
            <Panel role="alert" data-testid="deposit-unreadable">
              {t('money.deposit.unreadable')}
            </Panel>
          )}
          <Button type="submit" $busy={create.isPending} data-testid="deposit-submit">
            {t('money.deposit.submit')}
          </Button>
        </Form>
      </TabPanel>
    </>
  );
}

export default function DepositPage() {
  const { t } = useTranslation();
  const settings = useDepositSettings();
  const channels = useDepositChannels();
  return (
    <>
      <QueryStatus query={settings}>
        {(s) => (s.allowed ? null : <Panel role="alert" data-testid="deposit-not-allowed">{t('money.deposit.notAllowed')}</Panel>)}
      </QueryStatus>
      <QueryStatus query={channels} isEmpty={(g) => g.length === 0} empty={t('money.deposit.noChannels')}>
        {(groups) => <DepositForm groups={groups} />}
      </QueryStatus>
      <RecentDeposits />
    </>
  );
}
