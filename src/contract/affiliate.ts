/**
 * Affiliate and referral codes carried by the address the player came in on, read as the real
 * client reads them (its invite links, platform-contract-member-agent.md §14): `?affiliateCode=`
 * or, on a link made without SUFAFFCODE3/SIMPLIFIEDURL3, the affiliate code as the first label of
 * the host (`<code>.<brand domain>`); the referral code as `?referralCode=` or, on a simplified
 * link (SIMPLIFIEDURL3), `?r=`.
 */

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

export interface AddressLike {
  hostname: string;
  search: string;
}

/** The affiliate code of the address, '' when none; `domains` are the brand's own host names. */
export function affiliateCodeOf(address: AddressLike, domains: readonly string[]): string {
  const query = new URLSearchParams(address.search).get('affiliateCode')?.trim() ?? '';
  if (CODE.test(query)) return query;
  const host = address.hostname.toLowerCase();
  const dot = host.indexOf('.');
  if (dot < 1) return '';
  const label = host.slice(0, dot);
  const rest = host.slice(dot + 1);
  const known = domains.some((d) => d.toLowerCase().replace(/:\d+$/, '') === rest);
  return known && label !== 'www' && CODE.test(label) ? label : '';
}

/** The referral code of the address, '' when none. */
export function referralCodeOf(address: Pick<AddressLike, 'search'>): string {
  const q = new URLSearchParams(address.search);
  const code = (q.get('referralCode') ?? q.get('r') ?? '').trim();
  return CODE.test(code) ? code : '';
}
