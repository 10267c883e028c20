/**
 * Captcha (Cloudflare Turnstile) checked server-side when the app has captcha on: the client's token goes to the
 * verify URL with the app's secret; any failure (wrong token, no secret, network error, timeout) refuses the call.
 * In dev mode an app without a secret is checked by a local verifier, so the demo and tests stay offline: it accepts
 * only Turnstile's documented test token `XXXX.DUMMY.TOKEN.XXXX` (what its test site keys hand out).
 *
 * The secret is stored sealed with the data key (the `latch-server` CLI seals it, like the webhook secret), so a
 * copy of the database does not carry it; one set in the app config is read as given.
 */
import type { AppSettings } from './config'
import type { Ctx, Deps } from './context'
import { HttpError } from './http'
import { type DataCrypto, isSealed } from './secrets'

/** The token Turnstile's test site keys produce; the only one the local dev verifier accepts. */
export const DEV_CAPTCHA_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

/** What an app's sealed captcha secret is bound to. */
export const captchaSecretContext = (appId: string) => `captcha-secret:${appId}`
const context = captchaSecretContext

/** The captcha secret to keep in the app's settings: sealed (a sealed one is kept as it is). */
export function sealCaptchaSecret(data: DataCrypto, appId: string, secret: string): string {
  return isSealed(secret) ? secret : data.seal(secret, context(appId))
}

/** The app's captcha secret in plain, or null. Throws when a sealed one does not open (tampered, another key). */
export function openCaptchaSecret(data: DataCrypto, appId: string, settings: AppSettings): string | null {
  const stored = settings.captchaSecret
  return stored ? data.open(stored, context(appId)) : null
}

const captchaFailed = () => new HttpError(403, 'captcha_failed', 'Captcha verification failed')

/** Verifies the request's captcha token when the app has captcha on; 403 `captcha_failed` otherwise. */
export async function verifyCaptcha(deps: Deps, c: Ctx, token: unknown): Promise<void> {
  const app = c.get('app')
  if (!app.settings.captchaEnabled) return
  if (typeof token !== 'string' || token === '' || token.length > 2048) throw captchaFailed()
  let secret: string | null
  try {
    secret = openCaptchaSecret(deps.data, app.id, app.settings)
  } catch {
    deps.config.log(`captcha: the captcha secret of app ${app.id} does not open with this data key`)
    throw captchaFailed()
  }
  if (!secret) {
    if (deps.config.devMode && token === DEV_CAPTCHA_TOKEN) return
    throw captchaFailed()
  }
  let ok = false
  try {
    const form = new URLSearchParams({ secret, response: token })
    const ip = c.get('ip')
    if (ip && ip !== 'unknown') form.set('remoteip', ip)
    const res = await fetch(deps.config.captchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(5000),
    })
    const json = (await res.json()) as { success?: unknown }
    ok = res.ok && json.success === true
  } catch {
    ok = false
  }
  if (!ok) throw captchaFailed()
}
