/**
 * Connecting the wallet on this device and handing out its provider: automatic recovery happens in the frame, a
 * recovery password is asked for on the recovery screen; the provider handed out asks the person before signing
 * (the signing service's wrappers), and is the default signer of signatures and transactions.
 */

import { REQUEST_WAIT_MS } from '../../constants'
import { connectEmbeddedWallet, recoverEmbeddedWalletWithPassword } from '../../embedded-wallet/connect'
import {
  type ChainRpcClient,
  createEmbeddedWalletProvider,
  type EmbeddedWalletProvider,
} from '../../embedded-wallet/provider'
import { isLatchError, LatchError } from '../../errors'
import type { WalletSigner } from '../../services/signing/signing.types'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { runPasskeyView } from './embedded-wallet.passkey-view'
import { accessToken, finish, later, proxyOf, t } from './embedded-wallet.runtime'
import type { ConnectTarget, EmbeddedWallet } from './embedded-wallet.types'

/**
 * A connection's failure as the host gets it. Registering this device for an automatic-recovery wallet needs a grant
 * for its key: the server refuses with `step_up_required` or `missing_or_invalid_mfa` naming it, and the step-up
 * service's guard around the frame call (./embedded-wallet.runtime.ts) asks the person and registers again, so
 * those never reach here unless the person gave up. Only an older server's `fresh_login_required` (a primary login
 * within 10 minutes) becomes a `LatchError` with that code and the catalogue's text, so the screen offers a new login.
 */
function connectError(c: EmbeddedWalletContext, error: unknown): LatchError {
  if (!isLatchError(error)) return new LatchError('unknown_embedded_wallet_error', String(error))
  if (error.code !== 'fresh_login_required') return error
  return new LatchError('fresh_login_required', t(c, 'embedded.freshLoginDetail'), { cause: error })
}

/**
 * Connects the wallet on this device for `target`: automatic recovery silently, the password on the recovery screen,
 * the passkey in the passkey view.
 */
export async function connect(c: EmbeddedWalletContext, target: ConnectTarget): Promise<EmbeddedWallet> {
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
        const entry = { resolve, reject, answered: false }
        c.recovery = entry
        c.$state.set({ step: 'recovery', target, submitting: false, error: null })
        // bounded like every pending request: no password tried within REQUEST_WAIT_MS (no UI shows the recovery
        // step) ends the wait with `request_timeout`
        later(c, REQUEST_WAIT_MS, () => {
          if (c.recovery !== entry || entry.answered) return
          c.recovery = null
          finish(c)
          reject(
            new LatchError('request_timeout', c.ctx.messages['error.requestTimeout'], { retryable: true }),
          )
        })
      })
    }
    // passkey recovery: the passkey view, where the person uses their synced passkey
    if (result.status === 'needs-passkey') await runPasskeyView(c, 'recover', wallet, target)
  } catch (error) {
    const e = connectError(c, error)
    if (e.code === 'fresh_login_required') {
      // An older server adds a device to the wallet only right after a login: the screen offers a new login.
      c.$state.set({
        step: 'error',
        phase: 'connect',
        error: e,
        title: t(c, 'embedded.freshLoginTitle'),
        message: e.message,
        action: 'login-again',
      })
    } else if (e.code !== 'request_canceled' && e.code !== 'request_timeout') {
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
    ...(c.ctx.debug?.enabled
      ? {
          onRequest: (r) => c.ctx.debug?.record({ kind: 'provider', ...r }),
          now: () => env.clock.now(),
        }
      : {}),
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
  if (step === 'connecting' || step === 'recovery' || step === 'passkey')
    c.$state.set({ step: 'ready', wallet })
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
  // a UI answers: the wait is no longer bounded
  if (c.recovery) c.recovery.answered = true
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
