// The preview agent teams (agent.mjs) over HTTP: what the agent centre's pages rely on.
import { resolve } from 'node:path';
import { URLSearchParams } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewPlatform } from './server.mjs';

const brandsDir = resolve(import.meta.dirname, '../../brands');
const DAY = 86_400_000;
const clock = Date.parse('2026-03-10T12:00:00Z');
let platform;
let base;

beforeAll(async () => {
  platform = createPreviewPlatform({ brandsDir, now: () => clock, log: () => {} });
  base = `http://127.0.0.1:${(await platform.listen(0)).port}`;
});
afterAll(() => platform.close());

async function json(method, path, { token, body } = {}) {
  const headers = { Merchant: 'aurora', ...(token ? { Authorization: token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
  return (await fetch(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined })).json();
}

describe('a generated team', () => {
  it("gives each of its members' records an id of its own (the transaction details key their rows by it)", async () => {
    const { value } = await json('POST', '/__preview/agent/fresh', { body: { username: 'agentids', balance: 0 } });
    const ids = [];
    for (let page = 1; ; page++) {
      const q = new URLSearchParams({ subordinateType: 'ALL', startTime: String(clock - 60 * DAY), endTime: String(clock), page: String(page), size: '100' });
      const reply = await json('GET', `/wps/relay/ODSFE2_MemTransDet?${q}`, { token: value.token });
      ids.push(...reply.value.list.map((r) => r.txId));
      if (page >= reply.value.totalPages) break;
    }
    expect(ids.length).toBeGreaterThan(1000);
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it("changes a downline's mobile number, but not to one another account holds", async () => {
    const { value } = await json('POST', '/__preview/agent/fresh', { body: { username: 'agentmobile', balance: 0 } });
    const team = (await json('GET', '/wps/relay/ODSFE2_getSubordinatev2?subordinateType=DIRECT&page=1&size=13', { token: value.token })).value.list;
    const [first, second] = team;
    const change = (mobileNum) => json('PUT', '/wps/agent/downline/mobile', { token: value.token, body: { customerId: first.customerId, mobileNum } });
    expect(await change(second.mobileNum)).toMatchObject({ success: false, errorCode: 'mobileNum.exists' });
    expect((await change(first.mobileNum)).success).toBe(true);
    expect((await change('09180000001')).success).toBe(true);
    const after = (await json('GET', '/wps/relay/ODSFE2_getSubordinatev2?subordinateType=DIRECT&page=1&size=13', { token: value.token })).value.list;
    expect(after.find((m) => m.customerId === first.customerId).mobileNum).toBe('09180000001');
  });
});
