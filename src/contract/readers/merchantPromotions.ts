/**
 * MCSFE_getMerchantAvailablePromotions: the merchant's promotion types that are on, each
 * `{ enabled }` under its type. The real client shows the invite-friends page only when
 * `REFERRAL.enabled` (read as a switch); a type missing, or a reply that is not an object, is off.
 */
import { isRecord } from '../findings';
import { readSwitch } from '../flags';

export interface MerchantPromotions {
  /** the referral promotion (invite friends) */
  referral: boolean;
}

export function readMerchantPromotions(raw: unknown): MerchantPromotions {
  const referral = isRecord(raw) && isRecord(raw.REFERRAL) ? readSwitch(raw.REFERRAL.enabled).on : false;
  return { referral };
}
