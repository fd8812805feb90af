/** The ledger's record of a departure's places, and of a promo code's uses. */
export const departureKey = (departureId: string) => `departure/${departureId}`;
export const couponKey = (couponId: string) => `coupon/${couponId}`;
