/**
 * The start sequence (spec section 4, "Start"): resolve the merchant, fetch its manifest,
 * the permission reply, the registration settings and the vendor lanes at once, validate
 * them all, and build the one BrandModel the app reads.
 */
import { apiGet, request } from '../api/client';
import type { BrandModel } from '../brand/model';
import type { DocumentError } from '../brand/validate';
import type { ColorsByMode } from '../theme/tokens';
import { resolveMerchant, type BrandIndex } from './resolveMerchant';

export type BootResult =
  | { kind: 'ready'; brand: BrandModel; colors: ColorsByMode }
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

/** How long boot waits for a compiled theme once every document it needs is in. */
export const COMPILED_THEME_GRACE_MS = 1000;

/**
 * The brand's colours compiled ahead of time (theme.json), or null when there are none to have.
 * Never in development, where the engine's code may be newer than any compiled theme: there the
 * site derives the colours itself, as it does whenever a compiled theme is missing or stale.
 */
function fetchCompiledTheme(merchantCode: string): Promise<unknown> {
  if (import.meta.env.DEV) return Promise.resolve(null);
  return request<unknown>(`/brands/${encodeURIComponent(merchantCode)}/theme.json`, { envelope: false }).catch(() => null);
}

/** `pending`'s value, or null if it has not come `ms` after this call: an optional document never holds boot up. */
function within<T>(pending: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
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

    const compiledThemeReply = fetchCompiledTheme(merchantCode);
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
    const compiledTheme = await within(compiledThemeReply, COMPILED_THEME_GRACE_MS);

    const docs = { manifest, permission, registration, lanes };
    const { acceptBrandDocuments, acceptCompiledTheme, buildBrandModel } = await fromDocuments;
    // User Timing marks: `npm run size` reads them to print what validation costs in the browser
    performance.mark('brand:validate:start');
    let accepted = acceptBrandDocuments(docs);
    // the compiled theme is a brand document too: checked in the same measure
    const compiled = accepted && acceptCompiledTheme(compiledTheme, accepted.manifest.theme);
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
    // colour maths (polished) loads only for a brand published without a usable compiled theme
    const colors = compiled ?? (await import('../theme/themeCompiler')).deriveColors(brand.theme.seeds);
    return { kind: 'ready', brand, colors };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
