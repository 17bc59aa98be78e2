/**
 * The invite-friends link, built as the real client builds it (platform-contract-member-agent.md §14):
 * the host is one of the referral reply's promotion domains (at most 3 dots; the client picks one at
 * random), else the merchant's main domain. With SIMPLIFIEDURL3 the query is `?r=<referral code>`
 * alone; otherwise `?referralCode=` and, with SUFAFFCODE3, `&affiliateCode=`; with neither flag
 * the affiliate code becomes the first label of the host. AFFURLEXT3 opens `/register.html`.
 * The result always passes safeUrl's rules (https, no credentials), or is null.
 */
import { safeUrl } from './safeUrl';

export interface InviteLinkInput {
  referralCode: string | null;
  affiliateCode: string | null;
  promotionDomains: readonly string[];
  /** the merchant's main domain (the consolidated settings' `mainDomain`, or the brand's first domain) */
  mainDomain: string | null;
  simplified: boolean;
  affiliateSuffix: boolean;
  registerPage: boolean;
}

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** A domain entry as the platform may write it (a bare host, or with a scheme or a path): its host, or null. */
export function hostOf(entry: string): string | null {
  const host = entry.trim().replace(/^https?:\/\//i, '').split(/[/?#]/)[0]?.toLowerCase() ?? '';
  return HOST.test(host) ? host : null;
}

/** The domains the link may use: promotion domains with at most 3 dots, else the main domain. */
export function inviteHosts(promotionDomains: readonly string[], mainDomain: string | null): string[] {
  const hosts = promotionDomains.map(hostOf).filter((h): h is string => h !== null && h.split('.').length - 1 <= 3);
  if (hosts.length > 0) return hosts;
  const main = mainDomain ? hostOf(mainDomain) : null;
  return main ? [main] : [];
}

/** `pick` chooses among the hosts (the real client picks at random; tests pass their own). */
export function inviteLink(input: InviteLinkInput, pick: (count: number) => number = (n) => Math.floor(Math.random() * n)): string | null {
  const hosts = inviteHosts(input.promotionDomains, input.mainDomain);
  if (hosts.length === 0) return null;
  let host = hosts[Math.min(hosts.length - 1, Math.max(0, pick(hosts.length)))] as string;
  const referral = input.referralCode && CODE.test(input.referralCode) ? input.referralCode : null;
  const affiliate = input.affiliateCode && CODE.test(input.affiliateCode) ? input.affiliateCode : null;
  if (!input.simplified && !input.affiliateSuffix && affiliate) host = `${affiliate.toLowerCase()}.${host.replace(/^www\./, '')}`;
  const url = new URL(`https://${host}${input.registerPage ? '/register.html' : '/'}`);
  if (input.simplified) {
    if (referral) url.searchParams.set('r', referral);
  } else {
    if (referral) url.searchParams.set('referralCode', referral);
    if (affiliate && input.affiliateSuffix) url.searchParams.set('affiliateCode', affiliate);
  }
  return safeUrl(url.toString());
}
