/**
 * An app as the console shows it, and the console's settings change: each field checked on its own, every reason
 * given beside its field (422 `invalid_settings` with `fields`), nothing written unless all pass. The server's own
 * app checks (`updateApp`: webhook destination, captcha secret, custom auth) run after, on the whole settings.
 */
import { parseOrigin, updateApp } from '../apps'
import { type AppSettings, OAUTH_PROVIDERS, type OAuthProvider } from '../config'
import type { Deps } from '../context'
import { nowSeconds } from '../context'
import { HttpError } from '../http'
import type { AppRecord } from '../storage'
import { newWebhookSecret, sealWebhookSecret } from '../webhooks/secret'
import type { ConsoleAppJSON, ConsoleAppUpdateJSON } from './protocol'

const BASE_METHODS = ['email', 'sms', 'wallet', 'passkey'] as const
const MFA_METHODS = ['sms', 'totp', 'passkey'] as const
const CREATE_ON_LOGIN = ['users-without-wallets', 'all-users', 'off'] as const

/** The login methods an app offers, in the modal's order (the wallet before the email when it comes first). */
export function loginMethodsOf(s: AppSettings): string[] {
  const base: string[] = []
  if (s.emailAuth) base.push('email')
  if (s.smsAuth) base.push('sms')
  if (s.walletAuth) {
    if (s.showWalletLoginFirst) base.unshift('wallet')
    else base.push('wallet')
  }
  if (s.passkeyAuth) base.push('passkey')
  return [...base, ...s.oauthProviders]
}

export async function appToJSON(deps: Deps, app: AppRecord): Promise<ConsoleAppJSON> {
  const s = app.settings
  return {
    id: app.id,
    name: app.name,
    allowed_origins: s.allowedOrigins,
    login_methods: loginMethodsOf(s),
    captcha_enabled: s.captchaEnabled,
    captcha_site_key: s.captchaSiteKey,
    mfa_methods: s.mfaMethods,
    create_on_login: s.embeddedWallet.createOnLogin,
    webhook_url: s.webhookUrl ?? null,
    oauth_clients: Object.keys(s.oauthCredentials ?? {}),
    has_app_secret: (await deps.storage.getAppSecretHash(app.id)) !== null,
    created_at: app.createdAt,
    updated_at: app.updatedAt,
  }
}

const invalid = (fields: Record<string, string>) =>
  new HttpError(422, 'invalid_settings', 'Some settings are not valid: nothing was changed', {}, {
    // the console's own answer field: each refused setting with its reason
    fields,
  } as never)

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 100 && v.every((x) => typeof x === 'string')

/** Checks every field of `body`; the settings change to apply, or a 422 naming each invalid field. */
export function readAppUpdate(
  deps: Deps,
  appId: string,
  body: Record<string, unknown>,
): { name?: string; apply: (s: AppSettings) => AppSettings; changed: string[] } {
  const fields: Record<string, string> = {}
  const steps: Array<(s: AppSettings) => AppSettings> = []
  const known = new Set([
    'name',
    'allowed_origins',
    'login_methods',
    'captcha_enabled',
    'captcha_site_key',
    'mfa_methods',
    'create_on_login',
    'webhook_url',
  ])
  for (const key of Object.keys(body)) if (!known.has(key)) fields[key] = 'not a setting the console changes'
  const u = body as ConsoleAppUpdateJSON
  let name: string | undefined
  if (u.name !== undefined) {
    if (typeof u.name !== 'string' || !u.name.trim() || u.name.length > 100) {
      fields.name = 'a name of 1 to 100 characters'
    } else name = u.name.trim()
  }
  if (u.allowed_origins !== undefined) {
    if (!isStringList(u.allowed_origins)) fields.allowed_origins = 'a list of origins'
    else {
      const origins: string[] = []
      for (const o of u.allowed_origins) {
        try {
          origins.push(parseOrigin(o))
        } catch (error) {
          fields.allowed_origins = (error as Error).message
          break
        }
      }
      if (!fields.allowed_origins) steps.push((s) => ({ ...s, allowedOrigins: [...new Set(origins)] }))
    }
  }
  if (u.login_methods !== undefined) {
    const all = [...BASE_METHODS, ...OAUTH_PROVIDERS] as readonly string[]
    if (!isStringList(u.login_methods)) fields.login_methods = 'a list of login methods'
    else {
      const unknown = u.login_methods.find((m) => !all.includes(m))
      if (unknown !== undefined)
        fields.login_methods = `'${unknown}' is not a login method (${all.join(', ')})`
      else if (new Set(u.login_methods).size !== u.login_methods.length) {
        fields.login_methods = 'a login method is listed twice'
      } else if (u.login_methods.length === 0) fields.login_methods = 'at least one login method'
      else {
        const list = u.login_methods
        const at = (m: string) => list.indexOf(m)
        steps.push((s) => ({
          ...s,
          emailAuth: at('email') >= 0,
          smsAuth: at('sms') >= 0,
          walletAuth: at('wallet') >= 0,
          passkeyAuth: at('passkey') >= 0,
          showWalletLoginFirst:
            at('wallet') >= 0 && [at('email'), at('sms')].every((i) => i < 0 || at('wallet') < i),
          oauthProviders: list.filter((m) =>
            (OAUTH_PROVIDERS as readonly string[]).includes(m),
          ) as OAuthProvider[],
        }))
      }
    }
  }
  if (u.captcha_enabled !== undefined) {
    if (typeof u.captcha_enabled !== 'boolean') fields.captcha_enabled = 'true or false'
    else steps.push((s) => ({ ...s, captchaEnabled: u.captcha_enabled as boolean }))
  }
  if (u.captcha_site_key !== undefined) {
    const k = u.captcha_site_key
    if (k !== null && (typeof k !== 'string' || k.length > 200))
      fields.captcha_site_key = 'a site key or null'
    else steps.push((s) => ({ ...s, captchaSiteKey: k ? k.trim() : null }))
  }
  if (u.mfa_methods !== undefined) {
    const list = u.mfa_methods
    if (!isStringList(list)) fields.mfa_methods = 'a list of MFA methods'
    else {
      const bad = list.find((m) => !(MFA_METHODS as readonly string[]).includes(m))
      if (bad !== undefined) fields.mfa_methods = `'${bad}' is not an MFA method (${MFA_METHODS.join(', ')})`
      else steps.push((s) => ({ ...s, mfaMethods: [...new Set(list)] as AppSettings['mfaMethods'] }))
    }
  }
  if (u.create_on_login !== undefined) {
    const v = u.create_on_login
    if (!(CREATE_ON_LOGIN as readonly unknown[]).includes(v)) {
      fields.create_on_login = `one of ${CREATE_ON_LOGIN.join(', ')}`
    } else {
      steps.push((s) => ({
        ...s,
        embeddedWallet: {
          ...s.embeddedWallet,
          createOnLogin: v as AppSettings['embeddedWallet']['createOnLogin'],
        },
      }))
    }
  }
  if (u.webhook_url !== undefined) {
    const v = u.webhook_url
    if (v !== null && typeof v !== 'string')
      fields.webhook_url = 'an https URL, or empty to turn webhooks off'
    else if (!v?.trim()) steps.push((s) => ({ ...s, webhookUrl: null, webhookSecret: null }))
    else {
      let ok = false
      try {
        const url = new URL(v.trim())
        ok = url.protocol === 'https:' || (deps.config.allowPrivateWebhookUrls && url.protocol === 'http:')
      } catch {}
      if (!ok) fields.webhook_url = 'an https URL'
      else {
        steps.push((s) => ({
          ...s,
          webhookUrl: v.trim(),
          // a signing secret is made when the app has none (read it with 'rotate the webhook secret')
          webhookSecret: s.webhookSecret ?? sealWebhookSecret(deps.data, appId, newWebhookSecret()),
        }))
      }
    }
  }
  if (Object.keys(fields).length > 0) throw invalid(fields)
  return {
    name,
    apply: (s) => steps.reduce((acc, step) => step(acc), s),
    changed: Object.keys(body),
  }
}

/** Applies a checked change with the server's app checks; their refusal is answered beside the field it concerns. */
export async function applyAppUpdate(
  deps: Deps,
  appId: string,
  update: ReturnType<typeof readAppUpdate>,
): Promise<AppRecord> {
  try {
    return await updateApp(
      deps.storage,
      appId,
      { name: update.name, settings: update.apply },
      nowSeconds(deps),
      { allowPrivateWebhookUrls: deps.config.allowPrivateWebhookUrls },
    )
  } catch (error) {
    if (error instanceof HttpError) throw error
    const message = (error as Error).message.replace(/^App '[^']*': /, '')
    const field = /webhook/i.test(message)
      ? 'webhook_url'
      : /captcha/i.test(message)
        ? 'captcha_enabled'
        : /origin/i.test(message)
          ? 'allowed_origins'
          : (update.changed[0] ?? 'settings')
    throw invalid({ [field]: message })
  }
}
