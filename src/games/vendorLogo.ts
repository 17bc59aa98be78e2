/** Partner-vendor logos as the footer and menus show them (spec section 9); names: `formatVendorName` in ./format. */
import type { MenuCategory } from '../brand/model';
import { vendorLogoType } from '../contract/gameCategories';

/** `${cdn}/TCG_PROD_IMAGES/${type}_LIST_VENDOR/${vendor}-COLOR.png` (one trailing slash of the CDN is dropped). */
export function vendorLogoUrl(cdn: string, vendor: string): string {
  const base = cdn.replace(/\/+$/, '');
  return `${base}/TCG_PROD_IMAGES/${vendorLogoType(vendor)}_LIST_VENDOR/${encodeURIComponent(vendor)}-COLOR.png`;
}

/** Every vendor code across the menu's categories, once, in first-seen order. */
export function uniqueVendors(categories: readonly MenuCategory[]): string[] {
  const seen = new Set<string>();
  for (const c of categories) for (const v of c.vendors) seen.add(v.code);
  return [...seen];
}
