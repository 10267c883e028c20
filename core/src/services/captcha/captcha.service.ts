/**
 * The captcha service: the bot check (Turnstile) the email and SMS flows wait for before a code is sent. Its face
 * on the client is `latch.flows.captcha` (captcha.module.ts).
 */
import type { ReadableAtom } from 'nanostores'
import type { CoreContext } from '../core-context'
import { lazyModule } from '../lazy-module'
import * as commands from './captcha.commands'
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
    // the default loader (a script tag) is loaded with the widget code, on first use
    loader: (scriptUrl) => import('./captcha.loader').then((m) => m.loadTurnstileScript(scriptUrl)),
  }
  // Loading, rendering and waiting load with import() the first time captcha is on; once loaded, a wait starts at
  // once (its first check runs in the call, as before).
  const { load: loaded, current: widget } = lazyModule(() => import('./captcha.widget'))
  return {
    $state: c.store.$state,
    isEnabled: () => commands.isCaptchaEnabled(c),
    load: () => loaded().then((m) => m.loadCaptcha(c)),
    render: (parameters) => loaded().then((m) => m.renderCaptcha(c, parameters)),
    setToken: (token) => commands.setCaptchaToken(c, token),
    setError: (cause) => commands.setCaptchaError(c, cause),
    reset: () => commands.resetCaptcha(c),
    waitForToken: () => {
      if (!commands.isCaptchaEnabled(c)) return Promise.resolve(null)
      const ready = widget()
      return ready ? ready.waitForCaptchaToken(c) : loaded().then((m) => m.waitForCaptchaToken(c))
    },
    setLoader: (next) => {
      c.loader = next
      c.store.widget = {}
    },
    dispose: () => commands.cancelCaptchaWait(c),
  }
}
