/**
 * The wallet on this page while someone is signed in: listed in `$wallets`, its provider announced by EIP-6963;
 * ended at once on sign-out or another user's sign-in (provider, frame memory, announcement, any screen step). Also
 * the modal closing, and the failure screen's 'Log in again'.
 */
// Static: this file already loads lazily (the flow's impl chunk, which holds the provider anyway), and an import()
// of its own made each of these modules a chunk of its own (with the provider events they share, another one).
import { createAnnouncedProvider } from '../../embedded-wallet/announced'
import { announceEmbeddedWalletProvider, type EmbeddedWalletProvider } from '../../embedded-wallet/provider'
import { LatchError } from '../../errors'
import { handOut } from './embedded-wallet.connect'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { clearTimers, closeExport, finish, t } from './embedded-wallet.runtime'
import type { EmbeddedWallet } from './embedded-wallet.types'

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
  closeExport(c)
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
  c.announced ??= {
    provider: createAnnouncedProvider({
      connect: handOut,
      defaultChainId: () => c.ctx.$config.get().defaultChain.id,
    }),
    stop: null,
  }
  const announced = c.announced
  if (c.handedOut) announced.provider.follow(c.handedOut.provider)
  if (announced.stop) return
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
