/** The allowlist rejection screen's texts: the app's overrides, else the defaults. */
import type { AppConfig } from '../../config/types'
import type { Messages } from '../../messages'
import { safeHttpUrl } from '../../rules/landing'

/** What ALLOWLIST_REJECTION_SCREEN shows; the call-to-action link is optional and only ever http(s). */
export interface AllowlistScreenData {
  title: string
  detail: string
  ctaText: string
  ctaLink: string | null
}

/** The rejection screen's texts for this app. */
export function allowlistScreenData(appConfig: AppConfig | null, catalogue: Messages): AllowlistScreenData {
  const overrides = appConfig?.allowlistConfig
  return {
    title: overrides?.errorTitle || catalogue['allowlist.title'],
    detail: overrides?.errorDetail || catalogue['allowlist.detail'],
    ctaText: overrides?.ctaText || catalogue['allowlist.cta'],
    ctaLink: safeHttpUrl(overrides?.ctaLink),
  }
}
