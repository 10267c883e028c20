/**
 * The sign-request flow: `signMessage` and `signTypedData` through the pending-request primitive. The request opens
 * EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (loading, ready, signing, success, error); the screen's button calls
 * `flows.sign.confirm()`; after 'Success' the modal closes about 1.4 s later. With `noPromptOnSignature` the wallet
 * signs without the screen. The eager part is the store and command stubs: the rules, wallet texts and viem load
 * with `import()` on first use.
 */
import type { ReadableAtom } from 'nanostores'
import { defineFlowModule } from '../../services/flow-module'
import { onModalClose } from '../../services/modal/modal.closed'
import { bindRoute } from '../../services/router/route.types'
import { withRequest } from '../../services/signing/signing.service'
import { createLazyFlow } from '../shared/lazy-flow'
import type { SignRuntime } from './sign.context'
import { routeSign } from './sign.route'
import { signScreens } from './sign.screens'
import type {
  Eip1193Requester,
  SignMessageUiOptions,
  SignState,
  TypedDataInput,
  WalletSigner,
  WalletSignerGetter,
} from './sign.types'

/** The sign-request flow of one client. */
export interface SignFlow {
  $state: ReadableAtom<SignState>
  /** Signs the request on screen (the screen's button); a no-op unless a request is ready. */
  confirm(): Promise<void>
  /** Sets where signatures and transactions get their wallet (default: the embedded wallet flow's provider). */
  setSigner(getter: WalletSignerGetter | null): void
  /** The wallet to sign with, or null when none is connected. */
  getSigner(): Promise<WalletSigner | null>
  /**
   * The provider with its signing methods (`personal_sign`, `eth_sign`, `eth_signTypedData_v4`) asking the person
   * on the sign screen first, as `signMessage` does (unless `noPromptOnSignature`); its failures are EIP-1193
   * provider errors. The embedded wallet's provider is handed out wrapped.
   */
  withSignPrompt<P extends Eip1193Requester>(provider: P): P
}

/** The signing commands a `Latch` exposes. */
export interface SignCommands {
  /** Signs a UTF-8 message (personal_sign) with the wallet; resolves with the signature. */
  signMessage(message: string, options?: SignMessageUiOptions): Promise<`0x${string}`>
  /** Signs EIP-712 typed data (eth_signTypedData_v4) with the wallet; resolves with the signature. */
  signTypedData(data: TypedDataInput, options?: SignMessageUiOptions): Promise<`0x${string}`>
}

/** The sign-request flow module. */
export const signModule = defineFlowModule({
  name: 'sign',
  screens: signScreens,
  create(ctx) {
    const { $state, disposer, load } = createLazyFlow<SignState, typeof import('./sign.impl')>(
      { step: 'idle' },
      () => import('./sign.impl'),
    )
    const runtime: SignRuntime = {
      ctx,
      $state,
      current: { confirm: null },
      timers: new Set(),
    }
    // The modal closed (by the person or after success): nothing is on screen any more.
    disposer.add(
      onModalClose(ctx.modal, () => {
        if ($state.get().step !== 'idle') {
          runtime.current.confirm = null
          $state.set({ step: 'idle' })
        }
      }),
    )
    disposer.add(() => {
      for (const timer of runtime.timers) ctx.env.clock.clearTimeout(timer)
      runtime.timers.clear()
    })
    const flow: SignFlow = {
      $state,
      confirm: () => runtime.current.confirm?.() ?? Promise.resolve(),
      setSigner: (getter) => ctx.signing.setSigner(getter),
      getSigner: () => ctx.signing.current(),
      withSignPrompt: (provider) => {
        const wrapped = withRequest(provider, async (args) =>
          (await load()).providerRequest(runtime, provider, args),
        )
        ctx.signing.remember(wrapped, provider)
        return wrapped
      },
    }
    // A provider handed out (the embedded wallet's) asks the person before it signs.
    disposer.add(ctx.signing.provideWrapper('sign', flow.withSignPrompt))
    const commands: SignCommands = {
      signMessage: async (message, options) =>
        (await load()).sign(runtime, { kind: 'message', input: message }, options),
      signTypedData: async (data, options) =>
        (await load()).sign(runtime, { kind: 'typed-data', input: data }, options),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute($state, routeSign),
    }
  },
})
