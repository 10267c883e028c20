/**
 * The captcha widget's commands, loaded with `import()` on first use: load the Turnstile script, render it, wait for
 * the token (20 s, polling every 200 ms).
 */
import { CAPTCHA_POLL_MS, CAPTCHA_WAIT_MS } from '../../constants'
import { LatchError } from '../../errors'
import type { CaptchaCommandContext } from './captcha.commands'
import { fail, isCaptchaEnabled, setCaptchaError, setCaptchaToken } from './captcha.commands'
import { activeSiteKey, turnstileSiteKey } from './captcha.rules'
import type { RenderCaptchaParameters } from './captcha.types'

/** Loads the Turnstile script (once) from `config.captcha.scriptUrl`: 'loading' then 'ready' or 'error'. */
export async function loadCaptcha(c: CaptchaCommandContext): Promise<void> {
  if (!isCaptchaEnabled(c)) {
    c.store.$state.set({ step: 'disabled', token: null, error: null })
    return
  }
  if (c.store.widget.api) return
  c.store.$state.set({ step: 'loading', token: null, error: null })
  try {
    c.store.widget.api = await c.loader(c.ctx.$config.get().captcha.scriptUrl)
    if (c.store.$state.get().step === 'loading')
      c.store.$state.set({ step: 'ready', token: null, error: null })
  } catch (cause) {
    throw fail(
      c,
      new LatchError('captcha_load_failed', c.ctx.messages['captcha.issueVerifying'], {
        cause,
        retryable: true,
      }),
    )
  }
}

/** Renders the widget into a container; its callbacks drive 'success', 'error' and back to 'ready' on expiry. */
export async function renderCaptcha(
  c: CaptchaCommandContext,
  parameters: RenderCaptchaParameters,
): Promise<void> {
  await loadCaptcha(c)
  const siteKey = activeSiteKey(c.ctx.$config.get())
  const api = c.store.widget.api
  if (!siteKey || !api) return
  try {
    c.store.widget.id = api.render(parameters.container, {
      sitekey: turnstileSiteKey(siteKey),
      callback: (token) => setCaptchaToken(c, token),
      'error-callback': () => setCaptchaError(c),
      'expired-callback': () => c.store.$state.set({ step: 'ready', token: null, error: null }),
    })
  } catch (cause) {
    throw fail(
      c,
      new LatchError('captcha_render_failed', c.ctx.messages['captcha.issueVerifying'], { cause }),
    )
  }
}

/** Return type of `waitForCaptchaToken`: the token, or null when captcha is off. */
export type WaitForCaptchaTokenReturnType = string | null

/**
 * Waits for a captcha token: checks every 200 ms for up to 20 s, then fails with `captcha_timeout` 'Captcha failed'
 * and the state 'error' ('Issue verifying you are a human').
 */
export function waitForCaptchaToken(c: CaptchaCommandContext): Promise<WaitForCaptchaTokenReturnType> {
  if (!isCaptchaEnabled(c)) return Promise.resolve(null)
  const clock = c.ctx.env.clock
  const started = clock.now()
  let waited = 0
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = c.store.$state.get()
      if (state.step === 'success') return resolve(state.token)
      // Counted in polls as well as by the clock, so a frozen fake clock cannot keep it spinning.
      if (waited >= CAPTCHA_WAIT_MS || clock.now() - started >= CAPTCHA_WAIT_MS) {
        fail(c, new LatchError('captcha_timeout', c.ctx.messages['error.captchaFailed'], { retryable: true }))
        return reject(
          new LatchError('captcha_timeout', c.ctx.messages['error.captchaFailed'], { retryable: true }),
        )
      }
      waited += CAPTCHA_POLL_MS
      c.store.poll = clock.setTimeout(check, CAPTCHA_POLL_MS)
    }
    check()
  })
}
