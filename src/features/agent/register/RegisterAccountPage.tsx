/**
 * Register account: the agent's quotas, the form that registers a downline (player or agent,
 * encrypted, the username's availability checked as it is typed, a rebate per product no higher
 * than the agent's own) where AGEREGDOWN3 is on, and the affiliate links (CREATEAFF3 makes them,
 * AFFMAN3 lists them with copy, QR and delete).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { useBrand } from '../../../brand/context';
import { agentQuotas, checkUsername, globalRebateSettings, registerDownline } from '../../../contract/calls/agent';
import { FLAG } from '../../../contract/flags';
import { basisPointsToRate, readQuotas, readRebateSettings, type RebateSetting } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { Field, Figure, Figures, Form, Input, Note, Problem } from '../../../ui/formParts';
import { Panel } from '../../../ui/Panel';
import { SectionHeading } from '../../../ui/Page';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useErrorText } from '../../../ui/StatusMessage';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useAgentQuery } from '../common';
import { formatRate, offerRate } from '../rules';
import { AffiliateLinks } from './AffiliateLinks';

export const USERNAME_PATTERN = /^[a-z0-9]{4,16}$/i;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d)[a-z\d]{6,20}$/i;
const TYPES = [0, 2] as const;

function Quotas() {
  const { t } = useTranslation();
  const quotas = useAgentQuery(['quotas'], agentQuotas, undefined, readQuotas);
  return (
    <QueryStatus query={quotas} isEmpty={(q) => q.length === 0} empty={t('agentCentre.empty')}>
      {(q) => (
        <Panel>
          <Figures data-testid="agent-quotas">
            {q.map((x) => (
              <Figure key={x.type} label={t(`agentCentre.register.quota${x.type === 0 ? 'Player' : 'Agent'}`)} testId={`agent-quota-${x.type}`}>
                {t('agentCentre.register.quotaLeft', { left: Math.max(0, x.total - x.used), total: x.total })}
              </Figure>
            ))}
          </Figures>
        </Panel>
      )}
    </QueryStatus>
  );
}

/** Whether the name in the field is free: unknown while the check is on its way. */
function useUsernameCheck(username: string): boolean | undefined {
  const typed = username.trim();
  const name = useDebouncedValue(typed, 400);
  const check = useAgentQuery(['username', name], checkUsername, { username: name }, (raw) => raw === true || raw === 'true', USERNAME_PATTERN.test(name));
  // an answer about the name as it was (before the last keystrokes, or the one just registered,
  // asked again when the form empties; the agent's queries keep the previous key's answer as a
  // placeholder) says nothing of the field now
  return name === typed && USERNAME_PATTERN.test(name) && !check.isPlaceholderData ? check.data : undefined;
}

function RegisterForm({ settings }: { settings: RebateSetting[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [type, setType] = useState<0 | 2>(0);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rebates, setRebates] = useState<Record<string, string>>(() => Object.fromEntries(settings.map((s) => [s.productType, formatRate(s.defaultBp).replace('%', '')])));
  const [shown, setShown] = useState(false);
  const available = useUsernameCheck(username);
  const register = useOneAtATime({
    mutationFn: (body: Record<string, unknown>) => call<{ username?: string }>(registerDownline, { body }),
    onSuccess: () => {
      setUsername('');
      setPassword('');
      setConfirm('');
      setShown(false);
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  const rebateProblems = Object.fromEntries(settings.map((s) => [s.productType, offerRate(rebates[s.productType] ?? '', s.maxBp, 1)]));
  const problems = {
    username: !USERNAME_PATTERN.test(username.trim()) ? t('agentCentre.register.usernameRule') : available === false ? t('agentCentre.register.taken') : null,
    password: !PASSWORD_PATTERN.test(password) ? t('agentCentre.register.passwordRule') : null,
    confirm: confirm !== password ? t('agentCentre.register.mismatch') : null,
  };
  const rebateOk = settings.every((s) => {
    const r = rebateProblems[s.productType];
    return r && ('bp' in r || r.problem === 'zero');
  });
  const ok = !problems.username && !problems.password && !problems.confirm && rebateOk && available === true;
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        if (!ok) return;
        const chosen = Object.fromEntries(settings.map((s) => {
          const r = rebateProblems[s.productType];
          return [s.productType, basisPointsToRate(r && 'bp' in r ? r.bp : 0)];
        }));
        register.run({ username: username.trim(), password, type, rebates: chosen });
      }}
      data-testid="agent-register-form"
    >
      <ChipGroup label={t('agentCentre.register.type')}>
        {TYPES.map((x) => (
          <Chip key={x} active={type === x} onClick={() => setType(x)} testId={`agent-register-type-${x}`}>
            {t(`agentCentre.register.type${x === 0 ? 'Player' : 'Agent'}`)}
          </Chip>
        ))}
      </ChipGroup>
      <Field>
        {t('agentCentre.register.username')}
        <Input value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} aria-invalid={shown && problems.username ? true : undefined} data-testid="agent-register-username" />
        {USERNAME_PATTERN.test(username.trim()) && available === true && <Note data-testid="agent-register-available">{t('agentCentre.register.available')}</Note>}
        {(shown || available === false) && problems.username && <Problem role="alert">{problems.username}</Problem>}
      </Field>
      <Field>
        {t('agentCentre.register.password')}
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={shown && problems.password ? true : undefined} data-testid="agent-register-password" />
        {shown && problems.password && <Problem role="alert">{problems.password}</Problem>}
      </Field>
      <Field>
        {t('agentCentre.register.confirm')}
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} aria-invalid={shown && problems.confirm ? true : undefined} data-testid="agent-register-confirm" />
        {shown && problems.confirm && <Problem role="alert">{problems.confirm}</Problem>}
      </Field>
      {settings.length > 0 && <SectionHeading>{t('agentCentre.register.rebates')}</SectionHeading>}
      {settings.map((s) => {
        const r = rebateProblems[s.productType];
        const bad = r && 'problem' in r && r.problem !== 'zero';
        return (
          <Field key={s.productType}>
            {t('agentCentre.register.rebateFor', { product: t(`categories.${s.productType}`, { defaultValue: s.productType }), max: formatRate(s.maxBp) })}
            <Input inputMode="decimal" value={rebates[s.productType] ?? ''} onChange={(e) => setRebates({ ...rebates, [s.productType]: e.target.value })} aria-invalid={bad ? true : undefined} data-testid={`agent-register-rebate-${s.productType}`} />
            {bad && <Problem role="alert">{t(`agentCentre.rate.${r.problem}`, { max: formatRate(s.maxBp) })}</Problem>}
          </Field>
        );
      })}
      {register.isError && <Problem role="alert" data-testid="agent-register-error">{errorText(register.error)}</Problem>}
      {register.isSuccess && <Note role="status" data-testid="agent-register-done">{t('agentCentre.register.done', { username: register.variables?.username as string })}</Note>}
      <Button type="submit" $busy={register.isPending} data-testid="agent-register-submit">
        {t('agentCentre.register.submit')}
      </Button>
    </Form>
  );
}

export default function RegisterAccountPage() {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const settings = useAgentQuery(['rebateSettings'], globalRebateSettings, undefined, readRebateSettings, flags[FLAG.AGENT_REGISTER_DOWNLINE] === true);
  return (
    <>
      {flags[FLAG.AGENT_REGISTER_DOWNLINE] === true && (
        <>
          <Quotas />
          <QueryStatus query={settings}>{(s) => <RegisterForm settings={s} />}</QueryStatus>
        </>
      )}
      {(flags[FLAG.AGENT_CREATE_AFFILIATE] === true || flags[FLAG.AGENT_AFFILIATE_LINKS] === true) && (
        <section aria-label={t('agentCentre.register.links')}>
          <SectionHeading>{t('agentCentre.register.links')}</SectionHeading>
          <AffiliateLinks create={flags[FLAG.AGENT_CREATE_AFFILIATE] === true} list={flags[FLAG.AGENT_AFFILIATE_LINKS] === true} />
        </section>
      )}
    </>
  );
}
