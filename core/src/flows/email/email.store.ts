/** Email-flow atoms: the state machine, the typed address, and whether submit is enabled. */

import type { ReadableAtom, WritableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import type { FlowDeps } from '../shared/deps'
import { canSubmitEmail } from './email.rules'
import type { EmailState } from './email.types'

/** The email flow's atoms. */
export interface EmailStore {
  $state: WritableAtom<EmailState>
  /** The address as typed. */
  $email: WritableAtom<string>
  $canSubmit: ReadableAtom<boolean>
}

/** Creates the email atoms of one client. */
export function createEmailStore(deps: FlowDeps): EmailStore {
  const $state = atom<EmailState>({ step: 'idle', mode: 'login', email: null })
  const $email = atom('')
  const $canSubmit = computed(
    [$email, $state, deps.captcha.$state, deps.ctx.$config],
    (email, state, captcha) =>
      canSubmitEmail({ email, state, captcha, captchaEnabled: deps.captcha.isEnabled() }),
  )
  return { $state, $email, $canSubmit }
}
