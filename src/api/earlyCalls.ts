/**
 * Replies public/theme-init.js asked for before the framework ran beyond boot's own (a visitor's
 * first data: the announcements, the home's hot games; src/contract/bootCalls.ts HOME_CALLS),
 * found by the request they answer and taken once. Boot hands the script's list over once the
 * brands' index confirms the merchant the script guessed; the script may still be adding to it
 * then (a brand the build published no facts of waits for brand.json to name the language), so
 * the list is kept as given, not copied.
 */
import { earlyCallKey } from '../contract/bootCalls';

type Early = Record<string, unknown>;

let early: Early = {};

export function keepEarlyCalls(calls: Early): void {
  early = calls;
}

/** The early reply to this very request, once; undefined when the script did not ask it. */
export function takeEarlyCall(method: string, url: string, body: string | undefined): Promise<Response | null> | undefined {
  const key = earlyCallKey(method, url, body);
  if (!Object.prototype.hasOwnProperty.call(early, key)) return undefined;
  const reply = early[key];
  delete early[key];
  return reply instanceof Promise ? (reply as Promise<Response | null>) : undefined;
}
