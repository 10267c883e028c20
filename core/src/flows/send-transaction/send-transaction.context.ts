/** What the send-transaction flow's implementation works on (one per client); the flow module makes it. */
import type { WritableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { PreviewState } from '../../preview/preview.types'
import type { SendTransactionState } from './send-transaction.types'

/** What the implementation (loaded on first use) works on. */
export interface SendTransactionRuntime {
  ctx: LatchContext
  $state: WritableAtom<SendTransactionState>
  $preview: WritableAtom<PreviewState>
  /** Nodes that said they lack eth_simulateV1 (chain id and RPC url), so they are not asked again. */
  noSimulateV1: Set<string>
  /**
   * The screen's actions for the transaction on screen; `refresh` reads the balance, gas and price again (the
   * screen came back after the person left it, e.g. to add funds).
   */
  current: {
    submit: (() => Promise<void>) | null
    retry: (() => Promise<void>) | null
    refresh: (() => Promise<void>) | null
  }
}
