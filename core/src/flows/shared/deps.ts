/** What the login flows share: the client context, the modal and the captcha. */
import type { LatchContext } from '../../context'
import type { CaptchaFlow } from '../captcha/captcha.flow'
import type { ModalFlow } from '../modal/modal.flow'

/** Dependencies every login flow receives from `createFlows`. */
export interface FlowDeps {
  ctx: LatchContext
  modal: ModalFlow
  captcha: CaptchaFlow
}

/** Whether a passwordless or OAuth flow logs in or links an account to the current user. */
export type FlowMode = 'login' | 'link'
