/**
 * The pending-request service. `ask` publishes one request in `$request` and returns a promise that `approve(answer)`
 * resolves and `reject(error?)` rejects; closing the modal that was opened for it rejects it with its cancel error,
 * and so does destroying the client. The session ending (a logout here, in another tab, or the server refusing the
 * session) rejects it with `session_ended` (EIP-1193 4100, unauthorized) and closes its screen, so the next person
 * to sign in on the page never sees it. One request at a time: a second `ask` is refused with `request_pending`.
 * Every request is bounded: with no answer within REQUEST_WAIT_MS (5 minutes; or its own `timeoutMs`), as when no
 * UI renders it, it rejects with its timeout error (`request_timeout`, retryable, by default); `hold()` stops the
 * bound once a person acts on it (a Submit under way).
 */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import { REQUEST_WAIT_MS } from '../../constants'
import { LatchError, WalletError } from '../../errors'
import type { CoreContext } from '../core-context'
import type { ModalView } from '../modal/modal.service'
import type { BoundRoute } from '../router/route.types'
import { bindRoute } from '../router/route.types'
import { routeRequest } from './request.route'
import type { AskParameters, PendingRequest, PromptState, RequestState } from './request.types'

/** The pending-request service of one client (also `latch.flows.request`). */
export interface RequestFlow {
  $state: ReadableAtom<RequestState>
  /** Publishes a request and waits for its answer. */
  ask<A, P = unknown>(parameters: AskParameters<P>): Promise<A>
  /** Answers the pending request (no-op when there is none). */
  approve(answer?: unknown): void
  /** Refuses the pending request (no-op when there is none). */
  reject(error?: LatchError): void
  /** The host refuses the pending request (`rejectRequest`): its screen, if still showing, closes too. */
  refuse(error?: LatchError): void
  /**
   * A person acts on the pending request (a Submit under way, that answers it only once done): its wait bound stops.
   * A no-op when there is none.
   */
  hold(): void
}

/** The request commands a `Latch` exposes. */
export interface RequestCommands {
  /** The request waiting for a person, if any (same store as `flows.request.$state`). */
  readonly $request: ReadableAtom<RequestState>
  /** Answers the pending request. */
  approveRequest(answer?: unknown): void
  /** Refuses the pending request; the modal screen opened for it, if still showing, closes. */
  rejectRequest(error?: LatchError): void
}

interface Waiting {
  request: PendingRequest
  /** Stops the wait bound. */
  hold(): void
  cancel(): LatchError
  ended(error: LatchError): LatchError
  resolve(answer: unknown): void
  fail(error: LatchError): void
}

/** The service plus what the client needs of it: its route rule and its cleanup. */
export interface RequestService extends RequestFlow {
  /** The request's screen: opened for a prompted request, closed when the host refuses it (the router follows). */
  readonly route: BoundRoute
  /** The session ended: the pending request rejects with `session_ended` (4100) and its screen closes. */
  endSession(): void
  /** Refuses a pending request (the client is being destroyed). */
  dispose(): void
}

/** Creates the pending-request service; it reads the modal (a modal closed on its screen cancels the request). */
export function createRequestService(ctx: CoreContext, modal: ModalView): RequestService {
  const $state = atom<RequestState>({ step: 'idle' })
  const $prompt = atom<PromptState>({ request: null, refused: null })
  let waiting: Waiting | null = null
  let nextId = 0
  const canceled = () => new LatchError('request_canceled', 'The request was canceled')

  function settle(): Waiting | null {
    const current = waiting
    waiting = null
    $state.set({ step: 'idle' })
    $prompt.set({ request: null, refused: null })
    return current
  }

  function ask<A, P>(parameters: AskParameters<P>): Promise<A> {
    if (waiting) {
      return Promise.reject(new LatchError('request_pending', 'Another request is waiting for an answer'))
    }
    const prompt = parameters.prompt !== false && parameters.screen !== undefined
    const request: PendingRequest<P> = {
      id: ++nextId,
      kind: parameters.kind,
      payload: parameters.payload,
      screen: prompt ? (parameters.screen ?? null) : null,
    }
    return new Promise<A>((resolve, reject) => {
      let timer: unknown
      const stopTimer = () => {
        if (timer !== undefined) ctx.env.clock.clearTimeout(timer)
        timer = undefined
      }
      const done = () => {
        stopTimer()
        offModal()
      }
      const entry: Waiting = {
        request,
        hold: stopTimer,
        cancel: parameters.cancelError ?? canceled,
        ended: parameters.sessionEndedError ?? ((error) => error),
        resolve: (answer) => {
          done()
          resolve(answer as A)
        },
        fail: (error) => {
          done()
          reject(error)
        },
      }
      // A modal opened for the request cancels it when closed.
      let wasOpen = false
      const offModal = prompt
        ? modal.$state.listen((state) => {
            if (state.open) wasOpen = true
            else if (wasOpen && waiting === entry) {
              settle()
              entry.fail(entry.cancel())
            }
          })
        : () => undefined
      // no request waits for ever: one no UI renders rejects once its bound is over
      timer = ctx.env.clock.setTimeout(() => {
        if (waiting !== entry) return
        settle()
        entry.fail(
          (
            parameters.timeoutError ??
            (() =>
              new LatchError('request_timeout', ctx.messages['error.requestTimeout'], { retryable: true }))
          )(),
        )
      }, parameters.timeoutMs ?? REQUEST_WAIT_MS)
      waiting = entry
      $state.set({ step: 'pending', request })
      if (prompt && parameters.screen) {
        // the route opens the request's screen
        $prompt.set({ request, refused: null })
        wasOpen = modal.$state.get().open
      }
    })
  }

  const reject = (error?: LatchError) => {
    const current = waiting
    if (!current) return
    settle()
    current.fail(error ?? current.cancel())
  }
  const refuse = (error?: LatchError) => {
    // The route closes a screen opened for the request, so nothing stays on it waiting.
    const screen = waiting?.request.screen ?? null
    reject(error)
    if (screen) $prompt.set({ request: null, refused: screen })
  }
  return {
    $state,
    ask,
    approve: (answer) => settle()?.resolve(answer),
    reject,
    refuse,
    hold: () => waiting?.hold(),
    endSession: () => {
      if (!waiting) return
      refuse(
        waiting.ended(
          new WalletError('session_ended', ctx.messages['request.sessionEnded'], { rpcCode: 4100 }),
        ),
      )
    },
    route: bindRoute($prompt, routeRequest),
    dispose: () => reject(),
  }
}
