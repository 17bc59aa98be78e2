// The agent centre's red envelope, manual daily salary and per-category team KPIs on the preview
// platform, over HTTP with the site's own encryption: the designed envelope moves the total from
// the agent to each downline or nothing (each refusal by its code); salary rows are the same on
// every ask and a claimed row stays claimed; the KPIs of a category are that category's.
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/payloadCrypto.ts';
import { multiTransferBody } from '../../src/contract/multiTransfer.ts';
import { createPreviewPlatform } from './server.mjs';

const brandsDir = resolve(import.meta.dirname, '../../brands');
let platform;
let base;
let clock = Date.parse('2026-03-10T08:00:00Z');

beforeAll(async () => {
  platform = createPreviewPlatform({ brandsDir, now: () => clock, log: () => {} });
  const { port } = await platform.listen(0);
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.state.reset();
  clock += 3_600_000;
});

async function call(method, path, { merchant = 'aurora', body, headers = {} } = {}) {
  const h = { Merchant: merchant, ...headers };
  if (body !== undefined) h['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

async function secure(method, path, payload, { merchant = 'aurora', token }) {
  const key = await call('GET', `/wps/session/key/rsa?t=${clock}`, { merchant });
  const { body, encryption } = encryptPayload(payload, key.json.value);
  return call(method, path, { merchant, body, headers: { Encryption: encryption, Authorization: token } });
}

const ok = (r) => {
  expect(r.json).toMatchObject({ success: true });
  return r.json.value;
};

async function freshAgent(merchant = 'aurora', balance = 1000) {
  const v = ok(await call('POST', '/__preview/agent/fresh', { merchant, body: { username: 'envagent1', balance, password: 'Agent2026x', paymentPassword: 'Pay2026x' } }));
  return v.token;
}

const get = async (path, token, merchant = 'aurora') => ok(await call('GET', path, { merchant, headers: { Authorization: token } }));
const balanceOf = async (token) => Number((await get('/wps/member/info/funds/consolidated', token)).balance ?? NaN);
const team = async (token) => (await get('/wps/relay/ODSFE2_getSubordinatev2?subordinateType=ALL&page=1&size=100&subordinateName=', token)).list;

describe('red envelope (POST /wps/agent/transferMultipleDownline, designed body)', () => {
  it('moves the total from the agent and each amount to its downline, or nothing at all', async () => {
    const token = await freshAgent();
    const [a, b] = await team(token);
    const send = (transfers, password = 'Pay2026x') => secure('POST', '/wps/agent/transferMultipleDownline', multiTransferBody(transfers, password, 'thanks'), { token });
    const value = ok(await send([{ customerId: String(a.customerId), cents: 10_025 }, { customerId: String(b.customerId), cents: 5_000 }]));
    expect(value.total).toBe('150.25');
    expect(value.balance).toBe('849.75');
    const after = await team(token);
    const balance = (id) => after.find((m) => m.customerId === id).balance;
    expect(value.list.map((e) => [e.customerName, e.balance])).toEqual([[a.customerName, balance(a.customerId)], [b.customerName, balance(b.customerId)]]);
    expect(Math.round(Number(balance(a.customerId)) * 100)).toBe(Math.round(Number(a.balance) * 100) + 10_025);

    const refused = async (transfers, code, password) => {
      const r = await send(transfers, password);
      expect(r.json).toMatchObject({ success: false, errorCode: code });
      expect((await team(token)).map((m) => m.balance)).toEqual(after.map((m) => m.balance));
    };
    await refused([{ customerId: String(a.customerId), cents: 100 }], 'invalid.payment.pw', 'wrong123');
    await refused([{ customerId: String(a.customerId), cents: 50_000 }, { customerId: String(b.customerId), cents: 50_000 }], 'insufficient.balance');
    await refused([{ customerId: String(a.customerId), cents: 100 }, { customerId: String(a.customerId), cents: 100 }], 'downline.duplicate');
    await refused([{ customerId: '999999', cents: 100 }], 'downline.not.found');
  });

  it('is refused where the brand has no red envelope', async () => {
    const token = await freshAgent('tide');
    const r = await secure('POST', '/wps/agent/transferMultipleDownline', multiTransferBody([{ customerId: '1', cents: 100 }], 'Pay2026x'), { merchant: 'tide', token });
    expect(r.json).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('manual daily salary', () => {
  const records = (token, q = '') => get(`/wps/relay/ODSFE2_mrDailySalContract?startDate=2026-01-20&endDate=2026-03-10&subordinateType=SELF&page=1&size=100${q}`, token);

  it('answers the same rows every time, a claimable row claimed once and paid into the balance', async () => {
    const token = await freshAgent();
    const first = await records(token);
    expect(await records(token)).toEqual(first);
    expect(first.list.length).toBeGreaterThan(13);
    const claimable = first.list.find((r) => r.status === '0');
    expect(claimable).toBeTruthy();
    const before = await balanceOf(token);
    const paid = ok(await call('POST', '/wps/relay/ODSFE2_disburseMRDailySal', { headers: { Authorization: token }, body: { id: claimable.id } }));
    expect(paid).toMatchObject({ id: claimable.id, status: '1' });
    expect(Math.round((await balanceOf(token)) * 100)).toBe(Math.round(before * 100) + Math.round(Number(claimable.amount) * 100));
    expect((await records(token)).list.find((r) => r.id === claimable.id).status).toBe('1');
    const again = await call('POST', '/wps/relay/ODSFE2_disburseMRDailySal', { headers: { Authorization: token }, body: { id: claimable.id } });
    expect(again.json).toMatchObject({ success: false, errorCode: 'mr.already.claimed' });
    // filters: a status and a category
    expect((await records(token, '&status=1')).list.every((r) => r.status === '1')).toBe(true);
    expect((await records(token, '&gameCategory=LIVE')).list.every((r) => r.gameType === 'LIVE')).toBe(true);
  });

  it('gives the rate table per product, and applying and cancelling change its status', async () => {
    const token = await freshAgent();
    const info = await get('/wps/relay/MCSFE_getContractManualDailySalaryInfo?productType=LIVE', token);
    expect(info.agent.status).toBeNull();
    expect(info.agent.manualDailySalaryRates).toHaveLength(3);
    const apply = (path) => call('POST', path, { headers: { Authorization: token }, body: { productType: 'LIVE' } });
    expect(ok(await apply('/wps/relay/MCSFE_applyContractManualDailySalary')).agent.status).toBe('A');
    expect((await apply('/wps/relay/MCSFE_applyContractManualDailySalary')).json).toMatchObject({ success: false, errorCode: 'mr.already.applied' });
    expect(ok(await apply('/wps/relay/MCSFE_cancelContractManualDailySalary')).agent.status).toBe('V');
  });

  it('is refused where the brand has no manual daily salary', async () => {
    const token = await freshAgent('ember');
    const r = await call('GET', '/wps/relay/ODSFE2_mrDailySalContract?startDate=2026-03-01&endDate=2026-03-10&page=1&size=13', { merchant: 'ember', headers: { Authorization: token } });
    expect(r.json).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('team KPIs per game category', () => {
  it('gives each category its own figures, adding up to all of them', async () => {
    const token = await freshAgent();
    const kpi = (cat) => get(`/wps/relay/ODSFE2_TeamKPIA?startDate=2026-02-10&endDate=2026-03-10&gameCategory=${cat}&page=1&size=100`, token);
    const all = await kpi('CONS');
    const parts = await Promise.all(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'PVP', 'RNG', 'FISH'].map(kpi));
    const cents = (v) => Math.round(Number(v) * 100);
    expect(parts.reduce((s, p) => s + cents(p.footer.totalBet), 0)).toBe(cents(all.footer.totalBet));
    expect(parts.reduce((s, p) => s + p.footer.totalBetCount, 0)).toBe(all.footer.totalBetCount);
    expect(cents(parts[2].footer.totalBet)).toBeGreaterThan(0);
    expect(cents(parts[2].footer.totalBet)).toBeLessThan(cents(all.footer.totalBet));
    expect(await kpi('LIVE')).toEqual(parts[2]);
  });
});
