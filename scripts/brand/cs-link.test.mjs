// npm run brand:cs-link: the encrypted customer-service path made from a URL reads back as that
// URL with the site's own reader, and a URL the site would not open is refused before anything is made.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadEngine } from './check.mjs';

const run = (...args) => spawnSync(process.execPath, ['scripts/brand-cs-link.mjs', ...args], { encoding: 'utf8' });

describe('brand:cs-link', () => {
  it('makes a path the site reads back as the URL, with the given key at its end, and prints the entry', async () => {
    const out = run('https://chat.example.test/room?id=7', '--key', 'Ab12Cd34');
    expect(out.status).toBe(0);
    const path = out.stdout.trim();
    expect(path.endsWith('Ab12Cd34')).toBe(true);
    const engine = await loadEngine();
    expect(engine.decryptServicePath(path)).toBe('https://chat.example.test/room?id=7');
    expect(out.stderr).toContain(`"path": "${path}"`);
    expect(out.stderr).toContain('"csType": "LIVECHAT"');
  });

  it('makes a fresh 8-character key when none is given, and --decode reads a path back', () => {
    const made = run('https://chat.example.test/vip', '--vip');
    expect(made.status).toBe(0);
    expect(made.stdout.trim()).toMatch(/[A-Za-z0-9]{8}$/);
    expect(made.stderr).toContain('"csType": "VIP"');
    const back = run('--decode', made.stdout.trim());
    expect(back.status).toBe(0);
    expect(back.stdout.trim()).toBe('https://chat.example.test/vip');
  });

  it.each([
    [['javascript:alert(1)'], 'is not a URL the site would open'],
    [['http://chat.example.test/'], 'is not a URL the site would open'],
    [['https://chat.example.test/', '--key', 'short'], '--key must be 8 letters or digits'],
    [[], 'needs a URL'],
    [['--decode', 'not-a-path'], 'does not read as a customer-service link'],
  ])('refuses %j (exit 2)', (args, message) => {
    const out = run(...args);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain(message);
  });
});
