/** Pure captcha rules. */
import type { ResolvedConfig } from '../../config/types'
import { validateCaptchaSiteKey } from '../../rules/config'

/** The site key when captcha is on and the key is supported ('t:...'), else null. */
export function activeSiteKey(config: Pick<ResolvedConfig, 'captcha'>): string | null {
  const { enabled, siteKey } = config.captcha
  if (!enabled || !siteKey || validateCaptchaSiteKey(siteKey) !== null) return null
  return siteKey
}

/** Turnstile wants the key without Latch's 't:' provider prefix. */
export function turnstileSiteKey(siteKey: string): string {
  return siteKey.startsWith('t:') ? siteKey.slice(2) : siteKey
}
