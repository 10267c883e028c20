/** Options and results of the server SDK. */
import type { JWK } from 'jose'

/** How `createLatchServerClient` reaches and trusts the Latch server. */
export interface LatchServerClientOptions {
  /** The app id (25 characters). Access tokens must carry it as `aud`. */
  appId: string
  /** The app secret (`latch-server apps create` prints it once). Keep it on the server. */
  appSecret: string
  /** The Latch server's base URL, e.g. 'https://auth.example.com'. */
  apiUrl: string
  /** The webhook signing secret ('whsec_...'), for `verifyWebhook`. */
  webhookSecret?: string
  /**
   * Verify access tokens against this key instead of the JWKS: the app config's `verification_key` (PEM SPKI) or a
   * JWK. No request is made; a rotation then needs the new key here.
   */
  verificationKey?: string | JWK
  /** The tokens' `iss`. @default 'latch' */
  issuer?: string
  /** Leeway for `exp`, `iat` and `nbf`, in seconds. @default 5 */
  clockToleranceSeconds?: number
  /** How long a fetched JWKS is used before it is fetched again (the longest a dropped key keeps working). @default 300000 */
  jwksCacheTtlMs?: number
  /** The least time between two fetches caused by an unknown key id. @default 10000 */
  jwksCooldownMs?: number
  /** Time a server call may take. @default 10000 */
  timeoutMs?: number
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch
  /** The clock (ms), for tests. @default Date.now */
  now?: () => number
}

/** What a verified access token says. */
export interface AuthTokenClaims {
  /** The user's id (`sub`). */
  userId: string
  /** The app the token is for (`aud`). */
  appId: string
  /** The session (`sid`): logging out or revoking the session ends it on the server. */
  sessionId: string
  /** When it was issued, Unix seconds (`iat`). */
  issuedAt: number
  /** When it expires, Unix seconds (`exp`). */
  expiration: number
}

/** One linked account of a user to import, in Privy's shape. */
export type ImportLinkedAccount =
  | { type: 'email'; address: string }
  | { type: 'phone'; number: string }
  | { type: 'wallet'; address: string; chainType?: 'ethereum' }
  | { type: 'custom_auth'; customUserId: string }
  | {
      type: `${'apple' | 'discord' | 'github' | 'google' | 'linkedin' | 'twitter' | 'tiktok'}_oauth`
      subject: string
      email?: string
      name?: string
      username?: string
    }

/** `importUser` input: the accounts the new user has (1 to 20). */
export interface ImportUserInput {
  /** The accounts, each of which must belong to no user yet. */
  linkedAccounts: ImportLinkedAccount[]
}

/** `listUsers` options. */
export interface ListUsersOptions {
  /** Users per page fetched from the server (1 to 100). @default 100 */
  pageSize?: number
}

/** A raw webhook's headers: a `Headers`, or Node's `req.headers` (array values take their first item). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>
