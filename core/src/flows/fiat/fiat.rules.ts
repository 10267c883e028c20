/** The funding flow's pure rules: where funding was started from, and when it goes back there. */
import type { OnRampStatus } from '../../fiat/fiat.types'
import type { RequestState } from '../../services/request/request.types'
import type { FiatState, FundingOrigin } from './fiat.types'

/** The modal as the rules read it. */
interface ModalLike {
  open: boolean
  screen: string
}

/**
 * The request screen funding starts from: a pending request whose screen the open modal shows (the send screen's
 * Add Funds), else null (funding opened on its own, e.g. from a host's 'Fund account' button).
 */
export function fundingOrigin(request: RequestState, modal: ModalLike): FundingOrigin | null {
  if (request.step !== 'pending' || !request.request.screen) return null
  if (!modal.open || modal.screen !== request.request.screen) return null
  return { requestId: request.request.id, screen: request.request.screen }
}

/** The origin of a funding state, if it has one (idle and returned have nothing left to go back from). */
export function originOf(state: FiatState): FundingOrigin | null {
  return state.step === 'prompt' || state.step === 'signing' || state.step === 'status'
    ? (state.origin ?? null)
    : null
}

/** Whether `origin` can still be gone back to: its request is the one still pending. */
export function originPending(origin: FundingOrigin | null, request: RequestState): origin is FundingOrigin {
  return origin !== null && request.step === 'pending' && request.request.id === origin.requestId
}

/**
 * Whether a terminal status goes back to the origin at once: a completed payment does (the screen it returns to
 * re-reads the balance, which is the confirmation); a failed payment, a service failure or a bank transfer still
 * awaiting authorization stay on the status screen so the person reads why, then go back with `back()`.
 */
export function returnsAtOnce(status: OnRampStatus): boolean {
  return status === 'completed'
}
