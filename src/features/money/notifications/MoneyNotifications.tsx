/**
 * The money notifications (deposit credited or failed, withdrawal paid or refused) wherever the
 * player is: the deposits and withdrawals of the last two days are looked at every 15 s while the
 * tab is visible (the platform offers no push for them), each change is said in a dismissible
 * notice with the channel and amount, and the balance asks again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../../api/client';
import { useBrand } from '../../../brand/context';
import * as depositCalls from '../../../contract/calls/deposit';
import * as withdrawCalls from '../../../contract/calls/withdraw';
import { FLAG } from '../../../contract/flags';
import { readDepositRecords } from '../../../contract/readers/deposit';
import { readWithdrawRecords } from '../../../contract/readers/withdraw';
import { refreshMoney, SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { Button } from '../../../ui/Button';
import { formatCents } from '../../../ui/formatCents';
import { moneyEvents, type MoneyEvent, type MoneyLook } from './events';
import { vars } from '../../../theme/cssVariables';

export const POLL_MS = 15_000;
const DAY = 86_400_000;

const Stack = styled.div`
  position: fixed;
  inset-inline-end: ${vars.space.md};
  bottom: ${vars.space.md};
  z-index: 60;
  display: grid;
  gap: ${vars.space.sm};
  width: min(360px, calc(100vw - 2 * ${vars.space.md}));
`;

const Notice = styled.div<{ $good: boolean }>`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  border: 1px solid ${({ $good }) => ($good ? vars.color.success : vars.color.danger)};
  border-inline-start-width: 4px;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
`;

async function look(deposits: boolean, withdrawals: boolean): Promise<MoneyLook> {
  const now = Date.now();
  const [d, w] = await Promise.all([
    deposits ? call<unknown>(depositCalls.depositRecords, { params: { startDate: now - 2 * DAY, endDate: now + 60_000, page: 1, size: 20 } }).then(readDepositRecords) : null,
    withdrawals ? call<unknown>(withdrawCalls.withdrawRecords, { params: { startDateTs: now - 2 * DAY, endDateTs: now + 60_000, start: 0, end: 20 } }).then(readWithdrawRecords) : null,
  ]);
  return { deposits: d?.rows ?? [], withdrawals: w ?? [] };
}

export default function MoneyNotifications() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  const client = useQueryClient();
  const deposits = brand.flags[FLAG.DEPOSIT_RECORDS] === true;
  const withdrawals = brand.flags[FLAG.WITHDRAW_RECORDS] === true;
  // when this tab opened the site (the watch starts later): a row first seen settled counts only
  // when it began after this
  const [since] = useState(() => Math.floor(performance.timeOrigin));
  const last = useRef<MoneyLook | null>(null);
  const [events, setEvents] = useState<MoneyEvent[]>([]);
  const watch = useQuery({
    queryKey: ['moneyWatch', token, deposits, withdrawals],
    queryFn: () => look(deposits, withdrawals),
    meta: SESSION_QUERY,
    enabled: token !== null && (deposits || withdrawals),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const data = watch.data;
  useEffect(() => {
    if (!data) return;
    const fresh = moneyEvents(last.current, data, since);
    last.current = data;
    if (fresh.length === 0) return;
    setEvents((shown) => [...shown.filter((e) => !fresh.some((f) => f.id === e.id)), ...fresh].slice(-4));
    void refreshMoney(client);
    void client.invalidateQueries({ queryKey: ['deposit'] });
  }, [data, client, since]);

  if (events.length === 0) return null;
  return (
    <Stack role="status" aria-live="polite" data-testid="money-notifications">
      {events.map((e) => (
        <Notice key={`${e.kind}-${e.id}`} $good={e.kind === 'depositCredited' || e.kind === 'withdrawApproved'} data-testid="money-notice" data-kind={e.kind}>
          <span>{t(`money.notice.${e.kind}`, { amount: formatCents(e.cents), channel: e.channel ?? '' })}</span>
          <Button $variant="ghost" $size="sm" aria-label={t('money.notice.dismiss')} onClick={() => setEvents((shown) => shown.filter((x) => x !== e))}>
            ×
          </Button>
        </Notice>
      ))}
    </Stack>
  );
}
