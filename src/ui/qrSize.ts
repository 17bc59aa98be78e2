/** Spec section 9: QR defaults size 200, margin 20 (pixels of quiet zone), level M. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
export const QR_LEVEL = 'M' as const;
/** Spec section 9: the brand's logo over the QR's centre at 0.2 of its size (level M tolerates it). */
export const QR_LOGO_SCALE = 0.2;
