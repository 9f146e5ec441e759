/** How long a confirmation link stays valid. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A pending address asking again within this time gets no second email (no mail-bombing through our form);
 * the answer says so. docs/product/decisions.md (Forms) keeps it at most two minutes.
 */
export const RESEND_COOLDOWN_MS = 60_000;
