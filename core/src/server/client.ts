/**
 * `createLatchServerClient`: what a host's backend uses, in the shape of Privy's server library. It verifies the
 * access tokens its frontend sends (ES256, against the app's JWKS, cached with rotation handled, or a key given
 * offline), reads and manages users through the server API (app id + app secret), and verifies webhooks.
 */
import type { JWK } from 'jose'
import { pathOf } from '../protocol/endpoint'
import { APP_JWKS } from '../protocol/endpoints'
import type { User } from '../user/types'
import { createApi } from './api'
import { accessTokenCookie, checkSameOriginPost, type SessionCookieOptions } from './cookie'
import { isLatchServerError, LatchServerError } from './errors'
import { createKeySet } from './key-set'
import { type RequestLike, tokenFromCookies, tokenFromRequest } from './request'
import type {
  AuthTokenClaims,
  ImportUserInput,
  LatchServerClientOptions,
  ListUsersOptions,
  WebhookHeaders,
} from './types'
import { importVerificationKey, verifyToken } from './verify-token'
import type { LatchWebhookEvent } from './webhook-events'
import { verifyWebhookPayload } from './webhooks'

/** A client of one app on one Latch server. */
export interface LatchServerClient {
  /** The app this client is for. */
  readonly appId: string
  /**
   * Verifies an access token (the value of `Authorization: Bearer ...`, with or without the scheme) and returns its
   * claims. `verificationKey` (PEM SPKI or JWK) checks it offline instead of against the JWKS. Throws
   * `LatchServerError` `invalid_token` or `expired_token`.
   */
  verifyAuthToken(token: string, verificationKey?: string | JWK): Promise<AuthTokenClaims>
  /**
   * Verifies the access token of an incoming request (a Fetch `Request`, or Node's `IncomingMessage`): the
   * `Authorization: Bearer` header, else the `latch-token` cookie of cookie sessions. Throws `LatchServerError`
   * `invalid_token` (no token, or a refused one) or `expired_token`.
   */
  verifyRequest(request: RequestLike): Promise<AuthTokenClaims>
  /**
   * The session of a request from its `latch-token` cookie (cookie sessions), or null when it has none or the token
   * is expired or refused: what a server component or a middleware asks to know who is signed in. Throws only when
   * the keys cannot be had (`network_error`, `server_error`).
   */
  getSessionFromCookies(request: RequestLike): Promise<AuthTokenClaims | null>
  /**
   * For the host's own `POST` route that the page calls after each sign-in and token refresh, with its access token
   * in `Authorization: Bearer`: verifies the token and returns the `Set-Cookie` value of the `latch-token` cookie
   * (HttpOnly, SameSite=Lax, Secure off localhost, as long as the token lives). Refuses (`invalid_request`) a
   * method other than POST and a request not from the page's own origin (`Sec-Fetch-Site`, else `Origin`);
   * `invalid_token` / `expired_token` for the token.
   */
  sessionCookie(request: Request, options?: SessionCookieOptions): Promise<string>
  /** The `Set-Cookie` value that removes the `latch-token` cookie (on sign-out), under the same POST and origin rules. */
  clearSessionCookie(request: Request, options?: SessionCookieOptions): string
  /** The user with this id; throws `not_found`. */
  getUser(userId: string): Promise<User>
  /** The user with this email address; throws `not_found`. */
  getUserByEmail(address: string): Promise<User>
  /** The user with this phone number (E.164); throws `not_found`. */
  getUserByPhone(number: string): Promise<User>
  /** The user with this wallet address; throws `not_found`. */
  getUserByWalletAddress(address: string): Promise<User>
  /** The user with this custom auth id; throws `not_found`. */
  getUserByCustomAuthId(customUserId: string): Promise<User>
  /** Deletes the user and everything of theirs (accounts, sessions, MFA, wallet shares); throws `not_found`. */
  deleteUser(userId: string): Promise<void>
  /** Every user of the app, page by page as the iteration goes: `for await (const user of client.listUsers())`. */
  listUsers(options?: ListUsersOptions): AsyncIterable<User>
  /** Creates a user with these accounts (all or none); throws `linked_to_another_user` or `invalid_request`. */
  importUser(input: ImportUserInput): Promise<User>
  /**
   * Replaces the user's custom metadata (a JSON object, at most 4,096 bytes as JSON) and returns the user. The page
   * reads it as `user.customMetadata` after its next refresh; only a backend can set it. Throws `not_found`, or
   * `invalid_request` (status 400 when it is not a JSON object, 413 when it is too large).
   */
  setCustomMetadata(userId: string, customMetadata: Record<string, unknown>): Promise<User>
  /**
   * Verifies a webhook: `payload` is the raw body as received, `headers` the request's headers. Returns the event;
   * throws `invalid_webhook` (bad signature or headers) or `expired_webhook` (signed more than 5 minutes away).
   * `webhookSecret` overrides the client's.
   */
  verifyWebhook(
    payload: string | Uint8Array,
    headers: WebhookHeaders,
    webhookSecret?: string,
  ): LatchWebhookEvent
}

/** A server client for one app. Throws `invalid_request` for options that cannot work. */
export function createLatchServerClient(options: LatchServerClientOptions): LatchServerClient {
  const { appId, appSecret, apiUrl } = options
  if (typeof appId !== 'string' || appId.length !== 25) {
    throw new LatchServerError('invalid_request', 'appId must be the 25-character app id')
  }
  if (typeof appSecret !== 'string' || appSecret === '') {
    throw new LatchServerError(
      'invalid_request',
      'appSecret is required (latch-server apps create prints it)',
    )
  }
  if (typeof apiUrl !== 'string' || !/^https?:\/\//.test(apiUrl)) {
    throw new LatchServerError('invalid_request', 'apiUrl must be the Latch server URL (http or https)')
  }
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis)
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 10_000
  const keySet = createKeySet({
    url: `${apiUrl.replace(/\/+$/, '')}${pathOf(APP_JWKS, { appId })}`,
    fetch: fetchFn,
    now,
    ttlMs: options.jwksCacheTtlMs ?? 300_000,
    cooldownMs: options.jwksCooldownMs ?? 10_000,
    timeoutMs,
  })
  const tokenOptions = {
    appId,
    issuer: options.issuer ?? 'latch',
    clockToleranceSeconds: options.clockToleranceSeconds ?? 5,
    now,
    keySet,
  }
  // a key given offline is imported once
  const offline = new Map<string | JWK, Promise<CryptoKey>>()
  const offlineKey = (key: string | JWK | undefined) => {
    if (key === undefined) return Promise.resolve(null)
    let imported = offline.get(key)
    if (!imported) {
      imported = importVerificationKey(key)
      offline.set(key, imported)
    }
    return imported
  }
  const api = createApi({ appId, appSecret, apiUrl, timeoutMs, fetch: fetchFn })

  return {
    appId,
    async verifyAuthToken(token, verificationKey) {
      return verifyToken(tokenOptions, token, await offlineKey(verificationKey ?? options.verificationKey))
    },
    async verifyRequest(request) {
      const token = tokenFromRequest(request)
      if (!token)
        throw new LatchServerError(
          'invalid_token',
          'No access token: no Authorization: Bearer header and no latch-token cookie',
        )
      return verifyToken(tokenOptions, token, await offlineKey(options.verificationKey))
    },
    async getSessionFromCookies(request) {
      const token = tokenFromCookies(request)
      if (!token) return null
      try {
        return await verifyToken(tokenOptions, token, await offlineKey(options.verificationKey))
      } catch (error) {
        if (isLatchServerError(error, 'invalid_token') || isLatchServerError(error, 'expired_token'))
          return null
        throw error
      }
    },
    async sessionCookie(request, cookieOptions) {
      const url = checkSameOriginPost(request, cookieOptions)
      const authorization = request.headers.get('authorization') ?? ''
      if (!/^Bearer\s+\S+\s*$/i.test(authorization))
        throw new LatchServerError('invalid_token', 'No access token in the Authorization: Bearer header')
      const claims = await verifyToken(tokenOptions, authorization, await offlineKey(options.verificationKey))
      return accessTokenCookie(url, authorization.replace(/^Bearer\s+/i, '').trim(), claims.expiration, now())
    },
    clearSessionCookie(request, cookieOptions) {
      return accessTokenCookie(checkSameOriginPost(request, cookieOptions), '', 0, now())
    },
    getUser: api.getUser,
    getUserByEmail: api.getUserByEmail,
    getUserByPhone: api.getUserByPhone,
    getUserByWalletAddress: api.getUserByWalletAddress,
    getUserByCustomAuthId: api.getUserByCustomAuthId,
    deleteUser: api.deleteUser,
    listUsers: (opts) => api.listUsers(opts),
    importUser: api.importUser,
    setCustomMetadata: api.setCustomMetadata,
    verifyWebhook: (payload, headers, webhookSecret) =>
      verifyWebhookPayload(webhookSecret ?? options.webhookSecret, payload, headers),
  }
}
