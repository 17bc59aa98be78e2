/**
 * A downline's card: its profit and loss over a range, and what the flags let the agent change:
 * the login password (encrypted, AGEDOWNMODPASS3), the mobile number (AGEDOWNMODMOBILE3), the
 * nickname (AGEDOWNMOD2NDNICK3), and a transfer from the agent's balance (encrypted,
 * AGETRANSFERDOWN3; the payment password under PAYMENTPASS3, else the login password).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useBrand } from '../../../brand/context';
import type { CallSpec } from '../../../contract/callSpec';
import { downlineMobile, downlineNickname, downlinePassword, memberPnl, transferDownline } from '../../../contract/calls/agent';
import { FLAG } from '../../../contract/flags';
import { centsToAmount, parseAmountInput } from '../../../contract/money';
import { MEMBER_PNL_KEYS, readMemberPnl, type Downline } from '../../../contract/readers/agent';
import { refreshMoney } from '../../../session/member';
import { Button } from '../../../ui/Button';
import { Field, Figure, Figures, Form, Input, Note, Problem } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { Modal } from '../../../ui/Modal';
import { SectionHeading } from '../../../ui/Page';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RangePicker } from '../../../ui/records/RecordControls';
import { presetRange, type Range } from '../../../ui/records/range';
import { useErrorText } from '../../../ui/StatusMessage';
import { TabPanel } from '../../../ui/TabPanel';
import { Tabs } from '../../../ui/Tabs';
import { dayParams, useAgentQuery } from '../common';
import { PASSWORD_PATTERN } from '../register/RegisterAccountPage';
import { patchDownline } from './teamSearch';

type Action = 'pnl' | 'transfer' | 'password' | 'mobile' | 'nickname';

/**
 * `saved` is given the body the platform accepted (not the form as it is now, which may have
 * changed since); a form that must not be sent twice empties itself there.
 */
function ActionForm<B extends Record<string, unknown>>({ spec, body, check, fields, submit, testId, done, saved }: { spec: CallSpec; body: () => B; check: () => string | null; fields: ReactNode; submit: string; testId: string; done: string; saved?: (sent: B) => void }) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const action = useOneAtATime({
    mutationFn: (b: B) => call(spec, { body: b }),
    onSuccess: (_reply, sent) => {
      saved?.(sent);
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
      void refreshMoney(queryClient);
    },
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const p = check();
    setProblem(p);
    if (!p) action.run(body());
  }
  return (
    <Form noValidate onSubmit={onSubmit} data-testid={testId}>
      {fields}
      {problem && <Problem role="alert">{problem}</Problem>}
      {/* the platform's answer to the last value sent, not beside the page's own objection to the value now in the form */}
      {action.isError && !problem && <Problem role="alert" data-testid={`${testId}-error`}>{errorText(action.error)}</Problem>}
      {action.isSuccess && !problem && <Note role="status" data-testid={`${testId}-done`}>{done}</Note>}
      <Button type="submit" $busy={action.isPending} data-testid={`${testId}-submit`}>
        {submit}
      </Button>
    </Form>
  );
}

function Pnl({ member }: { member: Downline }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('last30', new Date()));
  const pnl = useAgentQuery(['memberPnl'], memberPnl, { customerId: member.customerId, ...dayParams(range) }, readMemberPnl);
  return (
    <>
      <RangePicker maxDays={90} onChange={setRange} />
      <QueryStatus query={pnl}>
        {(p) => (
          <Figures data-testid="agent-member-pnl">
            {MEMBER_PNL_KEYS.map((k) => (
              <Figure key={k} label={t(`agentCentre.team.pnl.${k}`)} testId={`agent-member-pnl-${k}`}>
                {formatCents(p[k])}
              </Figure>
            ))}
          </Figures>
        )}
      </QueryStatus>
    </>
  );
}

export function MemberCard({ member, onClose }: { member: Downline; onClose: () => void }) {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const actions: Action[] = ['pnl'];
  if (flags[FLAG.AGENT_TRANSFER_DOWNLINE]) actions.push('transfer');
  if (flags[FLAG.AGENT_DOWNLINE_PASSWORD]) actions.push('password');
  if (flags[FLAG.AGENT_DOWNLINE_MOBILE]) actions.push('mobile');
  if (flags[FLAG.AGENT_DOWNLINE_NICKNAME]) actions.push('nickname');
  const [tab, setTab] = useState<Action>('pnl');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [mobile, setMobile] = useState(member.mobileNum ?? '');
  const [nickname, setNickname] = useState(member.nickname ?? '');
  const paymentPassword = flags[FLAG.PAYMENT_PASSWORD] === true;
  const queryClient = useQueryClient();
  const parsed = parseAmountInput(amount);
  return (
    <Modal title={t('agentCentre.team.cardTitle', { name: member.username })} onClose={onClose} width={640} testId="agent-member-card">
      <Figures>
        <Figure label={t('agentCentre.team.balance')} testId="agent-member-balance">{formatCents(member.balanceCents)}</Figure>
        <Figure label={t('agentCentre.team.upline')}>{member.upline ?? '--'}</Figure>
      </Figures>
      {actions.length > 1 && <Tabs items={actions.map((a) => ({ key: a, label: t(`agentCentre.team.actions.${a}`), testId: `agent-member-tab-${a}` }))} value={tab} onChange={setTab} label={t('agentCentre.team.actionsLabel')} idPrefix="agent-member" />}
      <TabPanel tabbed={actions.length > 1} idPrefix="agent-member" value={tab}>
      <SectionHeading>{t(`agentCentre.team.actions.${tab}`)}</SectionHeading>
      {tab === 'pnl' && <Pnl member={member} />}
      {tab === 'transfer' && (
        <ActionForm
          spec={transferDownline}
          testId="agent-transfer"
          submit={t('agentCentre.team.transferSubmit')}
          done={t('agentCentre.team.transferDone', { name: member.username })}
          check={() => ('problem' in parsed ? t(`agentCentre.team.amountProblem.${parsed.problem}`) : parsed.cents <= 0 ? t('agentCentre.team.amountProblem.empty') : !password ? t('agentCentre.team.passwordNeeded') : null)}
          body={() => ({ customerId: member.customerId, amount: 'cents' in parsed ? centsToAmount(parsed.cents) : '0.00', password, remark: remark.trim() })}
          // a sent transfer leaves nothing to send again: a second press would move the money twice
          saved={() => {
            setAmount('');
            setPassword('');
            setRemark('');
          }}
          fields={
            <>
              <Field>
                {t('money.amount.label')}
                <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="agent-transfer-amount" />
              </Field>
              <Field>
                {t(paymentPassword ? 'agentCentre.team.paymentPassword' : 'agentCentre.team.loginPassword')}
                <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="agent-transfer-password" />
              </Field>
              <Field>
                {t('agentCentre.team.remark')}
                <Input value={remark} maxLength={100} onChange={(e) => setRemark(e.target.value)} data-testid="agent-transfer-remark" />
              </Field>
            </>
          }
        />
      )}
      {tab === 'password' && (
        <ActionForm
          spec={downlinePassword}
          testId="agent-password"
          submit={t('agentCentre.team.save')}
          done={t('agentCentre.team.saved')}
          check={() => (PASSWORD_PATTERN.test(newPassword) ? null : t('agentCentre.register.passwordRule'))}
          body={() => ({ customerId: member.customerId, password: newPassword })}
          saved={() => setNewPassword('')}
          fields={
            <Field>
              {t('agentCentre.team.newPassword')}
              <Input type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} data-testid="agent-password-input" />
            </Field>
          }
        />
      )}
      {tab === 'mobile' && (
        <ActionForm
          spec={downlineMobile}
          testId="agent-mobile"
          submit={t('agentCentre.team.save')}
          done={t('agentCentre.team.saved')}
          check={() => (/^\d{9,12}$/.test(mobile.trim()) ? null : t('agentCentre.team.mobileRule'))}
          body={() => ({ customerId: member.customerId, mobileNum: mobile.trim() })}
          saved={(sent) => patchDownline(queryClient, sent.customerId, { mobileNum: sent.mobileNum })}
          fields={
            <Field>
              {t('agentCentre.team.mobile')}
              <Input inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} data-testid="agent-mobile-input" />
            </Field>
          }
        />
      )}
      {tab === 'nickname' && (
        <ActionForm
          spec={downlineNickname}
          testId="agent-nickname"
          submit={t('agentCentre.team.save')}
          done={t('agentCentre.team.saved')}
          check={() => (nickname.trim().length >= 1 && nickname.trim().length <= 20 ? null : t('agentCentre.team.nicknameRule'))}
          body={() => ({ customerId: member.customerId, nickname: nickname.trim() })}
          saved={(sent) => patchDownline(queryClient, sent.customerId, { nickname: sent.nickname })}
          fields={
            <Field>
              {t('agentCentre.team.nickname')}
              <Input value={nickname} maxLength={20} onChange={(e) => setNickname(e.target.value)} data-testid="agent-nickname-input" />
            </Field>
          }
        />
      )}
      </TabPanel>
    </Modal>
  );
}
