/** The captcha atom, created per client. */

import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { CaptchaState, TurnstileLike } from './captcha.types'

/** The captcha atom plus the loaded widget, once there is one. */
export interface CaptchaStore {
  $state: WritableAtom<CaptchaState>
  widget: { api?: TurnstileLike; id?: string | undefined }
  /** The pending poll of `waitForToken`, cleared on dispose. */
  poll?: unknown
}

/** A disabled captcha: it leaves 'disabled' when the UI (or a command) loads it with captcha on. */
export function createCaptchaStore(): CaptchaStore {
  return { $state: atom<CaptchaState>({ step: 'disabled', token: null, error: null }), widget: {} }
}
