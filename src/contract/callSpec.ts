/** How one platform call is made (see calls.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: HttpMethod;
  /** exactly as the real client sends it */
  path: string;
  /** needs a live session (`Authorization`); the platform answers 401 without one */
  session?: boolean;
  /** the gating modId, sent as the `ModuleId` header (the platform answers function.not.available when it is off) */
  moduleId?: string;
  /** the `X-Gateway-Version` header */
  gatewayVersion?: '1' | '3';
  /** the body is DES-encrypted with an RSA-wrapped key (the `Encryption` header) */
  encrypted?: boolean;
  /** a form-encoded body instead of JSON */
  form?: boolean;
  /** the reply is the bare value, not `{ success, value }` (the lottery gateway, static documents) */
  bare?: boolean;
}

/** What every platform call carries, whoever makes it (the API client, public/theme-init.js). */
export const BASE_HEADERS: Readonly<Record<string, string>> = { Accept: 'application/json', Device: 'web' };
