/** The deposit page's platform data: settings, channels (refetched at most once a minute, as the real client does), promotions per channel. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '../../../api/client';
import * as deposit from '../../../contract/calls/deposit';
import { readDepositChannels, readDepositPromotions, readDepositSettings } from '../../../contract/readers/deposit';
import { SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';

export const depositKeys = {
  all: ['deposit'] as const,
  records: (token: string | null) => ['deposit', 'records', token] as const,
  settings: (token: string | null) => ['deposit', 'settings', token] as const,
  channels: (token: string | null) => ['deposit', 'channels', token] as const,
  promotions: (token: string | null, payId: string, vendorId: string) => ['deposit', 'promotions', token, payId, vendorId] as const,
};

export function useDepositSettings() {
  const token = useAtomValue(tokenAtom);
  return useQuery({ queryKey: depositKeys.settings(token), queryFn: () => call<unknown>(deposit.depositSettings).then(readDepositSettings), meta: SESSION_QUERY, enabled: token !== null });
}

export function useDepositChannels() {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: depositKeys.channels(token),
    queryFn: () => call<unknown>(deposit.depositChannels, { params: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' } }).then(readDepositChannels),
    meta: SESSION_QUERY,
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useDepositPromotions(payId: string | null, vendorId: string | null) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: depositKeys.promotions(token, payId ?? '', vendorId ?? ''),
    queryFn: () => call<unknown>(deposit.depositPromotions, { params: { method: payId, channel: vendorId } }).then(readDepositPromotions),
    meta: SESSION_QUERY,
    enabled: token !== null && payId !== null && vendorId !== null,
    staleTime: 60_000,
  });
}
