/** A featured talent without an order sorts as if its order were this (the server orders in SQL). */
export const FEATURED_ORDER_MISSING = 999;
