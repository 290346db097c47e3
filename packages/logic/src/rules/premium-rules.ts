/** How much higher the chance of a match is for Premium members, in percent (spec section 9). */
export const PREMIUM_MATCH_CHANCE_PERCENT = 46;
