/**
 * Captcha commands that run at once: the token or failure the widget reports, the reset after a use, the state.
 * Loading Turnstile, rendering it and waiting for a token load with `import()` (captcha.widget.ts), so a page
 * without captcha never downloads them.
 */
import { LatchError } from '../../errors'
import type { CoreContext } from '../core-context'
import { activeSiteKey } from './captcha.rules'
import type { CaptchaStore } from './captcha.store'
import type { CaptchaScriptLoader } from './captcha.types'

/** What captcha commands need. */
export interface CaptchaCommandContext {
  ctx: CoreContext
  store: CaptchaStore
  loader: CaptchaScriptLoader
}

/** Sets the state 'error' ('Issue verifying you are a human') and returns the error to throw. */
export function fail(c: CaptchaCommandContext, error: LatchError): LatchError {
  c.store.$state.set({ step: 'error', token: null, error, message: c.ctx.messages['captcha.issueVerifying'] })
  return error
}

/** True when the app has captcha on with a supported site key. */
export function isCaptchaEnabled(c: CaptchaCommandContext): boolean {
  return activeSiteKey(c.ctx.$config.get()) !== null
}

/** Records a solved challenge (for hosts that run their own widget too). */
export function setCaptchaToken(c: CaptchaCommandContext, token: string): void {
  if (typeof token !== 'string' || token.length === 0) {
    setCaptchaError(c)
    return
  }
  c.store.$state.set({ step: 'success', token, error: null })
}

/** Records a failed challenge: 'Issue verifying you are a human'. */
export function setCaptchaError(c: CaptchaCommandContext, cause?: unknown): void {
  fail(
    c,
    new LatchError('captcha_failed', c.ctx.messages['captcha.issueVerifying'], { cause, retryable: true }),
  )
}

/** Forgets the used token (tokens are single-use) and resets the widget for a new one. */
export function resetCaptcha(c: CaptchaCommandContext): void {
  if (!isCaptchaEnabled(c)) return
  c.store.$state.set(
    c.store.widget.api
      ? { step: 'ready', token: null, error: null }
      : { step: 'disabled', token: null, error: null },
  )
  try {
    c.store.widget.api?.reset(c.store.widget.id)
  } catch (error) {
    c.ctx.env.logger.warn('captcha reset failed', error)
  }
}

/** Stops a wait in progress (the client is being destroyed): no poll keeps running. */
export function cancelCaptchaWait(c: CaptchaCommandContext): void {
  if (c.store.poll !== undefined) c.ctx.env.clock.clearTimeout(c.store.poll)
  c.store.poll = undefined
}
