/** Test-only: answers the API client's fetches from a function, and records the calls. */
import { configureApi } from '../../api/client';

export type FakePlatform = (path: string, params: URLSearchParams) => { status?: number; body: unknown };

/** Path + query of every call since the last `installPlatform`. */
export const calls: string[] = [];

export function installPlatform(platform: FakePlatform, token: string | null = null): void {
  calls.length = 0;
  configureApi({ merchantCode: 'test', getLanguage: () => 'EN', getToken: () => token, onSessionExpired: () => {} });
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    const { status = 200, body } = platform(url.pathname, url.searchParams);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}
