/**
 * Which brand this page is. One build serves every merchant, so the answer comes from the
 * address: `?merchant=`, a domain a brand lists, the first label of `<code>.localhost`, the
 * code remembered for this tab, then the index's default.
 */
export interface BrandIndex {
  default: string;
  /** `locales`: lower-case codes of the brand's own locale files (brands/<code>/locales/<lang>.json) */
  brands: Array<{ code: string; domains: string[]; locales?: string[] }>;
}

export type MerchantResolution = { ok: true; code: string } | { ok: false; reason: 'unknown'; asked: string };

export function resolveMerchant(
  location: { hostname: string; search: string },
  index: BrandIndex,
  stored: string | null,
): MerchantResolution {
  const known = new Set(index.brands.map((b) => b.code));
  const asked = new URLSearchParams(location.search).get('merchant');
  if (asked !== null) {
    return known.has(asked) ? { ok: true, code: asked } : { ok: false, reason: 'unknown', asked };
  }
  const host = location.hostname.toLowerCase();
  const byDomain = index.brands.find((b) => b.domains.some((d) => d.toLowerCase() === host));
  if (byDomain) return { ok: true, code: byDomain.code };
  const label = host.split('.')[0] ?? '';
  if (host.includes('.') && known.has(label)) return { ok: true, code: label };
  if (stored && known.has(stored)) return { ok: true, code: stored };
  return { ok: true, code: index.default };
}
