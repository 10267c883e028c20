/** Captcha (Cloudflare Turnstile) types: the captcha state (disabled, loading, ready, success, error). */
import type { LatchError } from '../../errors'

/** `$state` of the captcha flow, a union on `step`. */
export type CaptchaState =
  | { step: 'disabled'; token: null; error: null }
  | { step: 'loading'; token: null; error: null }
  | { step: 'ready'; token: null; error: null }
  | { step: 'success'; token: string; error: null }
  | { step: 'error'; token: null; error: LatchError; message: string }

/** Options of a Turnstile widget. */
export interface TurnstileRenderOptions {
  sitekey: string
  callback: (token: string) => void
  'error-callback': () => void
  'expired-callback': () => void
}

/** The part of `window.turnstile` the flow uses. */
export interface TurnstileLike {
  render(container: unknown, options: TurnstileRenderOptions): string | undefined
  reset(widgetId?: string): void
  remove?(widgetId: string): void
}

/** Loads the Turnstile script from a URL and returns its API; injectable so tests and hosts can replace it. */
export type CaptchaScriptLoader = (scriptUrl: string) => Promise<TurnstileLike>

/** Parameters of `renderCaptcha`. */
export interface RenderCaptchaParameters {
  /** The element the widget renders into. */
  container: unknown
}
