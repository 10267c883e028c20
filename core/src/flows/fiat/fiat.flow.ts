/**
 * The card funding flow module (eager part): the state store and stubs that load the implementation
 * (`fiat.impl`: the signer call, the popup, the status poll and their texts) on first use.
 */
import type { ReadableAtom } from 'nanostores'
import { computed } from 'nanostores'
import { ON_RAMP_WINDOW_FEATURES, ON_RAMP_WINDOW_NAME } from '../../constants'
import { defineFlowModule } from '../../services/flow-module'
import { onModalClose } from '../../services/modal/modal.closed'
import { bindRoute } from '../../services/router/route.types'
import { createLazyFlow } from '../shared/lazy-flow'
import type { FiatCommandContext } from './fiat.context'
import { routeFiat } from './fiat.route'
import { originOf, originPending } from './fiat.rules'
import { fiatScreens } from './fiat.screens'
import type { FiatState, FundWalletOptions, FundWalletReturnType } from './fiat.types'

/** The funding flow of one client. */
export interface FiatFlow {
  $state: ReadableAtom<FiatState>
  /**
   * The prompt's Continue: opens the provider's window (synchronously, inside the click, so it is not blocked),
   * signs its URL on the server, then polls the status every 3000 ms.
   */
  start(): Promise<void>
  /**
   * True when funding was started from a pending request's screen (the send screen's Add Funds) that still waits:
   * the screens then offer the way back to it.
   */
  $canGoBack: ReadableAtom<boolean>
  /**
   * Goes back to that request's screen (it re-reads what it shows, e.g. the balance): stops the status poll, and
   * `fundWallet` resolves with the terminal status, or null when the payment had not ended. A completed payment
   * goes back by itself. A no-op when `$canGoBack` is false.
   */
  back(): Promise<void>
}

/** The funding commands a `Latch` exposes. */
export interface FiatCommands {
  /**
   * Funds `address` by card: opens FIAT_ON_RAMP_PROMPT_SCREEN; resolves with the terminal status, or null when the
   * modal is closed first. Rejects with 'Fiat on-ramp must be enabled' when the app has it off.
   */
  fundWallet(address: string, options?: FundWalletOptions): Promise<FundWalletReturnType>
}

/** The funding flow module. */
export const fiatModule = defineFlowModule({
  name: 'fiat',
  screens: fiatScreens,
  create(ctx) {
    const { $state, disposer, load, stubs } = createLazyFlow<FiatState, typeof import('./fiat.impl')>(
      { step: 'idle' },
      () => import('./fiat.impl'),
    )
    const c: FiatCommandContext = { ctx, $state, run: null }
    const lazy = stubs(c)
    const stop = lazy('stop')
    disposer.add(
      onModalClose(ctx.modal, () => {
        if ($state.get().step !== 'idle') void stop()
      }),
    )
    disposer.add(() => {
      if (c.run) void stop()
    })
    const $canGoBack = computed([$state, ctx.requests.$state], (state, request) =>
      originPending(originOf(state), request),
    )
    const flow: FiatFlow = {
      $state,
      $canGoBack,
      back: lazy('back'),
      start: () => {
        // the window must open in the click itself: before any await
        const popup =
          ctx.env.openWindow?.('about:blank', ON_RAMP_WINDOW_NAME, ON_RAMP_WINDOW_FEATURES) ?? null
        return load().then((impl) => impl.start(c, popup))
      },
    }
    const commands: FiatCommands = {
      fundWallet: lazy('fundWallet'),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute($state, routeFiat),
      // On the funding screens, Back returns to the transaction that asked for funds while it still waits.
      intents: {
        screens: Object.keys(fiatScreens),
        reads: [$canGoBack],
        // Back returns to the transaction that asked for funds while it still waits (small enough to stay eager).
        rule: () => ({ back: $canGoBack.get() ? () => void flow.back().catch(() => undefined) : null }),
      },
    }
  },
})
