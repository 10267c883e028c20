/**
 * Delivery settings from the environment: SMTP for email, an SMS provider's HTTP API (Twilio's shape) for SMS, and a
 * signed HTTP hook for a channel that has neither. Every problem is listed at once; secrets never appear in them.
 */
import { Webhook } from 'standardwebhooks'

export interface SmtpSettings {
  /** smtp://host:587 (STARTTLS when offered) or smtps://host:465; credentials may ride in it. */
  url: string
  /** Overrides the URL's user (`LATCH_SMTP_USER`). */
  user?: string
  /** Overrides the URL's password (`LATCH_SMTP_PASSWORD`, a secret). */
  password?: string
  /** The From header, e.g. `Example <no-reply@example.com>`. */
  from: string
}

export interface SmsSettings {
  /** The account SID (`AC...`). */
  accountSid: string
  /** The auth token (a secret). */
  authToken: string
  /** The sender: a phone number in E.164 or an alphanumeric sender id; `MG...` is a messaging service. */
  from: string
  /** The API's base URL. @default 'https://api.twilio.com' */
  apiUrl: string
}

export interface HookSettings {
  /** Where messages are POSTed (JSON, Standard Webhooks signature). */
  url: string
  /** The signing secret, `whsec_...` (base64 after the prefix). */
  secret: string
}

/** How codes and notices are sent when no `deliver` function is given in code. */
export interface DeliverySettings {
  smtp?: SmtpSettings
  sms?: SmsSettings
  hook?: HookSettings
  /** Tries of one message before the person is told to try again. @default 3 */
  tries?: number
  /** The wait before the second try; it doubles for each later one. @default 500 */
  retryBaseMs?: number
  /** Time one try may take (connection, answer). @default 10000 */
  timeoutMs?: number
}

export const DEFAULT_DELIVERY_TRIES = 3
export const DEFAULT_DELIVERY_RETRY_BASE_MS = 500
export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000
export const DEFAULT_SMS_API_URL = 'https://api.twilio.com'

type Env = Record<string, string | undefined>

const value = (env: Env, name: string) => env[name]?.trim() || undefined

function count(env: Env, name: string, min: number, problems: string[]): number | undefined {
  const raw = value(env, name)
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) {
    problems.push(`${name} must be an integer of at least ${min}`)
    return undefined
  }
  return n
}

const isHttpUrl = (raw: string) => {
  try {
    const u = new URL(raw)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * Reads LATCH_SMTP_*, LATCH_SMS_* and LATCH_DELIVERY_* (see the server README). A half-configured adapter is a
 * problem (a token without an account, a URL without a sender), not a silent fallback.
 */
export function deliverySettingsFromEnv(env: Env): { settings: DeliverySettings; problems: string[] } {
  const problems: string[] = []
  const settings: DeliverySettings = {
    tries: count(env, 'LATCH_DELIVERY_TRIES', 1, problems),
    retryBaseMs: count(env, 'LATCH_DELIVERY_RETRY_BASE_MS', 0, problems),
    timeoutMs: count(env, 'LATCH_DELIVERY_TIMEOUT_MS', 1, problems),
  }

  const smtpUrl = value(env, 'LATCH_SMTP_URL')
  const smtpFrom = value(env, 'LATCH_SMTP_FROM')
  if (smtpUrl || smtpFrom || value(env, 'LATCH_SMTP_USER') || value(env, 'LATCH_SMTP_PASSWORD')) {
    let protocolOk = false
    try {
      protocolOk = !!smtpUrl && ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol)
    } catch {}
    if (!protocolOk) problems.push('LATCH_SMTP_URL must be an smtp:// or smtps:// URL')
    if (!smtpFrom) problems.push('LATCH_SMTP_FROM (the sender address) is required with SMTP')
    if (smtpUrl && smtpFrom && protocolOk) {
      settings.smtp = {
        url: smtpUrl,
        from: smtpFrom,
        user: value(env, 'LATCH_SMTP_USER'),
        password: env.LATCH_SMTP_PASSWORD || undefined,
      }
    }
  }

  const sid = value(env, 'LATCH_SMS_ACCOUNT_SID')
  const token = env.LATCH_SMS_AUTH_TOKEN || undefined
  const from = value(env, 'LATCH_SMS_FROM')
  const apiUrl = value(env, 'LATCH_SMS_API_URL') ?? DEFAULT_SMS_API_URL
  if (sid || token || from || value(env, 'LATCH_SMS_API_URL')) {
    if (!sid) problems.push('LATCH_SMS_ACCOUNT_SID is required with SMS')
    if (!token) problems.push('LATCH_SMS_AUTH_TOKEN is required with SMS')
    if (!from) problems.push('LATCH_SMS_FROM (the sender) is required with SMS')
    if (!isHttpUrl(apiUrl)) problems.push('LATCH_SMS_API_URL must be an http(s) URL')
    if (sid && token && from && isHttpUrl(apiUrl))
      settings.sms = { accountSid: sid, authToken: token, from, apiUrl }
  }

  const hookUrl = value(env, 'LATCH_DELIVERY_HOOK_URL')
  const hookSecret = env.LATCH_DELIVERY_HOOK_SECRET?.trim() || undefined
  if (hookUrl || hookSecret) {
    if (!hookUrl || !isHttpUrl(hookUrl)) problems.push('LATCH_DELIVERY_HOOK_URL must be an http(s) URL')
    if (!hookSecret) problems.push('LATCH_DELIVERY_HOOK_SECRET (whsec_...) is required with the hook')
    else if (!validHookSecret(hookSecret))
      problems.push('LATCH_DELIVERY_HOOK_SECRET is not a signing secret (whsec_ then base64)')
    if (hookUrl && isHttpUrl(hookUrl) && hookSecret && validHookSecret(hookSecret))
      settings.hook = { url: hookUrl, secret: hookSecret }
  }
  return { settings, problems }
}

/** True when standardwebhooks takes the secret (it must decode to a key). */
export function validHookSecret(secret: string): boolean {
  if (!secret.startsWith('whsec_')) return false
  try {
    new Webhook(secret)
    return Buffer.from(secret.slice(6), 'base64').length >= 16
  } catch {
    return false
  }
}
