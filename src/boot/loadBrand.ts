/**
 * The start sequence (spec section 4, "Start"): resolve the merchant, fetch its manifest,
 * the permission reply, the registration settings and the vendor lanes at once, validate
 * them all, and build the one BrandModel the app reads.
 */
import { apiGet, request } from '../api/client';
import { buildBrandModel } from '../brand/buildBrandModel';
import type { BrandModel } from '../brand/model';
import type { DocumentError } from '../brand/validate';
import { resolveMerchant, type BrandIndex } from './resolveMerchant';

export type BootResult =
  | { kind: 'ready'; brand: BrandModel }
  | { kind: 'invalid'; merchantCode: string; errors: DocumentError[] }
  | { kind: 'unknownMerchant'; asked: string }
  | { kind: 'failed'; error: unknown };

function storedMerchant(): string | null {
  try {
    return sessionStorage.getItem('merchantCode');
  } catch {
    return null;
  }
}

function storedLanguage(): string {
  try {
    return localStorage.getItem('lang') ?? 'TY';
  } catch {
    return 'TY';
  }
}

export async function loadBrand(location: Location = window.location): Promise<BootResult> {
  // The validators are a chunk of their own, fetched while the documents are: V8 compiles it
  // eagerly off the main thread (see compileHints in vite.config.ts), so validating does not
  // first have to compile a large function on the main thread.
  const validator = import('../brand/validate');
  try {
    const index = await request<BrandIndex>('/brands/index.json', { envelope: false });
    const resolved = resolveMerchant(location, index, storedMerchant());
    if (!resolved.ok) return { kind: 'unknownMerchant', asked: resolved.asked };
    const merchantCode = resolved.code;
    const opts = { merchantCode };

    const [manifest, permission, registration, lanes] = await Promise.all([
      request<unknown>(`/brands/${encodeURIComponent(merchantCode)}/brand.json`, { envelope: false }),
      apiGet<unknown>('/wps/system/status', { url: location.host }, opts),
      apiGet<unknown>('/wps/system/setting/register', undefined, opts),
      apiGet<unknown>(
        '/wps/relay/GCSGAME_newGameVendor',
        { merchant: merchantCode, platform: 'html5-desktop', language: storedLanguage() },
        opts,
      ),
    ]);

    const { validateBrandDocuments } = await validator;
    // User Timing marks: `npm run size` reads them to print what validation costs in the browser
    performance.mark('brand:validate:start');
    const validated = validateBrandDocuments({ manifest, permission, registration, lanes });
    performance.measure('brand:validate', 'brand:validate:start');
    if (!validated.ok) return { kind: 'invalid', merchantCode, errors: validated.errors };
    performance.mark('brand:model:start');
    const brand = buildBrandModel(validated.value);
    performance.measure('brand:model', 'brand:model:start');
    return { kind: 'ready', brand };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
