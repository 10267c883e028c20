/**
 * An app's webhook signing secret (Standard Webhooks: 'whsec_' + base64 of 24 random bytes). The `latch-server`
 * CLI stores it sealed with the data key; one set in the app config is read as given.
 */
import { randomBytes } from 'node:crypto'
import type { AppSettings } from '../config'
import { type DataCrypto, isSealed } from '../secrets'

const PREFIX = 'whsec_'

export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(24).toString('base64')}`

/** What an app's sealed webhook secret is bound to. */
export const webhookSecretContext = (appId: string) => `webhook-secret:${appId}`
const context = webhookSecretContext

/** The secret to keep in the app's settings: sealed. */
export const sealWebhookSecret = (data: DataCrypto, appId: string, secret: string): string =>
  data.seal(secret, context(appId))

/** The app's signing secret, or null when it has none. Throws when a sealed one was tampered with. */
export function openWebhookSecret(data: DataCrypto, appId: string, settings: AppSettings): string | null {
  const stored = settings.webhookSecret
  return stored ? data.open(stored, context(appId)) : null
}

/** Why an app's webhook settings cannot work, or null. */
export function webhookSettingsIssue(
  settings: Pick<AppSettings, 'webhookUrl' | 'webhookSecret'>,
): string | null {
  const { webhookUrl, webhookSecret } = settings
  if (!webhookUrl) return null
  let url: URL
  try {
    url = new URL(webhookUrl)
  } catch {
    return `webhookUrl '${webhookUrl}' is not a URL`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'webhookUrl must be an http or https URL'
  if (url.username || url.password) return 'webhookUrl must not carry credentials'
  if (!webhookSecret) return 'a webhookUrl needs a webhookSecret to sign with'
  if (webhookSecret.startsWith(PREFIX)) {
    const key = Buffer.from(webhookSecret.slice(PREFIX.length), 'base64')
    if (key.length < 16) return "webhookSecret must be 'whsec_' followed by at least 16 bytes in base64"
  } else if (!isSealed(webhookSecret)) {
    return "webhookSecret must start with 'whsec_'"
  }
  return null
}
