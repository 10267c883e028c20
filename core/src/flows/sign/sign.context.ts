/** What the sign flow's implementation works on (one per client); the flow module makes it. */
import type { WritableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { SignState } from './sign.types'

/** What the implementation (loaded on first use) works on. */
export interface SignRuntime {
  ctx: LatchContext
  $state: WritableAtom<SignState>
  /** The request being answered on screen. */
  current: { confirm: (() => Promise<void>) | null }
  /** Timers to clear on dispose. */
  timers: Set<unknown>
}
