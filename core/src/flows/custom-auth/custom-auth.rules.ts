/** Pure custom-auth rules. */
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
