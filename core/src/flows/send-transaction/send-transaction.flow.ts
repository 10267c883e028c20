/**
 * The send-transaction flow: `sendTransaction(request, options)` prepares the request (balance, gas and the native
 * token's price in parallel) while it previews it (a simulation: the sender's balance changes, the decoded ERC-20
 * call, an unlimited approval, a revert and its reason; `$preview`), shows EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN
 * (preparing, ready, submitting, the receipt view), and on Submit has the wallet sign the transaction once (eth_signTransaction) and broadcasts the
 * raw transaction through the chain's RPC node; a retry re-broadcasts the same signed bytes, never a new signature.
 * With `noPromptOnSignature` it sends without the screen. The eager part is the store and command stubs: viem,
 * the chains, gas and texts load with `import()` on first use.
 */
import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import type { PreviewState } from '../../preview/preview.types'
import { defineFlowModule } from '../../services/flow-module'
import { withRequest } from '../../services/signing/signing.service'
import type { Eip1193Requester } from '../../services/signing/signing.types'
import { createLazyFlow } from '../shared/lazy-flow'
import type { SendTransactionRuntime } from './send-transaction.context'
import { sendTransactionScreens } from './send-transaction.screens'
import type {
  SendTransactionOptions,
  SendTransactionRequest,
  SendTransactionResult,
  SendTransactionState,
} from './send-transaction.types'

/** The send-transaction flow of one client. */
export interface SendTransactionFlow {
  $state: ReadableAtom<SendTransactionState>
  /**
   * The preview of the transaction on screen: simulating, then the balance changes and decoded call, the revert
   * reason, or 'Preview unavailable' (the person still decides). Settled before `$state` reaches ready.
   */
  $preview: ReadableAtom<PreviewState>
  /** True while the screen shows an insufficient-funds view and the app has the card on-ramp on. */
  $canAddFunds: ReadableAtom<boolean>
  /** True when Submit does something: ready and the funds are enough. */
  $canSubmit: ReadableAtom<boolean>
  /** Signs and sends the prepared transaction (the screen's Submit); a no-op unless it is ready. */
  submit(): Promise<void>
  /** Tries the failed step again: prepares again, or re-broadcasts the same signed transaction. */
  retry(): Promise<void>
  /**
   * An EIP-1193 provider over `provider` whose eth_sendTransaction goes through this flow (screen, one signature,
   * broadcast through the chain's RPC node) and answers the transaction hash; other methods pass through.
   */
  withSendTransaction<P extends Eip1193Requester>(provider: P): P
}

/** The transaction commands a `Latch` exposes. */
export interface SendTransactionCommands {
  /** Sends a transaction from the wallet after the person reviews it; resolves with its hash and receipt. */
  sendTransaction(
    request: SendTransactionRequest,
    options?: SendTransactionOptions,
  ): Promise<SendTransactionResult>
}

/** The screen this flow shows its request on. */
const SEND_SCREEN = 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'

/** The send-transaction flow module. */
export const sendTransactionModule = defineFlowModule({
  name: 'sendTransaction',
  screens: sendTransactionScreens,
  create(ctx) {
    const { $state, disposer, stubs } = createLazyFlow<
      SendTransactionState,
      typeof import('./send-transaction.impl')
    >({ step: 'idle' }, () => import('./send-transaction.impl'))
    const $preview = atom<PreviewState>({ step: 'idle' })
    const runtime: SendTransactionRuntime = {
      ctx,
      $state,
      $preview,
      noSimulateV1: new Set(),
      current: { submit: null, retry: null, refresh: null },
    }
    // The screen on show, to tell when the modal comes back to the send screen from another one.
    let shown: string | null = null
    disposer.add(
      ctx.modal.$state.listen((state) => {
        const before = shown
        shown = state.open ? state.screen : null
        // only the modal closing (open before): a closed modal's later updates leave a headless send alone
        if (!state.open && before !== null && $state.get().step !== 'idle') {
          runtime.current.submit = null
          runtime.current.retry = null
          runtime.current.refresh = null
          $state.set({ step: 'idle' })
          $preview.set({ step: 'idle' })
          return
        }
        // Back on the send screen (after Add Funds, or any screen shown on top of it): what it shows is read again,
        // so a balance that is now enough clears 'insufficient funds'.
        if (state.open && state.screen === SEND_SCREEN && before !== null && before !== SEND_SCREEN) {
          void runtime.current.refresh?.()
        }
      }),
    )
    const $canAddFunds = computed($state, (state) => state.step === 'ready' && state.canAddFunds)
    const $canSubmit = computed($state, (state) => state.step === 'ready' && !state.view.insufficientFunds)
    const commands: SendTransactionCommands = {
      sendTransaction: stubs(runtime)('sendTransaction'),
    }
    const flow: SendTransactionFlow = {
      $state,
      $preview,
      $canAddFunds,
      $canSubmit,
      submit: () => runtime.current.submit?.() ?? Promise.resolve(),
      retry: () => runtime.current.retry?.() ?? Promise.resolve(),
      withSendTransaction: (provider) =>
        withRequest(provider, async (args) => {
          if (args.method !== 'eth_sendTransaction') return provider.request(args)
          const list = Array.isArray(args.params) ? args.params : []
          const result = await commands.sendTransaction(list[0] as SendTransactionRequest)
          return result.transactionHash
        }),
    }
    // The embedded wallet's provider, handed out, sends through the review screen.
    disposer.add(ctx.signing.provideWrapper('send', flow.withSendTransaction))
    return { flow, commands, dispose: disposer.dispose }
  },
})
