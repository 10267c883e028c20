/**
 * The stored token pair and the checks on an access token. Pure helpers plus a thin storage wrapper, so the
 * session's logic reads as policy; nothing here logs.
 */

import type { JWTPayload } from 'jose'
import { decodeJwt } from 'jose'
import { STORAGE_KEYS, TOKEN_EXPIRY_MARGIN_S } from '../constants'
import type { KeyValueStorage } from '../env'

/** Printable ASCII without spaces, at most 8 KiB: anything else in storage is corrupt. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,8192}$/

/** The tokens as stored. */
export interface StoredTokens {
  token: string | null
  refreshToken: string | null
  forkedToken: string | null
}

/** The decoded claims of a JWT (unverified: the server verifies), or null for anything that is not one. */
export function readClaims(token: string | null): JWTPayload | null {
  if (!token) return null
  try {
    return decodeJwt(token)
  } catch {
    return null
  }
}

/** The token was issued for this app. */
export function audienceMatches(payload: JWTPayload, appId: string): boolean {
  return Array.isArray(payload.aud) ? payload.aud.includes(appId) : payload.aud === appId
}

/** Not expired, with the 30 s margin: a token about to expire is refreshed before it is sent. */
export function isTokenActive(payload: JWTPayload, nowMs: number): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 - TOKEN_EXPIRY_MARGIN_S * 1000 > nowMs
}

/** True when something stored cannot be a token we wrote (tampered, truncated, another library's value). */
export function isCorrupt({ token, refreshToken, forkedToken }: StoredTokens): boolean {
  return (
    (token !== null && (!TOKEN_SHAPE.test(token) || readClaims(token) === null)) ||
    (refreshToken !== null && !TOKEN_SHAPE.test(refreshToken)) ||
    (forkedToken !== null && !TOKEN_SHAPE.test(forkedToken))
  )
}

/** Reads and writes the token pair and the forked token in one storage. */
export function createTokenStorage(storage: KeyValueStorage) {
  return {
    read(): StoredTokens {
      return {
        token: storage.getItem(STORAGE_KEYS.token),
        refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
        forkedToken: storage.getItem(STORAGE_KEYS.forkedToken),
      }
    },
    writePair(token: string, refreshToken: string): void {
      storage.setItem(STORAGE_KEYS.token, token)
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken)
    },
    writeForked(forkedToken: string | null): void {
      if (forkedToken === null) storage.removeItem(STORAGE_KEYS.forkedToken)
      else storage.setItem(STORAGE_KEYS.forkedToken, forkedToken)
    },
    clear(): void {
      for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.forkedToken]) {
        try {
          storage.removeItem(key)
        } catch {
          // createSafeStorage already falls back; a custom storage throwing on remove must not block sign-out.
        }
      }
    },
  }
}
