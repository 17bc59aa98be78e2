/**
 * Red envelope (AGENTRANSMULTDOWN3): the agent picks downlines from the team (searched by
 * username, the subordinate call team management uses), gives one amount for each of them or a
 * total shared out evenly (rules.ts envelopeAmounts), then confirms: the dialog lists every
 * recipient and amount and the total, and asks the password the flags name (the payment password
 * under PAYMENTPASS3, else the login password). One encrypted call moves it all (designed body,
 * contract/multiTransfer.ts); the reply's new balances are shown, the agent's balance and the team
 * list refreshed. A refusal is shown where it belongs: a password at the password, a short
 * balance at the total, anything else at the send button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useBrand } from '../../../brand/context';
import { transferMultipleDownline } from '../../../contract/calls/agent';
import { FLAG } from '../../../contract/flags';
import { parseAmountInput } from '../../../contract/money';
import { multiTransferBody, readMultiTransferResult, type MultiTransferResult } from '../../../contract/multiTransfer';
import type { Downline } from '../../../contract/readers/agent';
import { refreshMoney } from '../../../session/member';
import { Button } from '../../../ui/Button';
import { CheckRow } from '../../../ui/CheckRow';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { Actions, Field, Figure, Figures, Form, Input, Note, Problem, Table } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { Modal } from '../../../ui/Modal';
import { SectionHeading } from '../../../ui/Page';
import { Panel } from '../../../ui/Panel';
import { useErrorText } from '../../../ui/StatusMessage';
import { vars } from '../../../theme/cssVariables';
import { Scroll, Toolbar } from '../common';
import { envelopeAmounts, envelopeErrorPlace, pagePicked, togglePage, type EnvelopeMode } from '../rules';
import { MemberSearch, TeamTable, useTeamSearch } from './teamSearch';

/** A downline's box with its name: the whole label takes the tap (44 px on a phone), the box on the text's line. */
/** A downline's row, and the header's box for the whole page: the box sits flush in its cell. */
const Pick = styled(CheckRow)`
  gap: ${vars.space.sm};
  input { margin: 0; }
`;

interface Plan {
  /** each chosen downline with its cents */
  recipients: Array<Downline & { cents: number }>;
  totalCents: number;
}

function Confirm({ plan, remark, onClose, onDone }: { plan: Plan; remark: string; onClose: () => void; onDone: (r: MultiTransferResult) => void }) {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const paymentPassword = flags[FLAG.PAYMENT_PASSWORD] === true;
  const send = useOneAtATime({
    mutationFn: (pw: string) => call<unknown>(transferMultipleDownline, { body: multiTransferBody(plan.recipients, pw, remark) }).then(readMultiTransferResult),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
      void refreshMoney(queryClient);
      onDone(result);
    },
  });
  const place = send.isError ? envelopeErrorPlace(isApiError(send.error) ? send.error.errorCode : null) : null;
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMissing(password === '');
    if (password !== '') send.run(password);
  }
  return (
    <Modal title={t('agentCentre.envelope.confirmTitle')} onClose={onClose} width={560} testId="agent-envelope-confirm">
      <Form noValidate onSubmit={onSubmit}>
        <Scroll>
          <Table data-testid="agent-envelope-confirm-table">
            <thead>
              <tr>
                <th>{t('agentCentre.columns.member')}</th>
                <th className="num">{t('money.amount.label')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.recipients.map((r) => (
                <tr key={r.customerId} data-testid="agent-envelope-confirm-row" data-username={r.username}>
                  <td>{r.username}</td>
                  <td className="num">{formatCents(r.cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td>{t('agentCentre.columns.total')}</td>
                <td className="num" data-testid="agent-envelope-confirm-total">{formatCents(plan.totalCents)}</td>
              </tr>
            </tfoot>
          </Table>
        </Scroll>
        {place === 'total' && <Problem role="alert" data-testid="agent-envelope-total-error">{errorText(send.error)}</Problem>}
        <Field>
          {t(paymentPassword ? 'agentCentre.team.paymentPassword' : 'agentCentre.team.loginPassword')}
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="agent-envelope-password" aria-invalid={place === 'password' || missing || undefined} />
        </Field>
        {missing && <Problem role="alert">{t('agentCentre.team.passwordNeeded')}</Problem>}
        {place === 'password' && <Problem role="alert" data-testid="agent-envelope-password-error">{errorText(send.error)}</Problem>}
        {place === 'form' && <Problem role="alert" data-testid="agent-envelope-error">{errorText(send.error)}</Problem>}
        <Actions>
          <Button $variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" $busy={send.isPending} data-testid="agent-envelope-send">{t('agentCentre.envelope.send')}</Button>
        </Actions>
      </Form>
    </Modal>
  );
}

function Result({ result }: { result: MultiTransferResult }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Note role="status" data-testid="agent-envelope-done">{t('agentCentre.envelope.done', { total: formatCents(result.totalCents), count: result.list.length })}</Note>
      <Scroll>
        <Table data-testid="agent-envelope-result">
          <thead>
            <tr>
              <th>{t('agentCentre.columns.member')}</th>
              <th className="num">{t('money.amount.label')}</th>
              <th className="num">{t('agentCentre.envelope.newBalance')}</th>
            </tr>
          </thead>
          <tbody>
            {result.list.map((r) => (
              <tr key={r.customerId} data-testid="agent-envelope-result-row" data-username={r.username ?? r.customerId}>
                <td>{r.username ?? r.customerId}</td>
                <td className="num">{formatCents(r.cents)}</td>
                <td className="num" data-testid="agent-envelope-result-balance">{formatCents(r.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Panel>
  );
}

export default function RedEnvelopePage() {
  const { t } = useTranslation();
  const list = useTeamSearch('ALL');
  const [chosen, setChosen] = useState<Downline[]>([]);
  const [mode, setMode] = useState<EnvelopeMode>('each');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [result, setResult] = useState<MultiTransferResult | null>(null);
  const isChosen = (d: Downline) => chosen.some((c) => c.customerId === d.customerId);
  const toggle = (d: Downline) => setChosen((list) => (list.some((c) => c.customerId === d.customerId) ? list.filter((c) => c.customerId !== d.customerId) : [...list, d]));
  // the rows of the page on screen, for its "pick everyone" box
  const shown = list.team.data?.rows ?? [];
  const picked = pagePicked(chosen, shown);
  const parsed = parseAmountInput(amount);
  const planned = envelopeAmounts(mode, 'cents' in parsed ? parsed.cents : 0, chosen.length);

  function review(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    // who gets it comes before how much: with no one picked, "enter an amount" points the wrong way
    if ('problem' in planned && (planned.problem === 'noRecipients' || planned.problem === 'tooMany')) return setProblem(t(`agentCentre.envelope.problem.${planned.problem}`));
    if ('problem' in parsed) return setProblem(t(`agentCentre.team.amountProblem.${parsed.problem}`));
    if ('problem' in planned) return setProblem(t(`agentCentre.envelope.problem.${planned.problem}`));
    setProblem(null);
    setPlan({ recipients: chosen.map((d, i) => ({ ...d, cents: planned.amounts[i] ?? 0 })), totalCents: planned.totalCents });
  }

  return (
    <>
      <Note>{t('agentCentre.envelope.intro')}</Note>
      <Toolbar>
        <MemberSearch value={list.search} onChange={list.setSearch} testId="agent-envelope-search" />
      </Toolbar>
      <TeamTable
        list={list}
        testId="agent-envelope-team"
        fits
        head={
          <tr>
            <th>
              <Pick>
                <input
                  type="checkbox"
                  checked={picked === 'all'}
                  ref={(box) => {
                    if (box) box.indeterminate = picked === 'some';
                  }}
                  disabled={shown.length === 0}
                  onChange={() => setChosen((list) => togglePage(list, shown))}
                  aria-label={t('agentCentre.envelope.pickPage')}
                  data-testid="agent-envelope-pick-page"
                />
                {t('agentCentre.columns.member')}
              </Pick>
            </th>
            <th className="num">{t('agentCentre.team.level')}</th>
            <th className="num">{t('agentCentre.team.balance')}</th>
          </tr>
        }
        row={(d) => (
          <tr key={d.customerId} data-testid="agent-envelope-member" data-username={d.username}>
            <td>
              <Pick>
                <input type="checkbox" checked={isChosen(d)} onChange={() => toggle(d)} data-testid="agent-envelope-pick" />
                {d.username}
              </Pick>
            </td>
            <td className="num">{d.level}</td>
            <td className="num">{formatCents(d.balanceCents)}</td>
          </tr>
        )}
      />
      <Panel>
        <SectionHeading>{t('agentCentre.envelope.chosen', { count: chosen.length })}</SectionHeading>
        <ChipGroup label={t('agentCentre.envelope.chosenLabel')}>
          {chosen.map((d) => (
            <Chip key={d.customerId} active onClick={() => toggle(d)} testId={`agent-envelope-chosen-${d.username}`} dense>
              {d.username} ×
            </Chip>
          ))}
        </ChipGroup>
        <Form noValidate onSubmit={review} data-testid="agent-envelope-form">
          <ChipGroup label={t('agentCentre.envelope.mode')}>
            {(['each', 'split'] as const).map((m) => (
              <Chip key={m} active={mode === m} onClick={() => setMode(m)} testId={`agent-envelope-mode-${m}`}>
                {t(`agentCentre.envelope.modes.${m}`)}
              </Chip>
            ))}
          </ChipGroup>
          <Field>
            {t(mode === 'each' ? 'agentCentre.envelope.amountEach' : 'agentCentre.envelope.amountTotal')}
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="agent-envelope-amount" />
          </Field>
          <Field>
            {t('agentCentre.team.remark')}
            <Input value={remark} maxLength={100} onChange={(e) => setRemark(e.target.value)} data-testid="agent-envelope-remark" />
          </Field>
          <Figures>
            <Figure label={t('agentCentre.columns.total')} testId="agent-envelope-total">{'totalCents' in planned ? formatCents(planned.totalCents) : '--'}</Figure>
          </Figures>
          {problem && <Problem role="alert" data-testid="agent-envelope-problem">{problem}</Problem>}
          <Button type="submit" data-testid="agent-envelope-review">{t('agentCentre.envelope.review')}</Button>
        </Form>
      </Panel>
      {result && <Result result={result} />}
      {plan && (
        <Confirm
          plan={plan}
          remark={remark}
          onClose={() => setPlan(null)}
          onDone={(r) => {
            setPlan(null);
            setResult(r);
            setChosen([]);
            setAmount('');
          }}
        />
      )}
    </>
  );
}
