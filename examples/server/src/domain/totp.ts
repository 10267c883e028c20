/** The TOTP secrets sealing context, shared by the MFA routes and the key reseal. */

/** What a user's sealed TOTP secret (enrolled or pending) is bound to. */
export const totpContext = (userId: string) => `totp:${userId}`

/** Seconds a pending (not yet confirmed) TOTP secret lives. */
export const TOTP_PENDING_TTL = 600
