/**
 * `/wps/v2/wallets/balance`'s total (`sumBalance`), as the platform sent it: what the header
 * shows. A module apart from wallets.ts, whose reader of every wallet only the centres need: the
 * home page's bundle carries this alone.
 */
import { isRecord } from '../findings';

export function readSumBalance(raw: unknown): number | string | null {
  const sum = isRecord(raw) ? raw.sumBalance : null;
  return typeof sum === 'number' || typeof sum === 'string' ? sum : null;
}
