/** Pure custom-auth rules. */
import { decodeJwt } from 'jose'
import type { LatchConfig } from '../../config/types'

type CustomAuthConfig = (LatchConfig['customAuth'] & { enabled: boolean }) | null | undefined

/** 'disabled', 'waiting' (host loading) or 'ready' to fetch the host's token. */
export function customAuthReadiness(config: CustomAuthConfig): 'disabled' | 'waiting' | 'ready' {
  if (!config?.enabled || typeof config.getCustomAccessToken !== 'function') return 'disabled'
  return config.isLoading ? 'waiting' : 'ready'
}

/** A host token worth sending: a non-empty string. */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.trim().length > 0
}

/** The `sub` of a JWT-shaped host token (not verified: only to skip a needless re-auth), or null. */
export function tokenSubject(token: string): string | null {
  try {
    const sub = decodeJwt(token).sub
    return typeof sub === 'string' && sub !== '' ? sub : null
  } catch {
    return null
  }
}
