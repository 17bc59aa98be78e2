/**
 * /pointMall: the player's points (a plain number, never money; points never expire), the reward
 * catalogue, redeeming a reward and converting points to money (each checked with the player's
 * password, sent encrypted through the platform's passwordCheck relay), the redeem history (in
 * process, rejected, approved) and the points' movements. Logged out: why, and a Login button.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordTable, type Column } from '../../ui/records/RecordTable';
import { call } from '../../api/client';
import { useOneAtATime } from '../../api/oneAtATime';
import { useBrand } from '../../brand/context';
import * as accountCalls from '../../contract/calls/account';
import * as recordCalls from '../../contract/calls/records';
import * as rewardCalls from '../../contract/calls/rewards';
import { FLAG } from '../../contract/flags';
import { POINT_TX_TYPE_IDS } from '../../contract/pointTransactions';
import { RECORD_RANGE_DAYS } from '../../contract/readers/records';
import { readPointBalance, readPointConfig, readPointHistory, readPointRewards, readRedeemHistory, type PointMovement, type PointReward, type RedeemRecord } from '../../contract/readers/rewards';
import { LoginRequired } from '../../session/LoginRequired';
import { memberQueryKeys, refreshMoney, SESSION_QUERY } from '../../session/member';
import { tokenAtom } from '../../session/session';
import { Button } from '../../ui/Button';
import { formatCents } from '../../ui/formatCents';
import { checkConvertPoints } from './convertPoints';
import { settleQuantity, typedQuantity } from './quantity';
import { takeLostFocus } from '../../ui/lostFocus';
import { Modal } from '../../ui/Modal';
import { Page, PageTitle } from '../../ui/Page';
import { Panel } from '../../ui/Panel';
import { QueryStatus } from '../../ui/QueryStatus';
import { EmptyState, ErrorMessage } from '../../ui/StatusMessage';
import { TabPanel } from '../../ui/TabPanel';
import { Tabs } from '../../ui/Tabs';
import { vars } from '../../theme/cssVariables';
import { touchTarget } from '../../ui/touchTarget';
import { formatCount } from '../../ui/format';
import { formatDateTime } from '../../ui/formatDateTime';

const Catalogue = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space.sm};
  li { display: grid; gap: ${vars.space.xs}; padding: ${vars.space.sm}; border-radius: ${vars.radius.sm}; background: ${vars.color.surfaceSunken}; overflow-wrap: anywhere; }
  small { color: ${vars.color.textMuted}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space.sm};
  label { display: grid; gap: 2px; font-size: ${vars.fontSize.sm}; color: ${vars.color.textMuted}; }
  input { min-height: 40px; padding: 0 ${vars.space.sm}; border-radius: ${vars.radius.sm}; border: 1px solid ${vars.color.border}; background: ${vars.color.surfaceSunken}; color: ${vars.color.text}; font-size: ${vars.fontSize.md}; ${touchTarget} }
`;

const Success = styled.p`
  color: ${vars.color.success} !important;
  font-weight: 600;
`;

const points = formatCount;

function usePointQuery<T>(name: string, fetch: () => Promise<T>) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ queryKey: ['pointMall', name, token], queryFn: fetch, meta: SESSION_QUERY, enabled: token !== null });
}

function usePointBalance() {
  const token = useAtomValue(tokenAtom);
  return useQuery({ queryKey: memberQueryKeys.points(token), queryFn: () => call<unknown>(accountCalls.pointBalance).then(readPointBalance), meta: SESSION_QUERY, enabled: token !== null });
}

/**
 * After a redeem or a conversion: the points, the lists and the money ask again. Given to the
 * mutation's own onSuccess, not to mutate()'s: those run only for the latest call, so a second
 * call that failed left "My points" and the balance as they were before the first.
 */
function useAfterSpend() {
  const client = useQueryClient();
  const token = useAtomValue(tokenAtom);
  return (): Promise<unknown> => Promise.all([client.invalidateQueries({ queryKey: memberQueryKeys.points(token) }), client.invalidateQueries({ queryKey: ['pointMall'] }), refreshMoney(client)]);
}

function Balance() {
  const { t } = useTranslation();
  const balance = usePointBalance();
  return (
    <Panel aria-labelledby="points-balance" aria-busy={balance.isFetching}>
      <h2 id="points-balance">{t('pointMall.balance')}</h2>
      <QueryStatus query={balance}>{(n) => <strong data-testid="points-balance-value" style={{ fontSize: '1.6em' }}>{points(n)}</strong>}</QueryStatus>
      <p>{t('pointMall.neverExpire')}</p>
    </Panel>
  );
}

/** at most this many of a reward in one redemption (the preview platform's designed limit) */
const MAX_QUANTITY = 99;

/** `row`: the reward's place in the catalogue, where focus goes on closing if its Redeem button is off by then */
function RedeemDialog({ reward, balance, row, onClose }: { reward: PointReward; balance: number; row: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const afterSpend = useAfterSpend();
  const max = Math.min(MAX_QUANTITY, reward.stock ?? MAX_QUANTITY);
  const [quantityText, setQuantityText] = useState('1');
  const [capped, setCapped] = useState(false);
  const [password, setPassword] = useState('');
  const quantity = settleQuantity(quantityText, max);
  const cost = reward.cost * quantity;
  const short = cost > balance;
  const redeem = useOneAtATime({
    mutationFn: () => call<unknown>(rewardCalls.redeemPointReward, { body: { rewardId: reward.id, quantity, password } }),
    onSuccess: () => {
      setPassword('');
      return afterSpend();
    },
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setQuantityText(String(quantity));
    if (short) return;
    redeem.run();
  }
  return (
    <Modal title={t('pointMall.redeemTitle', { name: reward.name })} onClose={onClose} width={420} testId="redeem-dialog" returnFocusTo={row}>
      {redeem.isSuccess ? (
        <>
          <Success role="status" data-testid="redeem-done" ref={takeLostFocus}>{t('pointMall.redeemed', { name: reward.name })}</Success>
          <Button onClick={onClose}>{t('pointMall.close')}</Button>
        </>
      ) : (
        <Form onSubmit={onSubmit}>
          <p data-testid="redeem-cost">{t('pointMall.cost', { points: points(cost) })}</p>
          <label>
            {t('pointMall.quantity')}
            <input
              type="text"
              inputMode="numeric"
              value={quantityText}
              onChange={(e) => {
                const next = typedQuantity(e.target.value, max);
                setCapped(next !== '' && Number(e.target.value.replace(/\D/g, '')) > max);
                setQuantityText(next);
              }}
              onBlur={() => setQuantityText(String(quantity))}
              aria-describedby={capped ? 'redeem-quantity-max' : undefined}
              data-testid="redeem-quantity"
            />
          </label>
          {capped && <small id="redeem-quantity-max" data-testid="redeem-quantity-max">{t('pointMall.quantityMax', { max })}</small>}
          <label>
            {t('pointMall.password')}
            <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} data-testid="redeem-password" data-autofocus />
          </label>
          {short && <small role="status" data-testid="redeem-short">{t('pointMall.needMore', { need: points(cost), have: points(balance) })}</small>}
          {redeem.isError && <ErrorMessage error={redeem.error} />}
          <Button type="submit" disabled={password === '' || short} $busy={redeem.isPending} data-testid="redeem-submit">
            {redeem.isPending ? t('pointMall.working') : t('pointMall.redeem')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}

function Rewards() {
  const { t } = useTranslation();
  const rewards = usePointQuery('rewards', () => call<unknown>(rewardCalls.pointRewards).then(readPointRewards));
  const balance = usePointBalance().data ?? 0;
  const [chosen, setChosen] = useState<{ reward: PointReward; row: HTMLElement | null } | null>(null);
  return (
    <Panel aria-labelledby="points-rewards">
      <h2 id="points-rewards">{t('pointMall.rewards')}</h2>
      <QueryStatus query={rewards} isEmpty={(d) => d.length === 0} empty={t('pointMall.noRewards')}>
        {(list) => (
          <Catalogue>
            {list.map((r) => (
              <li key={r.id} data-testid={`point-reward-${r.id}`}>
                <strong>{r.name}</strong>
                <small>{t('pointMall.cost', { points: points(r.cost) })}{r.kind === 'cash' ? ` · ${formatCents(r.amountCents)}` : ''}</small>
                {r.stock !== null && <small>{t('pointMall.stock', { count: r.stock })}</small>}
                <Button $size="sm" disabled={r.cost > balance || r.stock === 0} onClick={(e) => setChosen({ reward: r, row: e.currentTarget.closest('li') })} data-testid={`point-redeem-${r.id}`}>
                  {r.cost > balance ? t('pointMall.notEnough') : t('pointMall.redeem')}
                </Button>
              </li>
            ))}
          </Catalogue>
        )}
      </QueryStatus>
      {chosen && <RedeemDialog reward={chosen.reward} balance={balance} row={chosen.row} onClose={() => setChosen(null)} />}
    </Panel>
  );
}

function Convert() {
  const { t } = useTranslation();
  const config = usePointQuery('config', () => call<unknown>(rewardCalls.pointConfig).then(readPointConfig));
  const held = usePointBalance().data;
  const afterSpend = useAfterSpend();
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const convert = useOneAtATime({
    mutationFn: (point: number) => call<{ amount?: unknown }>(rewardCalls.convertPoints, { body: { point, password } }),
    onSuccess: () => {
      setText('');
      setPassword('');
      return afterSpend();
    },
  });
  if (!config.data) return null;
  const { pointsPerUnit, minPoints } = config.data;
  // until the points are known nothing can be converted, and nothing is said about too many
  const check = checkConvertPoints(text, { held: held ?? 0, minPoints });
  const amount = check.ok && held !== undefined ? check.points : null;
  const problem = check.ok || check.reason === 'empty' || (check.reason === 'moreThanHeld' && held === undefined) ? null : check.reason;
  const cents = amount === null ? null : Math.floor((amount * 100) / pointsPerUnit);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (amount === null) return;
    convert.run(amount);
  }
  return (
    <Panel aria-labelledby="points-convert">
      <h2 id="points-convert">{t('pointMall.convert')}</h2>
      <p>{t('pointMall.rate', { points: points(pointsPerUnit), amount: formatCents(100), min: points(minPoints) })}</p>
      <Form onSubmit={onSubmit}>
        <label>
          {t('pointMall.pointsToConvert')}
          <input
            inputMode="numeric"
            value={text}
            maxLength={15}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={problem !== null || undefined}
            aria-describedby="convert-preview"
            data-testid="convert-points"
          />
        </label>
        {/* what is wrong with the entry, in place of what it would give: the digits are left as typed */}
        <small id="convert-preview" data-testid={problem ? 'convert-invalid' : undefined} data-reason={problem ?? undefined} style={problem ? { color: vars.color.danger } : undefined}>
          {problem === 'notWhole'
            ? t('pointMall.convertWhole')
            : problem === 'belowMin'
              ? t('pointMall.convertMin', { min: points(minPoints) })
              : problem === 'moreThanHeld'
                ? t('pointMall.convertMoreThanHeld', { have: points(held ?? 0) })
                : cents !== null
                  ? t('pointMall.youGet', { amount: formatCents(cents) })
                  : '\u00a0'}
        </small>
        <label>
          {t('pointMall.password')}
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="convert-password" />
        </label>
        {convert.isError && <ErrorMessage error={convert.error} />}
        {convert.isSuccess && <Success role="status" data-testid="convert-done" ref={takeLostFocus}>{t('pointMall.converted')}</Success>}
        <Button type="submit" disabled={amount === null || password === ''} $busy={convert.isPending} data-testid="convert-submit">
          {convert.isPending ? t('pointMall.working') : t('pointMall.convertButton')}
        </Button>
      </Form>
    </Panel>
  );
}

function RedeemHistory() {
  const { t } = useTranslation();
  const history = usePointQuery('redeems', () => call<unknown>(rewardCalls.redeemHistory, { params: { page: 1, size: 20 } }).then(readRedeemHistory));
  const redeemColumns: Array<Column<RedeemRecord, never>> = [
    { id: 'time', label: t('pointMall.time'), cell: (r) => (r.time ? formatDateTime(r.time) : '—') },
    { id: 'reward', label: t('pointMall.reward'), cell: (r) => <>{r.name} × {r.quantity}{r.remark ? <><br /><small>{r.remark}</small></> : null}</> },
    { id: 'points', label: t('pointMall.points'), num: true, cell: (r) => points(r.cost) },
    { id: 'status', label: t('pointMall.status'), cell: (r) => t(`pointMall.redeemStatus.${r.status}`) },
  ];
  return (
    <QueryStatus query={history} isEmpty={(d) => d.list.length === 0} empty={t('pointMall.noRedeems')}>
      {(d) => (
        <RecordTable
          columns={redeemColumns}
          rows={d.list}
          rowKey={(r) => r.id}
          testId="redeem"
          tableTestId="redeem-history"
          rowData={(r) => ({ 'data-testid': `redeem-${r.id}`, 'data-status': r.status })}
        />
      )}
    </QueryStatus>
  );
}

const DAY_MS = 86_400_000;

function PointDetails() {
  const { t } = useTranslation();
  // the account record's point rows over the longest range it answers
  const history = usePointQuery('details', () => {
    const now = Date.now();
    const params = { startTime: now - RECORD_RANGE_DAYS.transactions * DAY_MS, endTime: now, codeTypes: '', txTypeIds: POINT_TX_TYPE_IDS, excludeTxTypeIds: '', page: 1, size: 50 };
    return call<unknown>(recordCalls.memberTransactions, { params }).then(readPointHistory);
  });
  const detailColumns: Array<Column<PointMovement, never>> = [
    { id: 'time', label: t('pointMall.time'), cell: (m) => (m.time ? formatDateTime(m.time) : '—') },
    { id: 'remark', label: t('pointMall.remark'), cell: (m) => m.remark ?? '—' },
    { id: 'points', label: t('pointMall.points'), num: true, cell: (m) => (m.points > 0 ? `+${points(m.points)}` : points(m.points)) },
    { id: 'after', label: t('pointMall.after'), num: true, cell: (m) => points(m.balance) },
  ];
  return (
    <QueryStatus query={history} isEmpty={(d) => d.list.length === 0} empty={t('pointMall.noDetails')}>
      {(d) => (
        <RecordTable columns={detailColumns} rows={d.list} rowKey={(m) => `${m.time}-${m.balance}-${m.points}`} testId="point-detail" tableTestId="point-details" />
      )}
    </QueryStatus>
  );
}

function Records() {
  const { t } = useTranslation();
  const brand = useBrand();
  // the points' movements come from the account record's call, which MEMTRANS3 gates
  const withDetails = brand.flags[FLAG.MEMBER_TRANSACTIONS] === true;
  const [picked, setTab] = useState<'redeems' | 'details'>('redeems');
  const tab = withDetails ? picked : 'redeems';
  return (
    <Panel aria-labelledby="points-records">
      <h2 id="points-records">{t('pointMall.records')}</h2>
      <Tabs
        label={t('pointMall.records')}
        idPrefix="points-records"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'redeems', label: t('pointMall.redeemHistory'), testId: 'points-tab-redeems' },
          ...(withDetails ? [{ key: 'details' as const, label: t('pointMall.details'), testId: 'points-tab-details' }] : []),
        ]}
      />
      <TabPanel idPrefix="points-records" value={tab}>{tab === 'redeems' ? <RedeemHistory /> : <PointDetails />}</TabPanel>
    </Panel>
  );
}

function PointMall() {
  const { t } = useTranslation();
  const brand = useBrand();
  if (brand.flags[FLAG.POINTS] !== true) return <EmptyState><span data-testid="pointmall-off">{t('pointMall.off')}</span></EmptyState>;
  return (
    <>
      <Balance />
      <Rewards />
      <Convert />
      <Records />
    </>
  );
}

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page $narrow data-testid="pointmall-page" aria-labelledby="pointmall-title">
      <PageTitle id="pointmall-title">{t('pointMall.title')}</PageTitle>
      <LoginRequired message={t('pointMall.loginNeeded')} actionLabel={t('pointMall.login')} testId="pointmall-login">
        <PointMall />
      </LoginRequired>
    </Page>
  );
}
