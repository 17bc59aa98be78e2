import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callFromEarly, callOrEarly, configureApi, REQUEST_TIMEOUT_MS, request } from './client';
import { keepEarlyCalls } from './earlyCalls';
import { earlyCallKey, HOME_CALLS } from '../contract/bootCalls';
import * as accountCalls from '../contract/calls/account';
import * as systemCalls from '../contract/calls/system';
import { ApiError, retryOnce } from './errors';
import { clearSessionQueries, SESSION_QUERY } from '../session/member';

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

/** A QueryClient with the site's retry rule and no wait between tries. */
const queries = () => new QueryClient({ defaultOptions: { queries: { retry: retryOnce, retryDelay: 0 } } });

describe('a call told that its session has ended', () => {
  it('ends the session; its query asks again as a visitor and gets the answer (a call that needs no session)', async () => {
    const state = session('dead');
    const calls = platform((_path, token) => (token ? NOT_SESSION : ok(['topic'])));
    const topics = await queries().fetchQuery({ queryKey: ['help'], queryFn: () => request('/wps/system/helpCenter') });
    expect(topics).toEqual(['topic']);
    expect(state).toEqual({ token: null, ended: 1 });
    expect(calls).toEqual([
      { path: '/wps/system/helpCenter', token: 'dead' },
      { path: '/wps/system/helpCenter', token: null },
    ]);
  });

  it('ends the session; its query fails as a visitor too (a call that needs one), and the session ends once', async () => {
    const state = session('dead');
    const calls = platform(() => NOT_SESSION);
    const error = await queries()
      .fetchQuery({ queryKey: ['balance'], queryFn: () => request('/wps/v2/wallets/balance') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, errorCode: 'login.not.session', isSessionExpired: true });
    expect([state.ended, calls.map((c) => c.token)]).toEqual([1, ['dead', null]]);
  });

  it.each([
    ['HTTP 401 login.not.session', '/wps/relay/GCSGAME_gameList', NOT_SESSION],
    ['HTTP 200 with login.not.session', '/wps/relay/GCSGAME_gameList', { body: { success: false, errorCode: 'login.not.session' } }],
    ['HTTP 200 with CUSTOMER_NOT_LOGIN', '/wps/relay/GCSGAME_gameList', { body: { success: false, errorCode: 'CUSTOMER_NOT_LOGIN', msg: 'customer not login' } }],
    ['HTTP 401 with CUSTOMER_NOT_LOGIN', '/wps/relay/GCSGAME_gameList', { status: 401, body: { success: false, errorCode: 'CUSTOMER_NOT_LOGIN' } }],
    ['HTTP 401 with any other code', '/wps/relay/GCSGAME_gameList', { status: 401, body: { success: false, errorCode: 'token.invalid' } }],
    ['HTTP 401 with a body that is not JSON', '/wps/relay/GCSGAME_gameList', { status: 401, body: '<html><body>401 Unauthorized</body></html>' }],
    ['HTTP 401 from the lottery gateway (no envelope)', '/lgw/games/popular', { status: 401, body: { message: 'unauthorised' } }],
  ])('%s ends it', async (_what, path, refusal) => {
    const state = session('dead');
    platform(() => refusal);
    const error = await request(path).catch((e: unknown) => e);
    expect(error).toMatchObject({ isSessionExpired: true });
    expect(state.ended).toBe(1);
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
    await expect(request('/wps/slow')).rejects.toMatchObject({ status: 401 });
    expect(state).toEqual({ token: 'new', ended: 0 });
  });

  it("a visitor's refusal ends nothing", async () => {
    const state = session(null);
    const calls = platform(() => NOT_SESSION);
    await expect(request('/wps/member/info')).rejects.toMatchObject({ status: 401 });
    expect([state.ended, calls.length]).toEqual([0, 1]);
  });

  it('a refusal that is not JSON is an HTTP error with its status, not a malformed reply', async () => {
    session(null);
    platform(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(request('/wps/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    platform(() => ({ status: 200, body: '{"success":true,<html>' }));
    await expect(request('/wps/x')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('a call that needs a session', () => {
  it.each([
    ['call', call],
    ['callOrEarly', callOrEarly],
  ])('is not sent without one (%s): it fails as the platform would refuse it, and ends nothing', async (_how, make) => {
    const state = session(null);
    const calls = platform(() => ok({}));
    const error = await make(accountCalls.memberInfo).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, path: accountCalls.memberInfo.path, isSessionExpired: true });
    expect([calls, state.ended]).toEqual([[], 0]);
  });

  it("a visitor's call that needs no session is still sent", async () => {
    session(null);
    const calls = platform(() => ok(['topic']));
    await expect(call(systemCalls.helpCenter)).resolves.toEqual(['topic']);
    expect(calls).toEqual([{ path: systemCalls.helpCenter.path, token: null }]);
  });

  it('carries a token given to it: a logout sent after the session ended on the page', async () => {
    session(null);
    const calls = platform(() => ok(null));
    await call(accountCalls.logout, { token: 'ended' });
    expect(calls).toEqual([{ path: accountCalls.logout.path, token: 'ended' }]);
  });

  it("a refusal of the given token ends nothing, not even a session that began since (a new login)", async () => {
    const state = session('new');
    const calls = platform((_path, token) => (token === 'ended' ? NOT_SESSION : ok(null)));
    await expect(call(accountCalls.logout, { token: 'ended' })).rejects.toMatchObject({ status: 401 });
    expect([state, calls.map((c) => c.token)]).toEqual([{ token: 'new', ended: 0 }, ['ended']]);
  });
});

describe('time limits', () => {
  it(`a call that gets no answer gives up at ${REQUEST_TIMEOUT_MS / 1000} s with a timeout`, async () => {
    vi.useFakeTimers();
    session(null);
    platform(() => 'hang');
    const settled = vi.fn();
    const call = request('/wps/system/helpCenter').catch((e: unknown) => {
      settled(e);
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled.mock.calls[0]![0]).toMatchObject({ kind: 'timeout' });
  });

  it(`its query is not asked again: it fails at ${REQUEST_TIMEOUT_MS / 1000} s, not twice that`, async () => {
    vi.useFakeTimers();
    session(null);
    const calls = platform(() => 'hang');
    const settled = vi.fn();
    const query = queries()
      .fetchQuery({ queryKey: ['help'], queryFn: () => request('/wps/system/helpCenter') })
      .catch(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await query;
    expect(settled.mock.calls[0]![0]).toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(1);
  });
});

describe('retryOnce (the queries try once more only where it may help)', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) => new ApiError({ kind: 'http', message: 'x', path: '/p', ...init });
  it.each([
    ['a dropped connection', error({ kind: 'network' }), true],
    ['a server fault (HTTP 500)', error({ status: 500, errorCode: 'system.busy' }), true],
    ['a timeout: it has waited 20 s already', error({ kind: 'timeout' }), false],
    ['an ended session: asked again as a visitor', error({ status: 401, errorCode: 'login.not.session' }), true],
    ['an ended session in an envelope: the same', error({ kind: 'platform', status: 200, errorCode: 'CUSTOMER_NOT_LOGIN' }), true],
    ["the platform's refusal", error({ kind: 'platform', status: 200, errorCode: 'game.maintenance' }), false],
    ['a client error (HTTP 404)', error({ status: 404 }), false],
    ['a reply that is not JSON', error({ kind: 'malformed', status: 200 }), false],
    ['anything that is not a platform error', new Error('boom'), false],
  ])('%s: %s', (_what, e, expected) => {
    expect(retryOnce(0, e)).toBe(expected);
    expect(retryOnce(1, e)).toBe(false);
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

describe('a boot call theme-init.js made before the framework ran (callFromEarly)', () => {
  const early = (status: number, body: string | object) => Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

  it.each([
    ['a reply in the envelope: its value', early(200, ok({ siteStatus: 1 }).body), { value: { siteStatus: 1 } }],
    ["the platform's refusal: its error code and message, as a call's", early(500, { success: false, errorCode: 'system.error', message: 'Busy' }), { error: { kind: 'http', status: 500, errorCode: 'system.error', message: 'Busy' } }],
    ['an envelope that failed: the platform error', early(200, { success: false, errorCode: 'merchant.not.exist', message: 'No such merchant' }), { error: { errorCode: 'merchant.not.exist' } }],
    ['a body that is not JSON: malformed', early(200, '<html>'), { error: { kind: 'malformed' } }],
  ])('%s, without asking again', async (_case, reply, expected) => {
    session(null);
    const calls = platform(() => ok('asked again'));
    const read = callFromEarly(reply, systemCalls.status, { merchantCode: 'm1', params: { url: 'a.example' } });
    if ('value' in expected) await expect(read).resolves.toEqual(expected.value);
    else await expect(read).rejects.toMatchObject(expected.error);
    expect(calls).toEqual([]);
  });

  it.each([
    ['the early request never reached the platform', Promise.resolve(null)],
    ['its body broke off halfway', Promise.resolve({ ok: true, status: 200, text: () => Promise.reject(new TypeError('network')) } as unknown as Response)],
  ])('%s: the call is made again', async (_case, reply) => {
    session(null);
    const calls = platform(() => ok({ siteStatus: 1 }));
    await expect(callFromEarly(reply, systemCalls.status, { merchantCode: 'm1' })).resolves.toEqual({ siteStatus: 1 });
    expect(calls.map((c) => c.path)).toEqual([systemCalls.status.path]);
  });

  it(`an early request with no answer gives up at ${REQUEST_TIMEOUT_MS / 1000} s with a timeout, as a call does`, async () => {
    vi.useFakeTimers();
    session(null);
    const calls = platform(() => ok('asked again'));
    const settled = vi.fn();
    const read = callFromEarly(new Promise<Response | null>(() => undefined), systemCalls.status).catch(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await read;
    expect(settled.mock.calls[0]![0]).toMatchObject({ kind: 'timeout', path: systemCalls.status.path });
    expect(calls).toEqual([]);
  });
});

describe("a call a visitor may find answered already: the home's first data (callOrEarly)", () => {
  const { spec, body } = HOME_CALLS.hotGames;
  const asked = body({ merchant: 'm1', language: 'EN' });
  const keyFor = (b: object) => earlyCallKey(spec.method, spec.path, JSON.stringify(b));
  const earlyReply = () => Promise.resolve(new Response(JSON.stringify(ok({ list: ['early'] }).body)));

  it.each([
    ['a visitor, the very request the script made: its reply, asked once only', null, asked, 'early', 0],
    ['a visitor, another body (another language): asked', null, { ...asked, language: 'TY' }, 'asked', 1],
    ["a player: asked with the session's token, the script's reply left alone", 't1', asked, 'asked', 1],
  ])('%s', async (_case, token, sent, from, fetched) => {
    session(token);
    const calls = platform(() => ok({ list: ['asked'] }));
    keepEarlyCalls({ [keyFor(asked)]: earlyReply() });
    await expect(callOrEarly(spec, { body: sent })).resolves.toEqual({ list: [from] });
    expect(calls).toHaveLength(fetched);
  });

  it('takes an early reply once: the same call made again is asked', async () => {
    session(null);
    const calls = platform(() => ok({ list: ['asked'] }));
    keepEarlyCalls({ [keyFor(asked)]: earlyReply() });
    await expect(callOrEarly(spec, { body: asked })).resolves.toEqual({ list: ['early'] });
    await expect(callOrEarly(spec, { body: asked })).resolves.toEqual({ list: ['asked'] });
    expect(calls).toHaveLength(1);
  });

  it('finds a reply the script files after boot handed the list over (it asks once brand.json is in)', async () => {
    session(null);
    const calls = platform(() => ok({ list: ['asked'] }));
    const filedLater: Record<string, unknown> = {};
    keepEarlyCalls(filedLater);
    filedLater[keyFor(asked)] = earlyReply();
    await expect(callOrEarly(spec, { body: asked })).resolves.toEqual({ list: ['early'] });
    expect(calls).toEqual([]);
  });
});
