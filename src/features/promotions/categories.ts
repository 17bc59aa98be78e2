/** Promotion categories of the spec (section 3), in tab order, and how a promotion maps to one. */
import type { Promotion } from '../../api/types';

export const PROMO_CATEGORIES = [
  'sports', 'live', 'slots', 'card', 'fish', 'lotto', 'rebate', 'points', 'ranking', 'deposit', 'app_download', 'new_player', 'others',
] as const;

export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

/** "New Player", "new-player" and "NEW_PLAYER" are one category; anything unknown is "others". */
export function promoCategory(raw: string | null | undefined): PromoCategory {
  const key = (raw ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (PROMO_CATEGORIES as readonly string[]).includes(key) ? (key as PromoCategory) : 'others';
}

/** The categories present among the promotions, in the spec's order. */
export function presentCategories(promotions: readonly Pick<Promotion, 'category'>[]): PromoCategory[] {
  const present = new Set(promotions.map((p) => promoCategory(p.category)));
  return PROMO_CATEGORIES.filter((c) => present.has(c));
}

/** yyyy-MM-dd of a platform date string when it has one, else the string as sent. */
export function promoDate(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return m ? m[1]! : value.trim();
}
