/**
 * withdraw: the time window and the platform's message, turnover with progress, method tabs, the
 * accounts on file (bind, delete; kept when withdrawals are closed or held for a turnover review),
 * the amount within the type's limits with the fee previewed as the player types, the password the
 * flags ask for (payment password, set here when missing, or the login password, or none), the SMS
 * step when the settings ask for it, every refusal of the contract with its numbers, recent
 * withdrawals, and the receipts waiting for confirmation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { isApiError } from '../../../api/errors';
import { useBrand } from '../../../brand/context';
import * as securityCalls from '../../../contract/calls/security';
import * as withdrawCalls from '../../../contract/calls/withdraw';
import { FLAG } from '../../../contract/flags';
import { centsToAmount, parseAmountInput } from '../../../contract/money';
import { VERIFICATION_OPERATION, type CodeSendReply } from '../../../contract/verification';
import { readWithdrawRefusal, type WithdrawSettings, type WithdrawType } from '../../../contract/readers/withdraw';
import { refreshMoney, SESSION_QUERY } from '../../../session/member';
import { WITHDRAW_BIND_PARAM } from '../../../shell/links';
import { memberAtom, tokenAtom } from '../../../session/session';
import { Button } from '../../../ui/Button';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { cooldownKey, countdownSeconds, formatCountdown, useCountdown } from '../../../ui/countdown';
import { formatCents } from '../../../ui/formatCents';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ErrorMessage } from '../../../ui/StatusMessage';
import { PAGE_FLOW, TabPanel } from '../../../ui/TabPanel';
import { Tabs } from '../../../ui/Tabs';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { Actions, Field, Figure, Figures, Form, Input, Note, Problem } from '../parts';
import { AccountsOnFile } from './AccountsOnFile';
import { ReceiptConfirmations } from './ReceiptConfirmations';
import { RecentWithdrawals } from './RecentWithdrawals';
import { refusalText } from './refusal';
import { SetPaymentPassword } from './SetPaymentPassword';
import { useHasPaymentPassword, useTurnover, useWithdrawAccounts, useWithdrawMethods, useWithdrawSettings } from './queries';
import { vars } from '../../../theme/cssVariables';

const Bar = styled.div<{ $done: number }>`
  height: 8px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
  &::after { content: ''; display: block; height: 100%; width: ${({ $done }) => $done}%; background: ${vars.color.success}; }
`;

function needsSms(settings: WithdrawSettings, cents: number | null): boolean {
  if (settings.mobileVerification === 'EVERY_WITHDRAWAL') return true;
  // above the threshold, not at it (the real client: `amount > mobileVerificationWithdrawAmount`)
  return settings.mobileVerification === 'WITHDRAW_AMOUNT' && cents !== null && cents > (settings.mobileVerificationAboveCents ?? 0);
}

/**
 * `closed`: the platform's word that this player may not withdraw now. Then, as while it reviews
 * their turnover (status N), the amount form is hidden, but the accounts on file stay: binding one
 * is a module of its own (BINDCARD3), and the security centre's bank card and e-wallet rows lead here.
 */
function WithdrawForm({ settings, closed }: { settings: WithdrawSettings; closed?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberAtom);
  const client = useQueryClient();
  const methods = useWithdrawMethods();
  const accounts = useWithdrawAccounts();
  const turnover = useTurnover();
  const noPassword = brand.flags[FLAG.WITHDRAW_NO_PASSWORD] === true;
  const paymentPasswordMode = !noPassword && brand.flags[FLAG.PAYMENT_PASSWORD] === true;
  const hasPassword = useHasPaymentPassword(paymentPasswordMode);
  const types = (methods.data ?? []).filter((m) => settings.switchedOn[m.type]);
  const [picked, setPicked] = useState<WithdrawType | null>(null);
  // opened to add an account of one kind (the security centre's bank card and e-wallet rows): that
  // kind's tab, its bind form open, until the player picks a tab
  const [params] = useSearchParams();
  const [bindAsked, setBindAsked] = useState(() => params.get(WITHDRAW_BIND_PARAM));
  const asked = types.find((m) => m.type === bindAsked)?.type ?? null;
  const type = picked ?? asked ?? types[0]?.type ?? 'BC';
  const [chosen, setChosen] = useState<string | null>(null);
  const ofType = (accounts.data ?? []).filter((a) => a.type === type && a.active);
  const account = ofType.find((a) => a.id === chosen) ?? ofType[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const parsed = parseAmountInput(amountText, { allowDecimal: settings.allowDecimal });
  const cents = 'cents' in parsed ? parsed.cents : null;
  const limit = settings.limits[type];
  const amountProblem =
    'problem' in parsed
      ? tried || parsed.problem !== 'empty'
        ? t(`money.amount.${parsed.problem}`)
        : null
      : limit.enforced && limit.minCents !== null && cents! < limit.minCents
        ? t('money.amount.below', { min: formatCents(limit.minCents) })
        : limit.enforced && limit.maxCents !== null && cents! > limit.maxCents
          ? t('money.amount.above', { max: formatCents(limit.maxCents) })
          : null;
  // the fee as the platform computes it, asked once the typing stops
  const settled = useDebouncedValue(amountProblem ? null : cents, 400);
  const fee = useQuery({
    queryKey: ['withdraw', 'fee', token, type, settled],
    queryFn: () => call<unknown>(withdrawCalls.withdrawCharges, { params: { withdrawAmount: centsToAmount(settled!), withdrawType: type } }).then((v) => parseAmountInput(String(v ?? '0').replace(/^-/, ''))),
    meta: SESSION_QUERY,
    enabled: token !== null && settled !== null && settled > 0,
  });
  const feeCents = fee.data && 'cents' in fee.data ? fee.data.cents : null;
  const sms = needsSms(settings, cents);
  // the code's life from the send reply; once it runs out a new code may be sent (the old one is refused);
  // kept for the tab per account, so a reload does not let the player ask for another at once
  const codeLife = useCountdown(cooldownKey('sms-withdraw', member?.username));
  const sendCode = useOneAtATime({
    mutationFn: () => call<CodeSendReply | null>(securityCalls.smsSendVerified, { body: { operationType: VERIFICATION_OPERATION.WITHDRAW } }),
    onSuccess: (reply) => {
      setCode('');
      codeLife.start(countdownSeconds(reply));
    },
  });
  const codeExpired = sendCode.isSuccess && !codeLife.running;
  const submit = useOneAtATime({
    mutationFn: () =>
      call(withdrawCalls.withdraw, {
        body: {
          amount: centsToAmount(cents!),
          ...(type === 'VM' ? { accountId: account!.id } : { bankCardId: account!.id }),
          password: noPassword ? undefined : password,
          groupId: account!.groupId ?? undefined,
          currentWithdrawType: type,
          verificationCode: sms ? code : undefined,
          check: 'V2',
        },
      }),
    onSuccess: () => {
      setDone(formatCents(cents));
      setAmountText('');
      setPassword('');
      setCode('');
      setTried(false);
      void refreshMoney(client);
      void client.invalidateQueries({ queryKey: ['withdraw'] });
      void client.invalidateQueries({ queryKey: ['moneyWatch'] });
    },
  });

  const refusal = submit.error && isApiError(submit.error) && submit.error.kind === 'platform' ? refusalText(readWithdrawRefusal(submit.error.errorCode, submit.error.value), submit.error.message, (item) => t(`money.withdraw.memberItem.${item}`, { defaultValue: item })) : null;

  function send(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if (cents === null || amountProblem || !account || (!noPassword && !password) || (sms && !code)) return;
    submit.run();
  }

  const required = turnover.data?.requiredCents ?? 0;
  const actual = turnover.data?.actualCents ?? 0;
  const onHold = closed === undefined && turnover.data?.status === 'N';
  const hidden = closed !== undefined || onHold;
  const why = closed !== undefined ? (
    <Panel role="alert" data-testid="withdraw-not-allowed">
      {closed}
    </Panel>
  ) : onHold ? (
    <Panel role="alert" data-testid="withdraw-closed">
      {t('money.withdraw.turnoverClosed')}
    </Panel>
  ) : null;
  if (paymentPasswordMode && hasPassword.data === false) {
    return (
      <>
        {why}
        <SetPaymentPassword />
      </>
    );
  }

  return (
    <>
      {why}
      {required > 0 && (
        <Panel data-testid="withdraw-turnover">
          <Figures>
            <Figure label={t('money.withdraw.turnoverRequired')} testId="withdraw-turnover-required">
              {formatCents(required)}
            </Figure>
            <Figure label={t('money.withdraw.turnoverDone')} testId="withdraw-turnover-actual">
              {formatCents(actual)}
            </Figure>
          </Figures>
          <Bar $done={Math.min(100, Math.floor((actual * 100) / required))} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, Math.floor((actual * 100) / required))} aria-label={t('money.withdraw.turnoverProgress')} />
        </Panel>
      )}
      {types.length > 1 && (
        <Tabs items={types.map((m) => ({ key: m.type, label: m.name, testId: `withdraw-type-${m.type}` }))} value={type} onChange={(k) => { setPicked(k); setChosen(null); setBindAsked(null); }} label={t('money.withdraw.methods')} idPrefix="withdraw-type" />
      )}
      <TabPanel tabbed={types.length > 1} idPrefix="withdraw-type" value={type} style={PAGE_FLOW}>
        {!hidden && !settings.openNow[type] && <Panel role="alert">{settings.windowText ? t('money.withdraw.outsideWindow', { window: settings.windowText }) : t('money.withdraw.closedNow')}</Panel>}
        <QueryStatus query={accounts}>
          {(list) => <AccountsOnFile key={type} type={type} accounts={list} chosen={account?.id ?? null} onChoose={setChosen} paymentPassword={paymentPasswordMode} startBinding={asked === type} />}
        </QueryStatus>
        {!hidden && (
          <Form onSubmit={send} noValidate aria-label={t('money.withdraw.form')}>
            {settings.fixedAmounts[type].length > 0 && (
              <ChipGroup label={t('money.deposit.quickAmounts')}>
                {settings.fixedAmounts[type].map((a) => (
                  <Chip key={a} active={cents === a} onClick={() => setAmountText(centsToAmount(a))}>
                    {formatCents(a)}
                  </Chip>
                ))}
              </ChipGroup>
            )}
            <Field>
              {t('money.amount.label')}
              <Input inputMode="decimal" autoComplete="off" value={amountText} onChange={(e) => setAmountText(e.target.value)} aria-invalid={amountProblem ? true : undefined} data-testid="withdraw-amount" />
              {amountProblem && <Problem data-testid="withdraw-amount-problem">{amountProblem}</Problem>}
            </Field>
            <Figures>
              {limit.enforced && (
                <Figure label={t('money.deposit.limits')} testId="withdraw-limits">
                  {`${formatCents(limit.minCents)} – ${formatCents(limit.maxCents)}`}
                </Figure>
              )}
              <Figure label={t('money.withdraw.fee')} testId="withdraw-fee">
                {fee.isFetching ? '…' : feeCents === null ? '--' : formatCents(feeCents)}
              </Figure>
            </Figures>
            {settings.feeText[type] && <Note>{settings.feeText[type]}</Note>}
            {!noPassword && (
              <Field>
                {paymentPasswordMode ? t('money.withdraw.paymentPassword') : t('money.withdraw.loginPassword')}
                <Input type="password" autoComplete={paymentPasswordMode ? 'off' : 'current-password'} value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={tried && !password ? true : undefined} data-testid="withdraw-password" />
                {tried && !password && <Problem>{t('money.withdraw.passwordNeeded')}</Problem>}
              </Field>
            )}
            {sms && (
              <Field>
                {t('money.withdraw.smsCode')}
                <Actions>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} data-testid="withdraw-sms-code" />
                  <Button $variant="outline" onClick={() => sendCode.run()} disabled={codeLife.running} $busy={sendCode.isPending} data-testid="withdraw-sms-send">
                    {codeLife.running ? t('money.withdraw.smsSent', { seconds: formatCountdown(codeLife.remaining) }) : codeExpired ? t('money.withdraw.smsResend') : t('money.withdraw.smsSend')}
                  </Button>
                </Actions>
                {codeExpired && <Note data-testid="withdraw-sms-expired">{t('money.withdraw.smsExpired')}</Note>}
                {sendCode.isError && <ErrorMessage error={sendCode.error} />}
              </Field>
            )}
            {tried && !account && <Problem role="alert">{t('money.withdraw.chooseAccount')}</Problem>}
            {submit.isError &&
              (refusal ? (
                <Panel role="alert" data-testid="withdraw-refusal" data-code={isApiError(submit.error) ? (submit.error.errorCode ?? undefined) : undefined}>
                  {t(refusal.key, refusal.values)}
                </Panel>
              ) : (
                <ErrorMessage error={submit.error} />
              ))}
            {done && (
              <Panel role="status" data-testid="withdraw-done">
                {t('money.withdraw.done', { amount: done })}
              </Panel>
            )}
            <Button type="submit" disabled={!settings.openNow[type]} $busy={submit.isPending} data-testid="withdraw-submit">
              {t('money.withdraw.submit')}
            </Button>
          </Form>
        )}
      </TabPanel>
    </>
  );
}

export default function WithdrawPage() {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  return (
    <>
      <QueryStatus query={settings}>
        {(s) =>
          s.allowed ? (
            <>
              {s.windowText && <Note data-testid="withdraw-window">{t('money.withdraw.window', { window: s.windowText })}</Note>}
              <WithdrawForm settings={s} />
            </>
          ) : (
            <WithdrawForm settings={s} closed={s.message ?? t('money.withdraw.notAllowed')} />
          )
        }
      </QueryStatus>
      <ReceiptConfirmations />
      <RecentWithdrawals />
    </>
  );
}
