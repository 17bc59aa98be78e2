/** A vendor whose `isGame` is VASSALAGE: choosing it lists its games in a popup instead of launching (spec section 3). */
export const VASSALAGE = 'VASSALAGE';

export interface VendorPopup {
  vendor: string;
  name: string;
  gameType: string;
}
