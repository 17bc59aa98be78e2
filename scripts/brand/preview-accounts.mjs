// What the preview toolbar may log in as, read from a brand folder: the seed players and agents of
// fixtures/accounts.json (no passwords leave the server) and whether a trial can be started at all
// (free play, FREEPLAY3 in permission.json: the platform's /wps/session/login/freeplay refuses
// otherwise). Trial (type 4) seed entries are only templates for free play and are never listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_TYPES } from '../preview-platform/accounts.mjs';
import { contract } from '../preview-platform/contract.mjs';

function readJson(dir, file) {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch {
    return null; // missing or broken: the brand check reports it
  }
}

/** [{ username, nickname, kind: 'player' | 'agent' }] from an accounts document (pure). */
export function loginAccounts(doc) {
  const accounts = Array.isArray(doc?.accounts) ? doc.accounts : [];
  return accounts
    .filter((a) => a && typeof a.username === 'string' && a.username && (a.type === 0 || AGENT_TYPES.has(a.type)))
    .map((a) => ({
      username: a.username,
      nickname: typeof a.nickname === 'string' && a.nickname ? a.nickname : a.username,
      kind: a.type === 0 ? 'player' : 'agent',
    }));
}

/** Free play (the contract's FREEPLAY3) in a permission document's whitelabel tree (pure); off when missing. */
export function freePlayOn(doc) {
  return contract.readWhitelabel(doc?.info?.whitelabel).flags[contract.FLAG.FREE_PLAY] === true;
}

/** The toolbar's log-in choices of a brand folder. */
export function previewLogins(dir) {
  return {
    accounts: loginAccounts(readJson(dir, 'fixtures/accounts.json')),
    freePlay: freePlayOn(readJson(dir, 'permission.json')),
  };
}
