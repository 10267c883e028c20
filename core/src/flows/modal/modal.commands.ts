/** Modal commands: open, close, navigate, login, the after-login step. Every delay goes through the clock. */
import { LANDING_RESET_DELAY_MS, MODAL_HIDE_DELAY_MS } from '../../constants'
import type { LatchContext } from '../../context'
import { messages } from '../../messages'
import { afterLoginDelay, resolveScreen } from './modal.rules'
import type { ModalStore } from './modal.store'
import type {
  AfterLoginParameters,
  LandingView,
  OpenModalParameters,
  ScreenData,
  ScreenName,
} from './modal.types'

/** What modal commands need: the client context and the modal's store. */
export interface ModalCommandContext {
  ctx: LatchContext
  store: ModalStore
}

function clear(c: ModalCommandContext, name: keyof ModalStore['timers']): void {
  const handle = c.store.timers[name]
  if (handle !== undefined) c.ctx.env.clock.clearTimeout(handle)
  c.store.timers[name] = undefined
}

function isAuthenticated(c: ModalCommandContext): boolean {
  return c.ctx.$auth.get().status === 'authenticated'
}

/** Opens the modal on a screen (LANDING when absent or not allowed logged out) and tracks 'modal_open'. */
export function openModal(c: ModalCommandContext, parameters: OpenModalParameters = {}): void {
  clear(c, 'hide')
  clear(c, 'landing')
  const current = c.store.$modal.get()
  const screen = resolveScreen(parameters.screen, isAuthenticated(c))
  c.store.$modal.set({
    step: 'open',
    open: true,
    screen,
    data: parameters.data ?? null,
    landingView: current.step === 'open' ? current.landingView : 'default',
  })
  if (current.step !== 'open') void c.ctx.analytics.track('modal_open', { screen })
}

/** Closes the modal: 'closing' for the 200 ms hide delay, then 'closed'; the landing view reverts after 150 ms. */
export function closeModal(c: ModalCommandContext): void {
  const current = c.store.$modal.get()
  clear(c, 'afterLogin')
  if (current.step !== 'open') return
  c.store.$modal.set({ ...current, step: 'closing', open: false })
  void c.ctx.analytics.track('modal_close', { screen: current.screen })
  const clock = c.ctx.env.clock
  c.store.timers.landing = clock.setTimeout(() => {
    c.store.timers.landing = undefined
    c.store.$modal.set({ ...c.store.$modal.get(), landingView: 'default' })
  }, LANDING_RESET_DELAY_MS)
  c.store.timers.hide = clock.setTimeout(() => {
    c.store.timers.hide = undefined
    const latest = c.store.$modal.get()
    if (latest.step !== 'closing') return
    // Logged out, the next open starts from LANDING whatever was shown last.
    const back = !isAuthenticated(c)
    c.store.$modal.set({
      ...latest,
      step: 'closed',
      open: false,
      screen: back ? 'LANDING' : latest.screen,
      data: back ? null : latest.data,
    })
  }, MODAL_HIDE_DELAY_MS)
}

/** Shows another screen (opening the modal if needed); screens needing a session fall back to LANDING. */
export function navigate(c: ModalCommandContext, screen: ScreenName, data: ScreenData = null): void {
  const current = c.store.$modal.get()
  if (current.step !== 'open') {
    openModal(c, { screen, data })
    return
  }
  c.store.$modal.set({ ...current, screen: resolveScreen(screen, isAuthenticated(c)), data })
}

/** Switches the landing view (default list or an overflow list). */
export function setLandingView(c: ModalCommandContext, landingView: LandingView): void {
  c.store.$modal.set({ ...c.store.$modal.get(), landingView })
}

/** Return type of `login`: false when refused because the user is already authenticated. */
export type LoginReturnType = boolean

/** Opens the login modal; refused with a warning when the user is already authenticated. */
export function login(c: ModalCommandContext): LoginReturnType {
  if (isAuthenticated(c)) {
    c.ctx.env.logger.warn(messages['error.alreadyAuthenticated'])
    return false
  }
  openModal(c, { screen: 'LANDING' })
  return true
}

/**
 * After an email or SMS login: go to the wallet-creation screen after 1400 ms (900 ms in a dialog), or close after
 * 1400 ms. Does nothing when the modal is not open (a headless host drives its own UI).
 */
export function afterLogin(c: ModalCommandContext, parameters: AfterLoginParameters): void {
  if (c.store.$modal.get().step !== 'open') return
  clear(c, 'afterLogin')
  const delay = afterLoginDelay(parameters.createWallet, c.ctx.$config.get().render.inDialog)
  c.store.timers.afterLogin = c.ctx.env.clock.setTimeout(() => {
    c.store.timers.afterLogin = undefined
    if (c.store.$modal.get().step !== 'open') return
    if (parameters.createWallet) navigate(c, 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    else closeModal(c)
  }, delay)
}

/**
 * Whenever the user is logged out while the modal is open, go back to LANDING: after a sign-out nothing of the
 * previous screen applies, and a screen that needs a session never shows logged out.
 */
export function watchAuth(c: ModalCommandContext): () => void {
  let was = c.ctx.$auth.get().status
  return c.ctx.$auth.listen((auth) => {
    const signedOut = was === 'authenticated' && auth.status === 'unauthenticated'
    was = auth.status
    if (auth.status !== 'unauthenticated') return
    const current = c.store.$modal.get()
    const screen = signedOut ? 'LANDING' : resolveScreen(current.screen, false)
    if (screen !== current.screen) c.store.$modal.set({ ...current, screen, data: null })
  })
}
