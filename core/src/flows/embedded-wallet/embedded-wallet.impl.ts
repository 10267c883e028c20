/**
 * The embedded wallet flow's implementation, loaded with `import()` on first use: creation, connection with
 * recovery, the provider, key export and the recovery password flow. Every delay goes through the clock.
 */
import { getClientAnalyticsId } from '../../api/client'
import {
  CONNECTING_SCREEN_MIN_MS,
  CREATED_SCREEN_CLOSE_MS,
  DOWNLOAD_LINK_CLEANUP_MS,
  MODAL_AUTO_CLOSE_MS,
  POST_CREATE_WALLET_DELAY_MS,
  WALLET_CREATE_FROM_API_TIMEOUT_MS,
  WALLET_CREATE_FROM_LOGIN_TIMEOUT_MS,
} from '../../constants'
import { connectEmbeddedWallet, recoverEmbeddedWalletWithPassword } from '../../embedded-wallet/connect'
import { buildExportViewUrl } from '../../embedded-wallet/export-url'
import {
  type ChainRpcClient,
  createEmbeddedWalletProvider,
  type EmbeddedWalletProvider,
} from '../../embedded-wallet/provider'
import {
  createBrowserFrameHost,
  createEmbeddedWalletProxy,
  type EmbeddedWalletProxy,
} from '../../embedded-wallet/proxy'
import { isApiError, isLatchError, LatchError } from '../../errors'
import { formatWalletMessage, type WalletMessageKey } from '../../messages.wallet'
import type { WalletSigner } from '../../services/signing/signing.types'
import type { EmbeddedWalletContext, WalletFrameEnv } from './embedded-wallet.context'
import type {
  ConnectTarget,
  CreateWalletParameters,
  EmbeddedWallet,
  PasswordFlowState,
  PasswordStep,
  SetWalletPasswordParameters,
} from './embedded-wallet.types'
import { generatePassword, loadGeneralEstimate, scorePassword, validatePassword } from './password.rules'

export { listDevices, revokeDevice } from './embedded-wallet.devices'

const t = (c: EmbeddedWalletContext, key: WalletMessageKey, values?: Record<string, string | number>) =>
  formatWalletMessage(c.ctx.messages, key, values)

function later(c: EmbeddedWalletContext, ms: number, fn: () => void): void {
  const handle = c.ctx.env.clock.setTimeout(() => {
    c.timers.delete(handle)
    fn()
  }, ms)
  c.timers.add(handle)
}

const wait = (c: EmbeddedWalletContext, ms: number) => new Promise<void>((resolve) => later(c, ms, resolve))

function clearTimers(c: EmbeddedWalletContext): void {
  for (const handle of c.timers) c.ctx.env.clock.clearTimeout(handle)
  c.timers.clear()
}

/** The frame proxy (the hidden frame mounts on its first request). */
export function proxyOf(c: EmbeddedWalletContext): EmbeddedWalletProxy {
  if (!c.proxy) {
    const { env } = c.ctx
    const proxy = createEmbeddedWalletProxy({
      apiUrl: c.ctx.apiUrl,
      appId: c.ctx.appId,
      clientAnalyticsId: getClientAnalyticsId(env),
      host: (env as WalletFrameEnv).walletFrameHost ?? createBrowserFrameHost(),
      clock: env.clock,
      messages: c.ctx.messages,
      logger: env.logger,
    })
    // Calls that rebuild the key from the server's auth share: the server refuses it to a session without a fresh
    // MFA verification once the user enrolled, and the guard asks for a code and runs them again.
    const mfa = c.mfa
    if (mfa) {
      const { connect, recover, rpc, setRecoveryPassword } = proxy
      Object.assign(proxy, {
        connect: (data: Parameters<typeof connect>[0]) => mfa.guard(() => connect(data)),
        recover: (data: Parameters<typeof recover>[0]) => mfa.guard(() => recover(data)),
        rpc: (data: Parameters<typeof rpc>[0]) => mfa.guard(() => rpc(data)),
        setRecoveryPassword: (data: Parameters<typeof setRecoveryPassword>[0]) =>
          mfa.guard(() => setRecoveryPassword(data)),
      })
    }
    c.proxy = proxy
  }
  return c.proxy
}

async function accessToken(c: EmbeddedWalletContext, key: WalletMessageKey): Promise<string> {
  const token = c.ctx.$auth.get().status === 'authenticated' ? await c.ctx.session.getAccessToken() : null
  if (!token) throw new LatchError('must_be_authenticated', t(c, key))
  return token
}

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

const emptyPassword = (
  purpose: PasswordFlowState['purpose'],
  initiatedBy: PasswordFlowState['initiatedBy'],
): PasswordFlowState => ({
  step: 'creating',
  purpose,
  initiatedBy,
  password: '',
  confirmation: '',
  validation: null,
  strength: null,
  acknowledged: false,
  submitting: false,
  error: null,
})

/** The modal reached the creation screen after a login: create, or ask for a password first when required. */
export async function createOnLogin(c: EmbeddedWalletContext): Promise<void> {
  if (c.ctx.$config.get().embeddedWallets.requireUserPasswordOnCreate) {
    c.$state.set({ step: 'password', password: emptyPassword('create', 'automatic') })
    return
  }
  await createWallet(c, {}, 'login').catch(() => {})
}

/**
 * A connection's failure as the host gets it. The frame's `fresh_login_required` (automatic recovery on a new device
 * more than 10 minutes after the login, or without a login at all: a refreshed or forked session) becomes a
 * `LatchError` with that code and the catalogue's text, so a host can translate it and ask for a new login.
 */
function connectError(c: EmbeddedWalletContext, error: unknown): LatchError {
  if (!isLatchError(error)) return new LatchError('unknown_embedded_wallet_error', String(error))
  if (error.code !== 'fresh_login_required') return error
  return new LatchError('fresh_login_required', t(c, 'embedded.freshLoginDetail'), { cause: error })
}

/** Connects the wallet on this device for `target`: automatic recovery silently, the password on the screen. */
async function connect(c: EmbeddedWalletContext, target: ConnectTarget): Promise<EmbeddedWallet> {
  const wallet = c.$wallet.get()
  const token = await accessToken(c, 'embedded.mustBeAuthenticated')
  if (!wallet) throw new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError'))
  if (c.provider?.address === wallet.address) return wallet
  c.$state.set({ step: 'connecting', target })
  try {
    const result = await connectEmbeddedWallet(proxyOf(c), {
      accessToken: token,
      address: wallet.address,
      recoveryMethod: wallet.recoveryMethod,
    })
    if (result.status === 'needs-recovery-password') {
      await new Promise<void>((resolve, reject) => {
        c.recovery = { resolve, reject }
        c.$state.set({ step: 'recovery', target, submitting: false, error: null })
      })
    }
  } catch (error) {
    const e = connectError(c, error)
    if (e.code === 'fresh_login_required') {
      // The server adds a device to the wallet only right after a login: the screen offers a new login.
      c.$state.set({
        step: 'error',
        phase: 'connect',
        error: e,
        title: t(c, 'embedded.freshLoginTitle'),
        message: e.message,
        action: 'login-again',
      })
    } else if (e.code !== 'request_canceled') {
      c.$state.set({
        step: 'error',
        phase: 'connect',
        error: e,
        title: t(c, 'embedded.errorTitle'),
        message: t(c, 'embedded.errorDetail'),
      })
    }
    throw e
  }
  makeProvider(c, wallet)
  return wallet
}

function makeProvider(c: EmbeddedWalletContext, wallet: EmbeddedWallet): EmbeddedWalletProvider {
  if (c.provider?.address === wallet.address) return c.provider.provider
  const config = c.ctx.$config.get()
  const chains = [
    config.defaultChain,
    ...config.supportedChains.filter((x) => x.id !== config.defaultChain.id),
  ]
  const { env } = c.ctx
  const provider = createEmbeddedWalletProvider({
    proxy: proxyOf(c),
    address: wallet.address,
    getAccessToken: () =>
      c.ctx.$auth.get().status === 'authenticated' ? c.ctx.session.getAccessToken() : Promise.resolve(null),
    chains,
    storage: env.storage,
    // Reads go to the chain's node with the app's RPC url and timeout; the caller retries, not us.
    client: async (chain) => {
      const { createChainClient } = await import('../../chains/client')
      return createChainClient({
        config: c.ctx.$config.get(),
        chainId: chain.id,
        fetch: env.fetch,
        messages: c.ctx.messages,
        retryCount: 0,
      }) as unknown as ChainRpcClient
    },
    clock: env.clock,
  })
  provider.on('chainChanged', (hex) => {
    c.$chains.set({ ...c.$chains.get(), [wallet.address.toLowerCase()]: Number(hex) })
  })
  c.provider = { address: wallet.address, provider }
  return provider
}

/** The provider, connected on this device (recovering first when needed). */
export async function getProvider(c: EmbeddedWalletContext): Promise<EmbeddedWalletProvider> {
  const wallet = await connect(c, 'provider')
  const step = c.$state.get().step
  if (step === 'connecting' || step === 'recovery') c.$state.set({ step: 'ready', wallet })
  return makeProvider(c, wallet)
}

/**
 * The provider `getEmbeddedWalletProvider()` hands out: the connected wallet's, with its signing methods asking the
 * person on the sign screen (unless `noPromptOnSignature`) and `eth_sendTransaction` going through the send screen.
 * The announced provider follows it.
 */
export async function handOut(c: EmbeddedWalletContext): Promise<EmbeddedWalletProvider> {
  const raw = await getProvider(c)
  if (c.handedOut?.raw === raw) return c.handedOut.provider
  const provider = c.ctx.signing.wrap(raw)
  // a logout while connecting ended `raw`: hand it out (it answers no accounts) but do not keep it
  if (c.provider?.provider !== raw) return provider
  c.handedOut = { raw, provider }
  c.announced?.provider.follow(provider)
  return provider
}

/**
 * The default signer of signatures and transactions (the signing service asks it when the host set none): the
 * provider handed out, and the address it answers for eth_accounts; null when it answers none.
 */
export async function signer(c: EmbeddedWalletContext): Promise<WalletSigner | null> {
  const provider = await handOut(c)
  const accounts = (await provider.request({ method: 'eth_accounts' })) as unknown
  const address = Array.isArray(accounts) ? accounts[0] : undefined
  // the frame's own addresses (viem stays out of this chunk: the password screens load it); none after a logout
  return typeof address === 'string' && address.startsWith('0x')
    ? { provider, address: address as `0x${string}` }
    : null
}

/** The recovery screen's submit. A wrong password stays on the screen with its message. */
export async function recover(c: EmbeddedWalletContext, password: string): Promise<void> {
  const state = c.$state.get()
  const wallet = c.$wallet.get()
  if (state.step !== 'recovery' || state.submitting || !wallet) return
  c.$state.set({ ...state, submitting: true, error: null })
  try {
    const token = await accessToken(c, 'embedded.mustBeAuthenticated')
    await recoverEmbeddedWalletWithPassword(proxyOf(c), {
      accessToken: token,
      address: wallet.address,
      recoveryPassword: password,
    })
  } catch (error) {
    // A refused password shows the recovery message; anything else (network, server) the generic one.
    const message =
      isLatchError(error) && error.code === 'invalid_recovery_pin'
        ? error.message
        : t(c, 'embedded.genericError')
    c.$state.set({ ...state, submitting: false, error: message })
    return
  }
  const pending = c.recovery
  c.recovery = null
  pending?.resolve()
}

/** Key export: the connecting screen (at least 1 s), then the export view. */
export async function exportWallet(c: EmbeddedWalletContext): Promise<void> {
  // export always asks for a fresh MFA verification when the user has a method
  if ((c.ctx.$user.get()?.mfaMethods.length ?? 0) > 0) await c.mfa?.prompt()
  const started = c.ctx.env.clock.now()
  const wallet = await connect(c, 'export')
  const rest = CONNECTING_SCREEN_MIN_MS - (c.ctx.env.clock.now() - started)
  if (rest > 0) await wait(c, rest)
  const token = await accessToken(c, 'embedded.mustBeAuthenticated')
  c.$state.set({
    step: 'exporting',
    wallet,
    exportUrl: buildExportViewUrl({
      apiUrl: c.ctx.apiUrl,
      appId: c.ctx.appId,
      accessToken: token,
      address: wallet.address,
      clientAnalyticsId: getClientAnalyticsId(c.ctx.env),
    }),
  })
}

/** Opens the password flow at its splash screen. A wallet that already has a password cannot set another. */
export async function setWalletPassword(
  c: EmbeddedWalletContext,
  parameters: SetWalletPasswordParameters,
): Promise<void> {
  await accessToken(c, 'embedded.mustBeAuthenticated')
  const wallet = c.$wallet.get()
  if (!wallet) throw new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError'))
  if (wallet.recoveryMethod === 'user-passcode') {
    throw new LatchError('invalid_input', t(c, 'password.alreadySet'))
  }
  c.onCancel = parameters.onCancel
  c.$state.set({ step: 'password-splash', initiatedBy: parameters.initiatedBy ?? 'user' })
}

/** The splash screen's 'Add password': connect the wallet, then the password steps. */
export async function startPassword(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  const initiatedBy = state.step === 'password-splash' ? state.initiatedBy : 'user'
  await connect(c, 'password')
  c.$state.set({ step: 'password', password: emptyPassword('update', initiatedBy) })
}

function updatePassword(
  c: EmbeddedWalletContext,
  patch: Partial<PasswordFlowState>,
): PasswordFlowState | null {
  const state = c.$state.get()
  if (state.step !== 'password') return null
  const password = { ...state.password, ...patch }
  c.$state.set({ step: 'password', password })
  return password
}

async function estimate(c: EmbeddedWalletContext, value: string): Promise<void> {
  const run = ++c.strengthRun
  const general = await loadGeneralEstimate()
  if (run !== c.strengthRun) return
  const state = c.$state.get()
  if (state.step !== 'password' || state.password.password !== value) return
  updatePassword(c, { strength: scorePassword(value, general) })
}

/** What was typed: the password on 'creating', its confirmation on 'confirming'. */
export function inputPassword(c: EmbeddedWalletContext, value: string): void {
  const state = c.$state.get()
  if (state.step !== 'password') return
  const p = state.password
  if (p.step === 'confirming') {
    updatePassword(c, { confirmation: value, validation: null })
    return
  }
  if (p.step !== 'creating') return
  updatePassword(c, {
    password: value,
    validation: value === '' ? null : validatePassword(value, undefined, c.ctx.messages),
    strength: null,
  })
  if (value !== '') void estimate(c, value)
}

/** Fills in a generated password. */
export async function generate(c: EmbeddedWalletContext): Promise<void> {
  inputPassword(c, generatePassword(c.ctx.env.randomBytes))
}

/** The saving step's checkbox. */
export function acknowledge(c: EmbeddedWalletContext, value: boolean): void {
  const state = c.$state.get()
  if (state.step === 'password' && state.password.step === 'saving')
    updatePassword(c, { acknowledged: value })
}

const ORDER: PasswordStep[] = ['creating', 'saving', 'confirming', 'finalizing', 'done']

/** Next step; each step checks its own condition. Leaving 'finalizing' submits. */
export async function nextPasswordStep(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  if (state.step !== 'password') return
  const p = state.password
  switch (p.step) {
    case 'creating': {
      const invalid = validatePassword(p.password, undefined, c.ctx.messages)
      if (invalid) {
        updatePassword(c, { validation: invalid })
        return
      }
      updatePassword(c, { step: 'saving', acknowledged: false })
      return
    }
    case 'saving':
      if (p.acknowledged) updatePassword(c, { step: 'confirming', confirmation: '', validation: null })
      return
    case 'confirming': {
      const invalid = validatePassword(p.password, p.confirmation, c.ctx.messages)
      if (invalid) {
        updatePassword(c, { validation: invalid })
        return
      }
      updatePassword(c, { step: 'finalizing', validation: null })
      return
    }
    case 'finalizing':
      await submitPassword(c, p)
      return
    case 'done':
      finish(c)
  }
}

async function submitPassword(c: EmbeddedWalletContext, p: PasswordFlowState): Promise<void> {
  if (p.submitting) return
  updatePassword(c, { submitting: true, error: null })
  if (p.purpose === 'create') {
    // After a login with `requireUserPasswordOnCreate`: the wallet is created with the password.
    try {
      await createWallet(c, { recoveryPassword: p.password }, 'login')
    } catch {
      // createWallet shows the error step.
    }
    return
  }
  try {
    const token = await accessToken(c, 'embedded.mustBeAuthenticated')
    const wallet = c.$wallet.get()
    if (!wallet) throw new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError'))
    await proxyOf(c).setRecoveryPassword({
      accessToken: token,
      address: wallet.address,
      recoveryPassword: p.password,
    })
    try {
      await c.ctx.session.refreshUser()
    } catch {
      // The password is set; the user object catches up on the next refresh.
    }
  } catch (error) {
    updatePassword(c, {
      submitting: false,
      error: isLatchError(error) ? error.message : t(c, 'embedded.genericError'),
    })
    return
  }
  const done = updatePassword(c, { step: 'done', submitting: false, password: '', confirmation: '' })
  if (done?.initiatedBy === 'automatic') later(c, MODAL_AUTO_CLOSE_MS, () => finish(c))
}

/** Previous step ('creating' stays). A failed submit goes back to 'finalizing'. */
export function previousPasswordStep(c: EmbeddedWalletContext): void {
  const state = c.$state.get()
  if (state.step !== 'password' || state.password.submitting) return
  const p = state.password
  if (p.error) {
    updatePassword(c, { error: null })
    return
  }
  const index = ORDER.indexOf(p.step)
  if (index <= 0 || p.step === 'done') return
  updatePassword(c, { step: ORDER[index - 1] as PasswordStep, validation: null })
}

/** Cancel: only a flow the user started can be canceled. */
export function cancelPassword(c: EmbeddedWalletContext): void {
  const state = c.$state.get()
  const initiatedBy =
    state.step === 'password'
      ? state.password.initiatedBy
      : state.step === 'password-splash'
        ? state.initiatedBy
        : null
  if (initiatedBy !== 'user') return
  const onCancel = c.onCancel
  c.onCancel = undefined
  finish(c)
  onCancel?.()
}

/** Leaves the current screen step: 'ready' with a wallet, else 'idle' (the routing rule closes the modal). */
export function finish(c: EmbeddedWalletContext): void {
  const pending = c.recovery
  c.recovery = null
  const wallet = c.$wallet.get()
  c.$state.set(wallet ? { step: 'ready', wallet } : { step: 'idle' })
  pending?.reject(new LatchError('request_canceled', t(c, 'embedded.errorDetail')))
}

/**
 * The failure screen's 'Log in again' (after `fresh_login_required`): signs out, and the open modal moves to the
 * login screen. Once logged in again, the next `getEmbeddedWalletProvider()` adds this device to the wallet.
 */
export async function loginAgain(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  if (state.step !== 'error' || state.action !== 'login-again') return
  c.$state.set({ step: 'login-again' })
  try {
    await c.ctx.session.logout()
  } finally {
    // signing out resets the flow; if it did not, nothing is left waiting
    if (c.$state.get().step === 'login-again') c.$state.set({ step: 'idle' })
  }
}

/** The recovery file's name: the app name (file-safe) plus 'privy-wallet-recovery.txt'. */
export function recoveryFileName(appName: string | null | undefined): string {
  const name = (appName ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return name ? `${name}-privy-wallet-recovery.txt` : 'privy-wallet-recovery.txt'
}

/** Downloads the recovery file through a temporary link, removed with its object URL after 5000 ms. */
export async function downloadRecoveryFile(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  if (state.step !== 'password' || !state.password.password) return
  const g = globalThis as { document?: Document; URL?: typeof URL; Blob?: typeof Blob }
  if (!g.document?.body || !g.URL?.createObjectURL || !g.Blob) return
  const appName = c.ctx.$appConfig.get()?.name ?? null
  const text = t(c, 'password.recoveryFile', { app: appName ?? '', password: state.password.password })
  const url = g.URL.createObjectURL(new g.Blob([text], { type: 'text/plain' }))
  const link = g.document.createElement('a')
  link.href = url
  link.download = recoveryFileName(appName)
  link.rel = 'noopener'
  link.style.display = 'none'
  g.document.body.appendChild(link)
  link.click()
  later(c, DOWNLOAD_LINK_CLEANUP_MS, () => {
    link.remove()
    g.URL?.revokeObjectURL(url)
  })
}

/** The modal closed: a screen step ends (a waiting recovery is canceled). */
export function onModalClosed(c: EmbeddedWalletContext): void {
  const step = c.$state.get().step
  if (step === 'idle' || step === 'ready' || step === 'creating' || step === 'connecting') return
  if (step === 'created') return
  finish(c)
}

/**
 * Signed out (here, in another tab, or the session was revoked and its refresh failed), or another user signed
 * in: the provider handed out ends for good (`accountsChanged([])`, `disconnect`, then `eth_accounts` is `[]`),
 * the frame is told to forget its keys and is removed, the announcement stops, and any screen step ends.
 */
export function reset(c: EmbeddedWalletContext): void {
  clearTimers(c)
  const pending = c.recovery
  c.recovery = null
  const ended = c.provider?.provider
  c.provider = null
  c.handedOut = null
  ended?.end()
  withdraw(c)
  c.proxy?.logout()
  c.$state.set({ step: 'idle' })
  pending?.reject(new LatchError('must_be_authenticated', t(c, 'embedded.mustBeAuthenticated')))
}

/**
 * Announces the client's one EIP-6963 provider while a user with a wallet is signed in; `handOut` gives the
 * signed-in user's provider when a dapp asks for accounts or a signature.
 */
export async function announce(
  c: EmbeddedWalletContext,
  handOut: () => Promise<EmbeddedWalletProvider>,
): Promise<void> {
  if (!c.announced) {
    const { createAnnouncedProvider } = await import('../../embedded-wallet/announced')
    c.announced ??= {
      provider: createAnnouncedProvider({
        connect: handOut,
        defaultChainId: () => c.ctx.$config.get().defaultChain.id,
      }),
      stop: null,
    }
  }
  const announced = c.announced
  if (c.handedOut) announced.provider.follow(c.handedOut.provider)
  if (announced.stop) return
  const { announceEmbeddedWalletProvider } = await import('../../embedded-wallet/provider')
  // one uuid per client: a dapp that discovered it before sees the same provider again
  c.announcedId ??= globalThis.crypto.randomUUID()
  const stop = await announceEmbeddedWalletProvider(announced.provider, { uuid: c.announcedId })
  if (announced.stop || !c.ctx.$user.get()?.embeddedWallet) stop()
  else announced.stop = stop
}

/** Stops the announcement and points the announced provider at nobody. */
export function withdraw(c: EmbeddedWalletContext): void {
  if (!c.announced) return
  c.announced.provider.follow(null)
  c.announced.stop?.()
  c.announced.stop = null
}

/** A message as 0x hex of its UTF-8 bytes (personal_sign's parameter). */
const utf8Hex = (message: string) =>
  `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/** Lists the wallet in `$wallets` (or takes the previous one out); signing goes through the provider. */
export function listWallet(c: EmbeddedWalletContext, wallet: EmbeddedWallet | null): void {
  if (c.listed && c.listed !== wallet?.address) {
    c.ctx.walletList.remove(c.listed)
    c.listed = null
  }
  if (!wallet) return
  c.listed = wallet.address
  c.ctx.walletList.upsert({
    address: wallet.address,
    chainId: wallet.chainId as `eip155:${number}`,
    connectedAt: c.ctx.env.clock.now(),
    walletClientType: 'privy',
    connectorType: 'embedded',
    connectorId: 'privy',
    sign: async (message) =>
      (await handOut(c)).request({
        method: 'personal_sign',
        params: [utf8Hex(message), wallet.address],
      }) as Promise<`0x${string}`>,
    switchChain: async (chainId) => {
      const id = typeof chainId === 'string' && chainId.startsWith('eip155:') ? chainId.slice(7) : chainId
      await (await handOut(c)).request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(id).toString(16)}` }],
      })
    },
    getEthereumProvider: () => handOut(c),
    disconnect: async () => {},
  })
}
