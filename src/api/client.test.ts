import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, configureApi, REQUEST_TIMEOUT_MS, request } from './client';
import { ApiError, isWorthRetrying } from './errors';
import { clearSessionQueries, SESSION_QUERY } from './member';

type Reply = { status?: number; body: string | object } | 'hang';

/** A platform answering by a function of (path, Authorization), recording every call. */
function platform(answer: (path: string, token: string | null) => Reply) {
  const calls: Array<{ path: string; token: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const token = (init.headers as Headers).get('Authorization');
      const path = url.split('?')[0]!;
      calls.push({ path, token });
      const reply = answer(path, token);
      if (reply === 'hang') {
        return new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
      }
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return Promise.resolve(new Response(body, { status: reply.status ?? 200 }));
    }),
  );
  return calls;
}

/** The app's side: a session token that onSessionExpired ends (as Boot does, at once). */
function session(token: string | null) {
  const state = { token, ended: 0 };
  configureApi({
    merchantCode: 'm1',
    getLanguage: () => 'EN',
    getToken: () => state.token,
    onSessionExpired: () => {
      state.ended += 1;
      state.token = null;
    },
  });
  return state;
}

const NOT_SESSION = { status: 401, body: { success: false, errorCode: 'login.not.session', message: 'Not logged in, please log in.' } };
const ok = (value: unknown) => ({ body: { success: true, value } });

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('a call told that its session has ended', () => {
  it('ends the session and gets its answer as a visitor (a call that needs no session)', async () => {
    const state = session('dead');
    const calls = platform((_path, token) => (token ? NOT_SESSION : ok(['topic'])));
    await expect(apiGet('/wps/system/helpCenter')).resolves.toEqual(['topic']);
    expect(state).toEqual({ token: null, ended: 1 });
    expect(calls).toEqual([
      { path: '/wps/system/helpCenter', token: 'dead' },
      { path: '/wps/system/helpCenter', token: null },
    ]);
  });

  it('ends the session and fails as before (a call that needs one)', async () => {
    const state = session('dead');
    platform(() => NOT_SESSION);
    const error = await apiGet('/wps/v2/wallets/balance').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, errorCode: 'login.not.session', isSessionExpired: true });
    expect(state.ended).toBe(1);
  });

  it.each([
    ['HTTP 401 login.not.session', NOT_SESSION],
    ['HTTP 200 with login.not.session', { body: { success: false, errorCode: 'login.not.session' } }],
    ['HTTP 200 with CUSTOMER_NOT_LOGIN', { body: { success: false, errorCode: 'CUSTOMER_NOT_LOGIN', msg: 'customer not login' } }],
    ['HTTP 401 with CUSTOMER_NOT_LOGIN', { status: 401, body: { success: false, errorCode: 'CUSTOMER_NOT_LOGIN' } }],
    ['HTTP 401 with any other code', { status: 401, body: { success: false, errorCode: 'token.invalid' } }],
    ['HTTP 401 with a body that is not JSON', { status: 401, body: '<html><body>401 Unauthorized</body></html>' }],
    ['HTTP 401 from the lottery gateway (no envelope)', { status: 401, body: { message: 'unauthorised' } }],
  ])('%s ends it', async (_what, refusal) => {
    const state = session('dead');
    platform((_path, token) => (token ? refusal : ok('fine')));
    const path = _what.includes('lottery') ? '/lgw/games/popular' : '/wps/relay/GCSGAME_gameList';
    const answer = await request(path, { envelope: path.startsWith('/wps') }).catch((e: unknown) => e);
    expect(state.ended).toBe(1);
    expect(answer).toEqual(path.startsWith('/wps') ? 'fine' : { success: true, value: 'fine' });
  });

  it('ends the session once, however many calls in flight learn it', async () => {
    const state = session('dead');
    const calls = platform((_path, token) => (token ? NOT_SESSION : ok(1)));
    await Promise.all(['/wps/a', '/wps/b', '/wps/c', '/lgw/d'].map((p) => request(p).catch(() => null)));
    expect(state.ended).toBe(1);
    expect(calls.filter((c) => c.token === 'dead')).toHaveLength(4);
  });

  it('never ends a session that has replaced the one the call carried (a late reply after a new login)', async () => {
    const state = session('old');
    platform((path, token) => {
      if (path === '/wps/slow' && token === 'old') {
        state.token = 'new'; // the player logged in again while this call was on its way
        return NOT_SESSION;
      }
      return ok(token);
    });
    await expect(apiGet('/wps/slow')).resolves.toBeNull();
    expect(state).toEqual({ token: 'new', ended: 0 });
  });

  it("a visitor's refusal ends nothing and is not asked again", async () => {
    const state = session(null);
    const calls = platform(() => NOT_SESSION);
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({ status: 401 });
    expect([state.ended, calls.length]).toEqual([0, 1]);
  });

  it('a refusal that is not JSON is an HTTP error with its status, not a malformed reply', async () => {
    session(null);
    platform(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(apiGet('/wps/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    platform(() => ({ status: 200, body: '{"success":true,<html>' }));
    await expect(apiGet('/wps/x')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('time limits', () => {
  it(`a call that gets no answer gives up at ${REQUEST_TIMEOUT_MS / 1000} s with a timeout`, async () => {
    vi.useFakeTimers();
    session(null);
    platform(() => 'hang');
    const settled = vi.fn();
    const call = apiGet('/wps/system/helpCenter').catch((e: unknown) => {
      settled(e);
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled.mock.calls[0]![0]).toMatchObject({ kind: 'timeout' });
  });

  it('a call and its replay as a visitor share the one time limit', async () => {
    vi.useFakeTimers();
    session('dead');
    platform((_path, token) => (token ? NOT_SESSION : 'hang'));
    const settled = vi.fn();
    const call = apiGet('/wps/system/helpCenter').catch(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await call;
    expect(settled.mock.calls[0]![0]).toMatchObject({ kind: 'timeout' });
  });
});

describe('isWorthRetrying (the queries try once more only where it may help)', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) => new ApiError({ kind: 'http', message: 'x', path: '/p', ...init });
  it.each([
    ['a dropped connection', error({ kind: 'network' }), true],
    ['a server fault (HTTP 500)', error({ status: 500, errorCode: 'system.busy' }), true],
    ['a timeout: it has waited 20 s already', error({ kind: 'timeout' }), false],
    ['an ended session', error({ status: 401, errorCode: 'login.not.session' }), false],
    ['an ended session in an envelope', error({ kind: 'platform', status: 200, errorCode: 'CUSTOMER_NOT_LOGIN' }), false],
    ["the platform's refusal", error({ kind: 'platform', status: 200, errorCode: 'game.maintenance' }), false],
    ['a client error (HTTP 404)', error({ status: 404 }), false],
    ['a reply that is not JSON', error({ kind: 'malformed', status: 200 }), false],
    ['anything that is not a platform error', new Error('boom'), false],
  ])('%s: %s', (_what, e, expected) => {
    expect(isWorthRetrying(e)).toBe(expected);
  });
});

describe('clearSessionQueries', () => {
  it("forgets every query marked as the session's and keeps the others", () => {
    const client = new QueryClient();
    const keep = [['announcements', 'EN'], ['help', 'EN'], ['gameList', {}, 'EN']];
    const drop = [['member', 'info', 't'], ['balance', 't'], ['favouriteIds', 't'], ['pointBalance', 't'], ['lotteryOpened', 'X', false]];
    for (const key of keep) client.getQueryCache().build(client, { queryKey: key });
    for (const key of drop) client.getQueryCache().build(client, { queryKey: key, meta: SESSION_QUERY });
    clearSessionQueries(client);
    expect(client.getQueryCache().getAll().map((q) => q.queryKey)).toEqual(keep);
  });
});
