/**
 * The start sequence (spec section 4, "Start"): resolve the merchant, fetch its manifest,
 * the permission reply, the registration settings and the vendor lanes at once, validate
 * them all, and build the one BrandModel the app reads.
 */
import { apiGet, request } from '../api/client';
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
  // The yes-or-no check of the documents and the model builder are a chunk of their own, fetched
  // while the documents are (compileHints in vite.config.ts has V8 compile it off the main thread
  // as it streams in). The validators that list every error load only when the check fails.
  const fromDocuments = import('../brand/acceptBrandDocuments');
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

    const docs = { manifest, permission, registration, lanes };
    const { acceptBrandDocuments, buildBrandModel } = await fromDocuments;
    // User Timing marks: `npm run size` reads them to print what validation costs in the browser
    performance.mark('brand:validate:start');
    let accepted = acceptBrandDocuments(docs);
    performance.measure('brand:validate', 'brand:validate:start');
    if (!accepted) {
      // refused: the validators that collect every error say why (the invalid-config screen)
      const { validateBrandDocuments } = await import('../brand/validate');
      const validated = validateBrandDocuments(docs);
      if (!validated.ok) return { kind: 'invalid', merchantCode, errors: validated.errors };
      accepted = validated.value; // they agree (acceptBrandDocuments.test.ts); this one has the last word
    }
    performance.mark('brand:model:start');
    const brand = buildBrandModel(accepted);
    performance.measure('brand:model', 'brand:model:start');
    return { kind: 'ready', brand };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
