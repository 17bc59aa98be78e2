/** The withdrawal page's platform data, each a session query under ['withdraw', …]. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import * as withdraw from '../../../contract/calls/withdraw';
import { readBanks, readPaymentConfirmations, readTurnover, readWithdrawAccounts, readWithdrawMethods, readWithdrawRecords, readWithdrawSettings } from '../../../contract/readers/withdraw';
import { SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';

const DAY = 86_400_000;

function useWithdrawQuery<T>(name: string, fetch: () => Promise<T>, enabled = true) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ queryKey: ['withdraw', name, token], queryFn: fetch, meta: SESSION_QUERY, enabled: enabled && token !== null });
}

export const useWithdrawSettings = () => useWithdrawQuery('settings', () => call<unknown>(withdraw.withdrawSettings).then(readWithdrawSettings));
export const useWithdrawMethods = () => useWithdrawQuery('methods', () => call<unknown>(withdraw.withdrawMethods).then(readWithdrawMethods));
export const useWithdrawAccounts = () => useWithdrawQuery('accounts', () => call<unknown>(withdraw.withdrawAccounts).then(readWithdrawAccounts));
export const useTurnover = () => useWithdrawQuery('turnover', () => call<unknown>(withdraw.turnover).then(readTurnover));
export const useBanks = (enabled: boolean) => useWithdrawQuery('banks', () => call<unknown>(withdraw.banks).then(readBanks), enabled);
export const usePaymentConfirmations = () => useWithdrawQuery('confirmations', () => call<unknown>(withdraw.paymentConfirmations).then(readPaymentConfirmations));
export const useRecentWithdrawals = () =>
  useWithdrawQuery('records', () => {
    const now = Date.now();
    return call<unknown>(withdraw.withdrawRecords, { params: { startDateTs: now - 2 * DAY, endDateTs: now + 60_000, start: 0, end: 10 } }).then(readWithdrawRecords);
  });

/** Whether the player has a payment password: the platform answers "none" as an error. */
export const useHasPaymentPassword = (enabled: boolean) =>
  useWithdrawQuery(
    'hasPaymentPassword',
    () =>
      call<unknown>(withdraw.hasPaymentPassword).then(
        () => true,
        (error: unknown) => {
          if (isApiError(error) && error.kind === 'platform') return false;
          throw error;
        },
      ),
    enabled,
  );
