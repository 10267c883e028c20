/** Modal commands: open, close, navigate, login, the after-login step. Every delay goes through the clock. */
import { LANDING_RESET_DELAY_MS, MODAL_HIDE_DELAY_MS } from '../../constants'
import { LatchError } from '../../errors'
import { formatMessage } from '../../messages'
import type { CoreContext } from '../core-context'
import { afterLoginDelay, resolveScreenIn } from './modal.rules'
import type { ModalStore } from './modal.store'
import type {
  AfterLoginParameters,
  AnyScreens,
  LandingView,
  ModalScreens,
  AnyModalState as ModalState,
  OpenModalParametersOf,
  AnyScreenEntry as ScreenEntry,
} from './modal.types'

type OpenModalParameters = OpenModalParametersOf<AnyScreens>
type ScreenName = string
type ScreenData = unknown

/** What modal commands need: the client context, the screens the flows declare and the modal's store. */
export interface ModalCommandContext {
  ctx: CoreContext
  screens: ModalScreens
  store: ModalStore
}

function clear(c: ModalCommandContext, name: keyof ModalStore['timers']): void {
  const handle = c.store.timers[name]
  if (handle !== undefined) c.ctx.env.clock.clearTimeout(handle)
  c.store.timers[name] = undefined
}

/** Clears every pending delay (the client is being destroyed). */
export function clearModalTimers(c: ModalCommandContext): void {
  for (const name of Object.keys(c.store.timers) as Array<keyof ModalStore['timers']>) clear(c, name)
}

function isAuthenticated(c: ModalCommandContext): boolean {
  return c.ctx.$auth.get().status === 'authenticated'
}

/** Throws `unknown_screen` for a name that is not a modal screen (a host typo never shows a blank modal). */
function checkScreen(c: ModalCommandContext, screen: unknown): asserts screen is ScreenName | undefined {
  if (screen === undefined || (typeof screen === 'string' && c.screens.names.has(screen))) return
  throw new LatchError(
    'unknown_screen',
    formatMessage(c.ctx.messages, 'error.unknownScreen', { screen: String(screen) }),
  )
}

/** The screen entry to show: a screen the user may not see logged out falls back to LANDING without data. */
function entry(
  c: ModalCommandContext,
  screen: ScreenName | undefined,
  data: ScreenData | undefined,
  authenticated: boolean,
): ScreenEntry {
  const resolved = resolveScreenIn(c.screens.beforeLogin, screen, authenticated)
  return { screen: resolved, data: resolved === screen ? (data ?? null) : null }
}

function withEntry(state: ModalState, next: ScreenEntry): ModalState {
  return { ...state, ...next } as ModalState
}

/** Opens the modal on a screen (LANDING when absent or not allowed logged out) and tracks 'modal_open'. */
export function openModal(c: ModalCommandContext, parameters: OpenModalParameters = {}): void {
  checkScreen(c, parameters.screen)
  clear(c, 'hide')
  clear(c, 'landing')
  const current = c.store.$modal.get()
  const next = entry(c, parameters.screen, parameters.data, isAuthenticated(c))
  c.store.$modal.set({
    ...next,
    step: 'open',
    open: true,
    landingView: current.step === 'open' ? current.landingView : 'default',
  } as ModalState)
  if (current.step !== 'open') void c.ctx.analytics.track('modal_open', { screen: next.screen })
}

/** Closes the modal: 'closing' for the 200 ms hide delay, then 'closed'; the landing view reverts after 150 ms. */
export function closeModal(c: ModalCommandContext): void {
  const current = c.store.$modal.get()
  clear(c, 'afterLogin')
  if (current.step !== 'open') return
  c.store.$modal.set({ ...current, step: 'closing', open: false } as ModalState)
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
    const closed = { ...latest, step: 'closed', open: false } as ModalState
    c.store.$modal.set(back ? withEntry(closed, { screen: 'LANDING', data: null }) : closed)
  }, MODAL_HIDE_DELAY_MS)
}

/** Shows another screen (opening the modal if needed); screens needing a session fall back to LANDING. */
export function navigate(c: ModalCommandContext, screen: ScreenName, data: ScreenData = null): void {
  checkScreen(c, screen)
  const current = c.store.$modal.get()
  if (current.step !== 'open') {
    openModal(c, { screen, data })
    return
  }
  c.store.$modal.set(withEntry(current, entry(c, screen, data, isAuthenticated(c))))
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
    c.ctx.env.logger.warn(c.ctx.messages['error.alreadyAuthenticated'])
    return false
  }
  openModal(c, { screen: 'LANDING' })
  return true
}

/**
 * After a login in the modal: go to the wallet-creation screen after 1400 ms (900 ms in a dialog), or close after
 * 1400 ms. Does nothing when the modal is not open (a headless host drives its own UI), nor when the modal shows
 * another screen by then: a prompt opened meanwhile (a signature request, 'Confirm it's you') is not the login's
 * to close.
 */
export function afterLogin(c: ModalCommandContext, parameters: AfterLoginParameters): void {
  const shown = c.store.$modal.get()
  if (shown.step !== 'open') return
  clear(c, 'afterLogin')
  const delay = afterLoginDelay(parameters.createWallet, c.ctx.$config.get().render.inDialog)
  c.store.timers.afterLogin = c.ctx.env.clock.setTimeout(() => {
    c.store.timers.afterLogin = undefined
    const now = c.store.$modal.get()
    if (now.step !== 'open' || now.screen !== shown.screen) return
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
    const screen = signedOut ? 'LANDING' : resolveScreenIn(c.screens.beforeLogin, current.screen, false)
    if (screen !== current.screen) c.store.$modal.set(withEntry(current, { screen, data: null }))
  })
}
