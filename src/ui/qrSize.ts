/** Spec section 9: QR defaults size 200, margin 20 (pixels of quiet zone), level M. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
export const QR_LEVEL = 'M' as const;
