// preview:brand answers the preview platform's preview-only calls exactly as npm start does (one
// platform behind both): log-in as any username, SMS codes, captcha answers, session expiry; and
// its own /__preview/info for the toolbar.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './check.mjs';

const work = mkdtempSync(join(tmpdir(), 'preview-brand-calls-'));
let preview;
let base;
beforeAll(async () => {
  const { startBrandPreview } = await import('./preview-server.mjs');
  preview = await startBrandPreview({ folder: join(ROOT, 'brands', 'ember'), port: 0, logLevel: 'silent', cacheDir: join(work, 'vite-cache') });
  base = `http://127.0.0.1:${preview.port}`;
}, 60_000);
afterAll(async () => {
  await preview?.close();
  rmSync(work, { recursive: true, force: true });
});

const call = async (path, { method = 'GET', body, headers = {} } = {}) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Merchant: 'ember', 'Content-Type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, reply: await res.json() };
};

describe('preview:brand, the preview-only calls of npm start', () => {
  it('logs in any username (not only a seed account) and the session works', async () => {
    const { status, reply } = await call('/__preview/login', { method: 'POST', body: { username: 'adhoc_tester' } });
    expect(status).toBe(200);
    expect(reply).toMatchObject({ success: true, value: { username: 'adhoc_tester', token: expect.any(String) } });
    // a session call (the player's favourites) answers for that session
    const favourites = await call('/wps/relay/MCSFE_getFavoriteGames', { headers: { Authorization: reply.value.token } });
    expect(favourites).toMatchObject({ status: 200, reply: { success: true } });
  });

  it('ends a session on /__preview/sessions/expire', async () => {
    const { reply } = await call('/__preview/login', { method: 'POST', body: { username: 'expiring_one' } });
    const token = reply.value.token;
    expect((await call('/wps/relay/MCSFE_getFavoriteGames', { headers: { Authorization: token } })).status).toBe(200);
    expect((await call('/__preview/sessions/expire', { method: 'POST', headers: { Authorization: token } })).status).toBe(200);
    expect((await call('/wps/relay/MCSFE_getFavoriteGames', { headers: { Authorization: token } })).status).toBe(401);
  });

  it('answers /__preview/sms and /__preview/captcha as the platform does (404 with its error code before any was sent)', async () => {
    const sms = await call('/__preview/sms?mobileNum=09170000000');
    expect(sms).toMatchObject({ status: 404, reply: { success: false, errorCode: 'sms.not.sent' } });
    const captcha = await call('/__preview/captcha?loginDeviceId=nobody');
    expect(captcha).toMatchObject({ status: 404, reply: { success: false, errorCode: 'captcha.not.issued' } });
  });

  it('keeps its own /__preview/info for the toolbar', async () => {
    const { status, reply } = await call('/__preview/info?merchant=ember');
    expect(status).toBe(200);
    expect(reply).toMatchObject({ code: 'ember', previewed: 'ember', check: expect.objectContaining({ ok: true }) });
  });
});
