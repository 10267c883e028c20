/**
 * Captcha (Cloudflare Turnstile) checked server-side when the app has captcha on: the client's token goes to the
 * verify URL with the app's secret; any failure (wrong token, no secret, network error, timeout) refuses the call.
 * In dev mode an app without a secret is checked by a local verifier, so the demo and tests stay offline: it accepts
 * only Turnstile's documented test token `XXXX.DUMMY.TOKEN.XXXX` (what its test site keys hand out).
 */
import type { Ctx, Deps } from './context'
import { HttpError } from './http'

/** The token Turnstile's test site keys produce; the only one the local dev verifier accepts. */
export const DEV_CAPTCHA_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

const captchaFailed = () => new HttpError(403, 'captcha_failed', 'Captcha verification failed')

/** Verifies the request's captcha token when the app has captcha on; 403 `captcha_failed` otherwise. */
export async function verifyCaptcha(deps: Deps, c: Ctx, token: unknown): Promise<void> {
  const app = c.get('app')
  if (!app.settings.captchaEnabled) return
  if (typeof token !== 'string' || token === '' || token.length > 2048) throw captchaFailed()
  const secret = app.settings.captchaSecret
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
