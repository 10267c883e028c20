/**
 * Apps as operators manage them (the `latch-server` CLI) and as host backends authenticate (the server API): app
 * ids, app secrets (shown once, stored as SHA-256: a secret is 32 random bytes, so a fast hash is enough to make a
 * copy of the database useless), updates of an app's settings, and the user import shapes.
 */
import { randomBytes } from 'node:crypto'
import { type AppSeed, type AppSettings, defaultAppSettings } from './config'
import { safeEqual, sha256Hex } from './crypto'
import { validateCustomAuth } from './domain/custom-jwt'
import { normalizeEmail, normalizePhone } from './http'
import { isOAuthProvider, oauthCredentialsIssue } from './oauth/credentials'
import type { AppRecord, NewAccount, Storage } from './storage'
import { testAccountsIssue } from './test-accounts'
import { webhookDestinationIssue } from './webhooks/destination'
import { webhookSettingsIssue } from './webhooks/secret'

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/** Where private webhook URLs may be set (dev mode only: `allowPrivateWebhookUrls`). */
export interface WebhookAllowance {
  allowPrivateWebhookUrls?: boolean
}

/**
 * Creates or updates an app; refuses a config that would be unsafe (for example a lax custom auth, or a webhook URL
 * that reaches a loopback, private or metadata address unless `allowPrivateWebhookUrls`).
 */
export async function seedApp(
  storage: Storage,
  seed: AppSeed,
  now: number,
  devMode = false,
  allowPrivateWebhookUrls = false,
): Promise<void> {
  if (seed.id.length !== 25) throw new Error(`App id '${seed.id}' must be exactly 25 characters`)
  const settings = defaultAppSettings(seed.settings)
  validateCustomAuth(seed.id, settings.customAuth, devMode)
  if (settings.captchaEnabled && !settings.captchaSecret && !devMode) {
    throw new Error(`App '${seed.id}': captcha is on but has no captchaSecret to verify tokens with`)
  }
  let webhookIssue = webhookSettingsIssue(settings)
  // a webhook URL being set (new, or changed) must reach a public address; delivery checks every try again
  const url = settings.webhookUrl
  if (!webhookIssue && url && (await storage.getApp(seed.id))?.settings.webhookUrl !== url) {
    webhookIssue = await webhookDestinationIssue(url, allowPrivateWebhookUrls)
  }
  if (webhookIssue) throw new Error(`App '${seed.id}': ${webhookIssue}`)
  const oauthIssue = oauthCredentialsIssue(settings)
  if (oauthIssue) throw new Error(`App '${seed.id}': ${oauthIssue}`)
  const testIssue = testAccountsIssue(settings)
  if (testIssue) throw new Error(`App '${seed.id}': ${testIssue}`)
  await storage.upsertApp({ id: seed.id, name: seed.name, settings }, now)
}

/** A new app id: 25 characters, lower-case letters and digits (the client checks the length). */
export function newAppId(): string {
  const bytes = randomBytes(25)
  return Array.from(bytes, (b) => ID_ALPHABET[b % 36]).join('')
}

/** A new app secret: 32 random bytes, base64url. */
export const newAppSecret = (): string => randomBytes(32).toString('base64url')

export const hashAppSecret = (secret: string): string => sha256Hex(secret)

/** Checks an app secret against the stored hash in constant time; false for an app without a secret. */
export async function verifyAppSecret(storage: Storage, appId: string, secret: string): Promise<boolean> {
  const stored = await storage.getAppSecretHash(appId)
  // hash even when there is nothing to compare with, so an unknown app takes as long as a wrong secret
  const given = hashAppSecret(secret)
  return stored !== null && safeEqual(stored, given)
}

/** Checks an origin for an app's list: scheme://host[:port], nothing more. */
export function parseOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`'${value}' is not an origin (scheme://host[:port])`)
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`'${value}' is not an origin (scheme://host[:port], http or https, no path)`)
  }
  return url.origin
}

/** Creates an app with a new id and secret; returns the secret once (only its hash is kept). */
export async function createApp(
  storage: Storage,
  input: { name: string; origins: string[]; settings?: Partial<AppSettings> },
  now: number,
  options: WebhookAllowance = {},
): Promise<{ appId: string; appSecret: string }> {
  if (!input.name.trim()) throw new Error('An app needs a name (--name)')
  const appId = newAppId()
  const allowedOrigins = input.origins.map(parseOrigin)
  await seedApp(
    storage,
    { id: appId, name: input.name.trim(), settings: { ...input.settings, allowedOrigins } },
    now,
    false,
    options.allowPrivateWebhookUrls,
  )
  const appSecret = newAppSecret()
  await storage.setAppSecretHash(appId, hashAppSecret(appSecret), now)
  return { appId, appSecret }
}

/** Replaces an app's secret: the old one stops working at once. Null when there is no such app. */
export async function rotateAppSecret(storage: Storage, appId: string, now: number): Promise<string | null> {
  const appSecret = newAppSecret()
  return (await storage.setAppSecretHash(appId, hashAppSecret(appSecret), now)) ? appSecret : null
}

/** A change to an app: a new name and/or a function of its settings. */
export interface AppUpdate {
  name?: string
  settings?: (current: AppSettings) => AppSettings
}

/** Applies an update with the same checks as seeding (an unsafe custom auth or captcha config is refused). */
export async function updateApp(
  storage: Storage,
  appId: string,
  update: AppUpdate,
  now: number,
  options: WebhookAllowance = {},
): Promise<AppRecord> {
  const app = await storage.getApp(appId)
  if (!app) throw new Error(`No app '${appId}'`)
  const settings = update.settings ? update.settings(defaultAppSettings(app.settings)) : app.settings
  await seedApp(
    storage,
    { id: appId, name: update.name?.trim() || app.name, settings },
    now,
    false,
    options.allowPrivateWebhookUrls,
  )
  return (await storage.getApp(appId)) as AppRecord
}

/** What a host sends to import a user's linked account (Privy's shape), or a reason it cannot be imported. */
export function importedAccount(input: unknown): NewAccount | string {
  if (typeof input !== 'object' || input === null) return 'each linked account must be an object'
  const a = input as Record<string, unknown>
  const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string).trim() : '')
  switch (a.type) {
    case 'email': {
      const address = normalizeEmail(text('address'))
      return address ? { type: 'email', key: address, data: { address } } : 'invalid email address'
    }
    case 'phone': {
      const phone = normalizePhone(text('number') || text('phone_number'))
      return phone ? { type: 'phone', key: phone, data: { phone_number: phone } } : 'invalid phone number'
    }
    case 'wallet': {
      const address = text('address')
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'invalid wallet address'
      if ((a.chain_type ?? 'ethereum') !== 'ethereum') return "only chain_type 'ethereum' is supported"
      return {
        type: 'wallet',
        key: address.toLowerCase(),
        data: { address, chain_id: null, wallet_client_type: 'unknown', connector_type: 'unknown' },
      }
    }
    case 'custom_auth': {
      const id = text('custom_user_id')
      return id ? { type: 'custom_auth', key: id, data: {} } : 'custom_auth needs custom_user_id'
    }
    default: {
      const type = typeof a.type === 'string' ? a.type : ''
      const provider = /^(\w+)_oauth$/.exec(type)?.[1]
      if (!provider || !isOAuthProvider(provider)) return `unsupported linked account type '${type}'`
      const subject = text('subject')
      if (!subject) return `${type} needs subject`
      const data: Record<string, unknown> = {}
      for (const k of ['email', 'name', 'username']) if (text(k)) data[k] = text(k)
      if (provider === 'google') data.email ??= ''
      return { type, key: subject, data }
    }
  }
}
