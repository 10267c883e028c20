/** What the step-up commands share: the client context, the prompt's stores and the running prompt. */
import type { WritableAtom } from 'nanostores'
import type { GrantJSON } from '../../api/wire'
import type { LatchContext } from '../../context'
import type { StepUpExit } from './step-up.route'
import type { StepUpState } from './step-up.types'

/** The pending request's kind of the step-up prompt. */
export const STEP_UP_REQUEST_KIND = 'step-up'

/** The step-up command context. */
export interface StepUpCommandContext {
  ctx: LatchContext
  $state: WritableAtom<StepUpState>
  /** What the running prompt approves: the grant its refusal named (sent with the code), else null. */
  $grant: WritableAtom<GrantJSON | null>
  /** `flows.stepUp.$approves`: the prompt's line for the grant, in the client's language (kept by the prompt). */
  $approves: WritableAtom<string | null>
  /** The running prompt and the grant it is for: calls refused for the same grant share it. */
  confirming: { grant: GrantJSON | null; done: Promise<void> } | null
  /** The last prompt's exit: the route closes the modal it opened or shows again the screen it replaced. */
  $exit: WritableAtom<StepUpExit | null>
}
