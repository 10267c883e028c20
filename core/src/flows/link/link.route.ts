/**
 * The link flow's route rule: starting to link an email or a phone shows its screen; a social account needs no
 * screen (the page leaves for the provider); a cancelled link closes its screen. The link itself runs in the flow
 * that offers the target's link channel (email, SMS, OAuth), whose own route rules show its code screen.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeAllowlist } from '../shared/login-route'
import type { LinkScreens } from './link.screens'
import type { LinkState } from './link.types'

/** The screens an email or phone link shows on its way: the address or number, then the code. */
const LINK_STEPS: ReadonlySet<string> = new Set([
  'LINK_EMAIL_SCREEN',
  'LINK_PHONE_SCREEN',
  'AWAITING_PASSWORDLESS_CODE',
])

/** The modal action for the link flow going from `prev` to `next`, or null. */
export const routeLink: FlowRoute<LinkState, LinkScreens & LoginOutcomeScreens> = (prev, next, context) => {
  const refused = routeAllowlist(next, context)
  if (refused) return refused
  // A link stopped before it finished (`cancelLink`): its screens (the address, then the code) go away.
  if (prev.step === 'linking' && next.step === 'idle') {
    const { modal } = context
    return modal.step === 'open' && LINK_STEPS.has(modal.screen) ? { kind: 'close' } : null
  }
  if (next.step !== 'linking' || (prev.step === 'linking' && prev.target === next.target)) return null
  if (next.target === 'email') {
    return { kind: 'navigate', entry: { screen: 'LINK_EMAIL_SCREEN', data: null }, onlyIfOpen: false }
  }
  if (next.target === 'phone') {
    return { kind: 'navigate', entry: { screen: 'LINK_PHONE_SCREEN', data: null }, onlyIfOpen: false }
  }
  return null
}
