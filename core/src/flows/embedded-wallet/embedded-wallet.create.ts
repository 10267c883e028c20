/**
 * Creating the embedded wallet: headless (`createWallet()`, no screen), right after a login in the modal (the
 * creation screen, 30 s, then the created screen for 2.5 s), with a recovery password when the app requires one, or
 * right after a login with no modal (a host's own UI) as `createOnLogin` says.
 */
import {
  CREATED_SCREEN_CLOSE_MS,
  POST_CREATE_WALLET_DELAY_MS,
  WALLET_CREATE_FROM_API_TIMEOUT_MS,
  WALLET_CREATE_FROM_LOGIN_TIMEOUT_MS,
} from '../../constants'
import { isApiError, isLatchError, LatchError } from '../../errors'
import { shouldCreateWalletOnLogin } from '../../services/modal/modal.rules'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { accessToken, later, proxyOf, t, wait } from './embedded-wallet.runtime'
import type { CreateWalletParameters, EmbeddedWallet } from './embedded-wallet.types'
import { validatePassword } from './password.rules'
import { initialPasswordState } from './password.state'

/** The creation error as the user reads it (the texts of a failed wallet creation). */
export function creationError(c: EmbeddedWalletContext, error: unknown): LatchError {
  if (isLatchError(error)) {
    // A page policy that blocks the frame is the host developer's to fix: its message names the directive.
    if (
      error.code === 'embedded_wallet_already_exists' ||
      error.code === 'must_be_authenticated' ||
      error.code === 'embedded_wallet_frame_blocked'
    )
      return error
    if (error.code === 'invalid_input') return error
    const message = error.message
    if (message === t(c, 'embedded.loginAgain') || (isApiError(error) && error.status === 401)) {
      return new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.loginAgain'), { cause: error })
    }
    if (message === t(c, 'embedded.genericError')) {
      return new LatchError('unknown_embedded_wallet_error', message, { cause: error })
    }
  }
  return new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.unableToCreate'), { cause: error })
}

function walletFor(
  c: EmbeddedWalletContext,
  address: string,
  recoveryMethod: EmbeddedWallet['recoveryMethod'],
) {
  const known = c.$wallet.get()
  if (known && known.address.toLowerCase() === address.toLowerCase()) return known
  return {
    address: address as `0x${string}`,
    chainId: `eip155:${c.ctx.$config.get().defaultChain.id}`,
    walletClientType: 'privy',
    connectorType: 'embedded',
    recoveryMethod,
  } satisfies EmbeddedWallet
}

/** Creates the wallet: headless ('api') or after a login in the modal ('login', 30 s and the created screen). */
export async function createWallet(
  c: EmbeddedWalletContext,
  parameters: CreateWalletParameters,
  origin: 'api' | 'login',
): Promise<EmbeddedWallet> {
  const { recoveryPassword } = parameters
  const fail = (error: LatchError): never => {
    if (origin === 'login') {
      c.$state.set({
        step: 'error',
        phase: 'create',
        error,
        title: t(c, 'embedded.errorTitle'),
        message: error.message,
      })
    }
    throw error
  }
  let token: string
  try {
    token = await accessToken(c, 'embedded.mustBeAuthenticated')
  } catch (error) {
    return fail(error as LatchError)
  }
  if (c.ctx.$user.get()?.embeddedWallet) {
    return fail(new LatchError('embedded_wallet_already_exists', t(c, 'embeddedWallet.alreadyExists')))
  }
  if (recoveryPassword !== undefined) {
    const invalid = validatePassword(recoveryPassword, undefined, c.ctx.messages)
    if (invalid) return fail(new LatchError('invalid_input', invalid))
  }
  if (c.$state.get().step === 'creating') {
    return fail(new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError')))
  }
  c.$state.set({ step: 'creating', origin })
  let address: string
  try {
    const reply = await proxyOf(c).create(
      recoveryPassword === undefined ? { accessToken: token } : { accessToken: token, recoveryPassword },
      origin === 'login' ? WALLET_CREATE_FROM_LOGIN_TIMEOUT_MS : WALLET_CREATE_FROM_API_TIMEOUT_MS,
    )
    address = reply.address
  } catch (error) {
    if (origin === 'api') c.$state.set({ step: 'idle' })
    return fail(creationError(c, error))
  }
  await wait(c, POST_CREATE_WALLET_DELAY_MS)
  try {
    await c.ctx.session.refreshUser()
  } catch {
    // The wallet exists; the user object catches up on the next refresh.
  }
  const wallet = walletFor(c, address, recoveryPassword === undefined ? 'privy' : 'user-passcode')
  void c.ctx.analytics.track('embedded_wallet_created', { walletAddress: wallet.address })
  if (origin === 'login') {
    c.$state.set({ step: 'created', origin, wallet, isNewUser: c.newUser })
    later(c, CREATED_SCREEN_CLOSE_MS, () => {
      if (c.$state.get().step === 'created')
        c.$state.set({ step: 'ready', wallet: c.$wallet.get() ?? wallet })
    })
  } else {
    c.$state.set({ step: 'ready', wallet })
  }
  return wallet
}

/** The modal reached the creation screen after a login: create, or ask for a password first when required. */
export async function createOnLogin(c: EmbeddedWalletContext): Promise<void> {
  if (c.ctx.$config.get().embeddedWallets.requireUserPasswordOnCreate) {
    c.$state.set({ step: 'password', password: initialPasswordState('create', 'automatic') })
    return
  }
  await createWallet(c, {}, 'login').catch(() => {})
}

/**
 * After a login with no modal on screen (a host's own UI): creates the wallet as `createOnLogin` says, once. Under
 * one lock per app across the browser's tabs, the user is read again first, so a tab that logged in at the same
 * time and already made it is seen (and the server refuses a second wallet anyway). An app that requires a
 * recovery password on creation gets none here: the host creates it with `createWallet({ recoveryPassword })`.
 * A failure is logged (code only) and leaves the flow idle: `createWallet()` can be called again.
 */
export async function createAfterHeadlessLogin(c: EmbeddedWalletContext): Promise<void> {
  const { ctx } = c
  if (ctx.$config.get().embeddedWallets.requireUserPasswordOnCreate) return
  const run = async () => {
    const user = await ctx.session.refreshUser().catch(() => ctx.$user.get())
    if (!user || !shouldCreateWalletOnLogin(ctx.$config.get(), user)) return
    if (c.$state.get().step === 'creating') return
    await createWallet(c, {}, 'api')
  }
  try {
    const locks = ctx.env.locks
    await (locks ? locks.request(`latch:${ctx.appId}:create-wallet`, run) : run())
  } catch (error) {
    const code = isLatchError(error) ? error.code : 'unknown_error'
    if (code !== 'embedded_wallet_already_exists')
      ctx.env.logger.warn(`Latch: the wallet was not created after the login (${code})`)
  }
}
