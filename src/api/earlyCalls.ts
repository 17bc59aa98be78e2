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

/**
 * Lets go of early replies nothing will take (by default, those boot kept and no call took): a
 * reply whose body is never read holds its connection open for as long as the page lives, since
 * the browser stops reading a large body (the hot games) nobody drains; one of the six a host
 * gets, and the page never goes quiet.
 */
export function releaseEarlyCalls(calls: Early = early): void {
  const left = Object.values(calls);
  for (const key of Object.keys(calls)) delete calls[key];
  for (const reply of left) {
    if (reply instanceof Promise) void (reply as Promise<Response | null>).then((r) => r?.body?.cancel()).catch(() => undefined);
  }
}
