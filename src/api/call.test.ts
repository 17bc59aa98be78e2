/** call(): what the contract says a call is (method, path, headers, body, envelope), read through the client. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountCalls from '../contract/calls/account';
import * as gameCalls from '../contract/calls/games';
import type { CallSpec } from '../contract/callSpec';
import { call, configureApi } from './client';
import { ApiError } from './errors';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let sent: Array<{ url: string; init: RequestInit }>;
let reply: Response;
let expired: number;

beforeEach(() => {
  sent = [];
  expired = 0;
  configureApi({ merchantCode: 'm1', getLanguage: () => 'EN', getToken: () => 'tok', onSessionExpired: () => void expired++ });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return reply.clone();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const headers = (i = 0) => sent[i]!.init.headers as Headers;

describe('call: what the contract says a call is', () => {
  it('sends the method, path, query and the contract headers (ModuleId, X-Gateway-Version)', async () => {
    reply = json({ success: true, value: 1 });
    await call(accountCalls.balance, { params: { typeId: 0 } });
    expect([sent[0]!.init.method, sent[0]!.url]).toEqual(['GET', '/wps/v2/wallets/balance?typeId=0']);
    expect(headers().get('ModuleId')).toBe('COMM3');
    expect(headers().get('Merchant')).toBe('m1');
    expect(headers().get('Authorization')).toBe('tok');
    await call(accountCalls.freePlay, { body: { os: 'web' } });
    expect(headers(1).get('X-Gateway-Version')).toBe('3');
    expect(headers(1).get('ModuleId')).toBeNull();
  });

  it('sends a JSON body, a form body when the call says so, and a DELETE body', async () => {
    reply = json({ success: true, value: null });
    await call(gameCalls.removeFavourite, { body: { nodeId: '7', vendor: 'PT', gameType: 'RNG' } });
    expect([sent[0]!.init.method, sent[0]!.init.body, headers().get('Content-Type')]).toEqual(['DELETE', '{"nodeId":"7","vendor":"PT","gameType":"RNG"}', 'application/json']);
    await call(accountCalls.forgotPasswordByEmail, { body: { username: 'ana', email: 'a@b.co' } });
    expect(sent[1]!.init.body).toBe('username=ana&email=a%40b.co');
    expect(headers(1).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('reads a bare reply (the lottery gateway) as it is', async () => {
    reply = json([{ gameCode: 'X' }]);
    expect(await call(gameCalls.popularLottery)).toEqual([{ gameCode: 'X' }]);
  });

  it.each([
    ['the envelope', { success: true, value: { a: 1 } }, { a: 1 }],
    ['a 2xx reply without success: its value', { value: { a: 1 } }, { a: 1 }],
    ['a 2xx reply without success or value: the reply itself', [1, 2], [1, 2]],
    ['an empty reply', '', null],
  ])('%s', async (_name, body, value) => {
    reply = body === '' ? new Response('', { status: 200 }) : json(body);
    expect(await call({ method: 'GET', path: '/wps/x' } satisfies CallSpec)).toEqual(value);
  });

  it('a success: false with HTTP 200 is the platform refusing, with its code, message and value', async () => {
    reply = json({ success: false, errorCode: 'password.error', msg: 'Wrong password', value: { captcha: true } });
    await expect(call({ method: 'GET', path: '/wps/x' })).rejects.toMatchObject({ kind: 'platform', errorCode: 'password.error', message: 'Wrong password', value: { captcha: true } });
  });

  it.each([
    ['HTTP 401', json({ success: false, errorCode: 'login.not.session' }, 401)],
    ['CUSTOMER_NOT_LOGIN with HTTP 200', json({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' })],
  ])('%s ends the session once and fails the call', async (_name, response) => {
    reply = response;
    await expect(call({ method: 'GET', path: '/wps/x' })).rejects.toBeInstanceOf(ApiError);
    expect(expired).toBe(1);
  });
});
