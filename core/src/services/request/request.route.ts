/** The pending request's route rule: a prompted request opens its screen; one the host refuses closes it. */
import type { FlowRoute } from '../router/route.types'
import type { PromptState } from './request.types'

/** The modal action for the prompt going from `prev` to `next`, or null. */
export const routeRequest: FlowRoute<PromptState> = (prev, next, context) => {
  const request = next.request
  if (request?.screen && request.id !== prev.request?.id) {
    return { kind: 'navigate', entry: { screen: request.screen, data: null }, onlyIfOpen: false }
  }
  if (next.refused && context.modal.open && context.modal.screen === next.refused) return { kind: 'close' }
  return null
}
