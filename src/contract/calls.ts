/**
 * Every platform call the site makes, by name: path, method, and what goes with it (the gating
 * modId sent as the `ModuleId` header, `X-Gateway-Version`, an encrypted body, a session, a reply
 * without the envelope). The one map: the API client sends calls from it, the preview platform
 * answers them by it, the tests address them through it. Paths are copied exactly as the real
 * client sends them, quirks and all: relay names drift between builds (MCS2_* vs MCSFE_*, CSP_*
 * vs EMFE_*), so a rename is a change here only.
 *
 * Each area keeps its calls in calls/<area>.ts as named exports, so the site's bundles take only
 * the calls they make (`import * as gameCalls from '…/contract/calls/games'`); this file joins them
 * into one map for the preview platform, the tests and the docs, and is never imported by the site.
 */
import type { CallSpec } from './callSpec';
import * as account from './calls/account';
import * as agent from './calls/agent';
import * as deposit from './calls/deposit';
import * as games from './calls/games';
import * as messages from './calls/messages';
import * as records from './calls/records';
import * as rewards from './calls/rewards';
import * as security from './calls/security';
import * as signIn from './calls/signIn';
import * as system from './calls/system';
import * as wallet from './calls/wallet';
import * as withdraw from './calls/withdraw';

export type { CallSpec, HttpMethod } from './callSpec';

/** The areas, each a name -> spec map. */
export const CALL_AREAS = { system, account, signIn, games, wallet, deposit, withdraw, records, security, messages, rewards, agent } as const;

export const CALLS: Readonly<Record<string, CallSpec>> = Object.assign({}, ...Object.values(CALL_AREAS));

/** The name of a spec in CALLS (for messages and the preview platform's routes). */
export function callName(spec: CallSpec): string | null {
  return Object.entries(CALLS).find(([, s]) => s === spec)?.[0] ?? null;
}
