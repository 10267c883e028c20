/**
 * The captcha service: the bot check (Turnstile) the email and SMS flows wait for before a code is sent. Its face
 * on the client is `latch.flows.captcha` (captcha.module.ts).
 */
import type { ReadableAtom } from 'nanostores'
import type { CoreContext } from '../core-context'
import * as commands from './captcha.commands'
import { loadTurnstileScript } from './captcha.loader'
import { createCaptchaStore } from './captcha.store'
import type { CaptchaScriptLoader, CaptchaState, RenderCaptchaParameters } from './captcha.types'

/** The captcha of one client (also `latch.flows.captcha`). */
export interface CaptchaFlow {
  $state: ReadableAtom<CaptchaState>
  /** True when the app has captcha on with a supported site key. */
  isEnabled(): boolean
  load(): Promise<void>
  render(parameters: RenderCaptchaParameters): Promise<void>
  setToken(token: string): void
  setError(cause?: unknown): void
  reset(): void
  /** The token (waiting up to 20 s), or null with captcha off; rejects with `captcha_timeout`. */
  waitForToken(): Promise<string | null>
  /** Replaces the script loader (tests, CSP-strict hosts that bundle Turnstile themselves). */
  setLoader(loader: CaptchaScriptLoader): void
}

/** The captcha service plus its cleanup (a wait in progress is canceled). */
export interface CaptchaService extends CaptchaFlow {
  dispose(): void
}

/** Creates the captcha service: Turnstile loading, rendering and the token the code flows wait for. */
export function createCaptchaService(ctx: CoreContext): CaptchaService {
  const c: commands.CaptchaCommandContext = {
    ctx,
    store: createCaptchaStore(),
    loader: loadTurnstileScript,
  }
  return {
    $state: c.store.$state,
    isEnabled: () => commands.isCaptchaEnabled(c),
    load: () => commands.loadCaptcha(c),
    render: (parameters) => commands.renderCaptcha(c, parameters),
    setToken: (token) => commands.setCaptchaToken(c, token),
    setError: (cause) => commands.setCaptchaError(c, cause),
    reset: () => commands.resetCaptcha(c),
    waitForToken: () => commands.waitForCaptchaToken(c),
    setLoader: (next) => {
      c.loader = next
      c.store.widget = {}
    },
    dispose: () => commands.cancelCaptchaWait(c),
  }
}
