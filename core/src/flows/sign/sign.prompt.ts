/** The sign screen for one request: the pending request, the person's confirm, the signature or the error shown. */
import { SIGN_SUCCESS_CLOSE_MS } from '../../constants'
import type { LatchError } from '../../errors'
import { notConnected, toSignError } from '../../rules/signing'
import { toWalletError } from '../../rules/wallet-errors'
import type { SignRuntime } from './sign.context'
import type { Catalogue, SignInput } from './sign.rules'
import type { SignRequestView, WalletSigner } from './sign.types'

/**
 * Opens the sign screen for a request and waits for the person: `confirm()` answers the request and runs `perform`
 * with the wallet from `getSigner` (a failure stays on screen as the error step); a close before that rejects with
 * 'Signature rejected'. The request is answered when the person confirms, before the wallet signs, so a check the
 * wallet needs while signing (an MFA code for a stale session) can ask in its turn.
 */
export function prompt(
  runtime: SignRuntime,
  kind: SignInput['kind'],
  shown: SignRequestView,
  getSigner: () => Promise<WalletSigner | null>,
  perform: (signer: WalletSigner) => Promise<`0x${string}`>,
): Promise<`0x${string}`> {
  const { ctx, $state } = runtime
  const catalogue: Catalogue = ctx.messages
  const requests = runtime.ctx.requests
  const rejected = () =>
    toWalletError(Object.assign(new Error('rejected'), { code: 4001 }), 'sign', catalogue)
  $state.set({ step: 'loading', view: shown })
  const decision = requests.ask<true>({
    kind: kind === 'message' ? 'sign-message' : 'sign-typed-data',
    payload: shown,
    screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
    cancelError: rejected,
  })
  const pending = requests.$state.get()
  const id = pending.step === 'pending' ? pending.request.id : -1
  const stillMine = () => {
    const now = requests.$state.get()
    return now.step === 'pending' && now.request.id === id
  }
  return new Promise<`0x${string}`>((resolve, reject) => {
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      done()
    }
    // closed, refused or ended with the session before the person confirmed: nothing stays on screen for it
    decision.catch((error: unknown) => {
      runtime.current.confirm = null
      const step = $state.get().step
      if (step === 'loading' || step === 'ready') $state.set({ step: 'idle' })
      settle(() => reject(error))
    })
    const fail = (error: LatchError) => {
      runtime.current.confirm = null
      // the screen shows the error until it is closed (a modal closed meanwhile left the flow idle)
      if ($state.get().step !== 'idle')
        $state.set({ step: 'error', view: shown, error, message: error.message })
      if (stillMine()) requests.reject(error)
      settle(() => reject(error))
    }
    void (async () => {
      let signer: WalletSigner | null = null
      try {
        signer = await getSigner()
        if (!signer) throw notConnected(catalogue)
      } catch (error) {
        if (stillMine()) fail(toSignError(error, catalogue))
        return
      }
      if (!stillMine()) return
      const wallet = signer
      let busy = false
      runtime.current.confirm = async () => {
        if (busy || !stillMine() || $state.get().step !== 'ready') return
        busy = true
        $state.set({ step: 'signing', view: shown })
        requests.approve(true)
        try {
          const signature = await perform(wallet)
          runtime.current.confirm = null
          if ($state.get().step === 'signing') $state.set({ step: 'success', view: shown })
          settle(() => resolve(signature))
          const timer: unknown = ctx.env.clock.setTimeout(() => {
            runtime.timers.delete(timer)
            if ($state.get().step === 'success') $state.set({ step: 'idle' })
          }, SIGN_SUCCESS_CLOSE_MS)
          runtime.timers.add(timer)
        } catch (error) {
          fail(toSignError(error, catalogue))
        } finally {
          busy = false
        }
      }
      $state.set({ step: 'ready', view: shown })
    })()
  })
}
