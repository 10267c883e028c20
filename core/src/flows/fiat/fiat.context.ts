/** What the funding commands share. */
import type { WritableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { FiatState, FundWalletReturnType } from './fiat.types'

/** The funding command context: the running funding (its poll and its caller's promise), if any. */
export interface FiatCommandContext {
  ctx: LatchContext
  $state: WritableAtom<FiatState>
  run: {
    stopPoll: (() => void) | null
    settle: (status: FundWalletReturnType) => void
    fail: (error: unknown) => void
  } | null
}
