import { isSafeHref } from './safeHref';

/**
 * Opens a customer-service entry in a 440x500 popup (spec section 4). The window opens at
 * once, inside the click, so popup blockers allow it; it is closed again if the path
 * cannot be decrypted into a safe URL.
 */
export async function openCustomerService(encryptedPath: string): Promise<boolean> {
  const popup = window.open('about:blank', 'customer-service', 'width=440,height=500');
  const { decryptServicePath } = await import('../api/serviceLink');
  const url = decryptServicePath(encryptedPath);
  if (!url || !isSafeHref(url)) {
    popup?.close();
    return false;
  }
  if (popup) {
    popup.opener = null;
    popup.location.href = url;
  }
  return true;
}
