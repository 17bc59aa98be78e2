/**
 * The header and the pages that read the same platform reply share one request: the wallets
 * reply (the header's total, the centres' wallets) and the member info (the header's label, the
 * security centre's contacts). The platform is a stand-in that counts what it is asked.
 */
// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import * as accountCalls from '../contract/calls/account';
import type { CallSpec } from '../contract/callSpec';
import { readMemberContacts } from '../contract/readers/security';
import { memberAtom, tokenAtom } from './session';
import { refreshMoney, useBalance, useMemberInfo, useMemberInfoAs } from './member';
import { useWallets } from './wallets';

const platform = vi.hoisted(() => ({ asked: [] as string[], replies: new Map<string, unknown>() }));
vi.mock('../api/client', () => ({
  call: async (spec: CallSpec) => {
    platform.asked.push(spec.path);
    return platform.replies.get(spec.path);
  },
}));

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const walletsReply = (main: string, sport: string, sum: string) => ({
  sumBalance: sum,
  isSingle: false,
  balances: [
    { accountTypeId: 1, accountName: 'MAIN', availBalance: main },
    { accountTypeId: 2, accountName: 'SPORT', availBalance: sport },
  ],
});

interface Seen {
  headerTotal?: unknown;
  walletCents?: number[];
  refetchWallets?: () => unknown;
  label?: unknown;
  mobile?: string | null;
}
let seen: Seen;

function Header() {
  const balance = useBalance();
  const info = useMemberInfo();
  useEffect(() => {
    seen.headerTotal = balance.data;
    seen.label = (info.data as { nickname?: string } | undefined)?.nickname;
  });
  return null;
}

function Centre() {
  const wallets = useWallets();
  const contacts = useMemberInfoAs(readMemberContacts);
  useEffect(() => {
    seen.walletCents = wallets.data?.wallets.map((w) => w.cents);
    seen.refetchWallets = wallets.refetch;
    seen.mobile = contacts.data?.mobile;
  });
  return null;
}

let root: ReturnType<typeof createRoot>;
let client: QueryClient;
let store: ReturnType<typeof createStore>;
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

beforeEach(async () => {
  seen = {};
  platform.asked.length = 0;
  platform.replies.set(accountCalls.balance.path, walletsReply('100.50', '20.00', '120.50'));
  platform.replies.set(accountCalls.memberInfo.path, { nickname: 'Juan', mobileNum: '09171234567' });
  store = createStore();
  store.set(tokenAtom, 'session-1');
  client = new QueryClient();
  root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <Header />
          <Centre />
        </QueryClientProvider>
      </Provider>,
    );
  });
  await flush();
});
afterEach(() => act(() => root.unmount()));

const askedFor = (spec: CallSpec) => platform.asked.filter((p) => p === spec.path).length;

it("the header's total and the centre's wallets come from one request", () => {
  expect(askedFor(accountCalls.balance)).toBe(1);
  expect(seen.headerTotal).toBe('120.50');
  expect(seen.walletCents).toEqual([10050, 2000]);
});

it("the centre's refresh brings the header's total with it, and money moving refreshes both", async () => {
  platform.replies.set(accountCalls.balance.path, walletsReply('90.50', '20.00', '110.50'));
  await act(async () => void (await seen.refetchWallets?.()));
  await flush();
  expect(askedFor(accountCalls.balance)).toBe(2);
  expect(seen.headerTotal).toBe('110.50');
  expect(seen.walletCents).toEqual([9050, 2000]);
  platform.replies.set(accountCalls.balance.path, walletsReply('0.00', '0.00', '0.00'));
  await act(async () => void (await refreshMoney(client)));
  await flush();
  expect(askedFor(accountCalls.balance)).toBe(3);
  expect(seen.headerTotal).toBe('0.00');
  expect(seen.walletCents).toEqual([0, 0]);
});

it("the security centre's contacts read the header's member info, not a second request, and the session keeps it", () => {
  expect(askedFor(accountCalls.memberInfo)).toBe(1);
  expect(seen.label).toBe('Juan');
  expect(seen.mobile).toBe('09171234567');
  expect(store.get(memberAtom)).toMatchObject({ nickname: 'Juan' });
});
