#!/usr/bin/env node
// npm run brand:cs-link -- <https URL> [--key <8 characters>] [--vip]
// npm run brand:cs-link -- --decode <path>
// Makes the encrypted `path` of a customer-service entry (permission.json info.customerService)
// from the chat URL, with the site's own code (src/contract/serviceLink.ts: DES-ECB of the URL,
// Base64, the 8-character key appended), checks it reads back, and prints the entry to paste.
// Exit 0 done, 2 on bad usage or a URL the site would refuse to open.
import { randomBytes } from 'node:crypto';
import { loadEngine } from './brand/check.mjs';

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const usage = 'usage: npm run brand:cs-link -- <https URL> [--key <8 letters or digits>] [--vip]\n       npm run brand:cs-link -- --decode <path>';

function fail(message) {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) fail('brand:cs-link needs a URL');
const valueOf = (flag) => {
  const i = args.indexOf(flag);
  if (i === -1) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) fail(`${flag} needs a value`);
  args.splice(i, 2);
  return v;
};
const decode = valueOf('--decode');
const key = valueOf('--key') ?? Array.from(randomBytes(8), (b) => KEY_CHARS[b % KEY_CHARS.length]).join('');
const vip = args.includes('--vip');
const rest = args.filter((a) => a !== '--vip');
const unknown = rest.filter((a) => a.startsWith('--'));
if (unknown.length > 0) fail(`unknown option ${unknown.join(', ')}`);

const engine = await loadEngine();
if (decode !== undefined) {
  const url = engine.decryptServicePath(decode);
  if (!url) fail('that path does not read as a customer-service link (Base64 DES ciphertext with its 8-character key at the end)');
  console.log(url);
  if (!engine.safeUrl(url)) console.error('warning: the site would not open this URL (it must be an absolute https URL)');
  process.exit(0);
}
if (rest.length !== 1) fail('give exactly one URL');
const [url] = rest;
if (!engine.safeUrl(url)) fail(`${url} is not a URL the site would open: it must be an absolute https URL (no credentials, no javascript:)`);
if (!/^[A-Za-z0-9]{8}$/.test(key)) fail('--key must be 8 letters or digits');
const path = engine.encryptServicePath(url, key);
if (engine.decryptServicePath(path) !== url) fail('the path did not read back as the URL (please report this)');
console.log(path);
console.error(`\npermission.json info.customerService entry:\n${JSON.stringify({ type: '3', csType: vip ? 'VIP' : 'LIVECHAT', path }, null, 2)}`);
