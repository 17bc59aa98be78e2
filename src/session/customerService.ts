/**
 * Customer service (spec section 4): members above rank 4 get the VIP service (csType VIP), the
 * rest live chat (LIVECHAT), as the real client chooses; an entry of type 3 carries its URL
 * encrypted (the last 8 characters are the key). It opens in a 440x500 popup.
 */
import type { CustomerServiceEntry } from '../contract/readers/permission';
import { safeUrl } from '../contract/safeUrl';

/** Rank levels above this are VIP members (spec section 9). */
export const VIP_RANK_ABOVE = 4;

/** The entry for a member of `rankLevel` (null when unknown or logged out): VIP above rank 4, else live chat, else the chat link, else the first. */
export function chooseServiceEntry(entries: readonly CustomerServiceEntry[], rankLevel: number | null): CustomerServiceEntry | null {
  const byType = (csType: string) => entries.find((e) => e.csType === csType);
  if (rankLevel !== null && rankLevel > VIP_RANK_ABOVE) {
    const vip = byType('VIP');
    if (vip) return vip;
  }
  return byType('LIVECHAT') ?? entries.find((e) => e.type === 3) ?? entries[0] ?? null;
}

/**
 * Opens an entry in a 440x500 popup. The window opens at once, inside the click, so popup
 * blockers allow it; it is closed again when the entry gives no safe URL.
 */
export async function openCustomerService(entry: CustomerServiceEntry): Promise<boolean> {
  const popup = window.open('about:blank', 'customer-service', 'width=440,height=500');
  let url: string | null;
  if (entry.type === 3) {
    const { decryptServicePath } = await import('../contract/serviceLink');
    url = safeUrl(decryptServicePath(entry.path));
  } else {
    url = safeUrl(entry.path);
  }
  if (!url) {
    popup?.close();
    return false;
  }
  if (popup) {
    popup.opener = null;
    popup.location.href = url;
  }
  return true;
}
