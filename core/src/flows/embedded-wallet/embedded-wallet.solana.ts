/**
 * The embedded Solana account: `createWallet({ chainType: 'solana' })`. The frame derives `m/44'/501'/i'/0'` from
 * the wallet's HD seed and registers it with the server (signed by the wallet key); the user's wallet is created
 * first when there is none, and loaded on this device (recovering when needed) as for the Ethereum provider.
 */
import { LatchError } from '../../errors'
import { getProvider } from './embedded-wallet.connect'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { createWallet, creationError } from './embedded-wallet.create'
import { accessToken, proxyOf, t } from './embedded-wallet.runtime'
import type { CreateSolanaWalletParameters, EmbeddedSolanaWallet } from './embedded-wallet.types'

/** Highest account index (BIP-32 hardened indexes stop at 2^31 - 1). */
const MAX_WALLET_INDEX = 0x7fffffff

/** Creates (or finds) the Solana account `walletIndex` of the user's embedded wallet. */
export async function createSolanaWallet(
  c: EmbeddedWalletContext,
  parameters: CreateSolanaWalletParameters,
): Promise<EmbeddedSolanaWallet> {
  const walletIndex = parameters.walletIndex ?? 0
  if (!Number.isSafeInteger(walletIndex) || walletIndex < 0 || walletIndex > MAX_WALLET_INDEX) {
    throw new LatchError('invalid_input', t(c, 'embedded.invalidWalletIndex'))
  }
  if (!c.ctx.$user.get()?.embeddedWallet) {
    const { recoveryPassword } = parameters
    await createWallet(c, recoveryPassword === undefined ? {} : { recoveryPassword }, 'api')
  }
  // loaded on this device: the frame needs the seed (a new device recovers it first)
  await getProvider(c)
  const wallet = c.$wallet.get()
  if (!wallet) throw new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError'))
  const token = await accessToken(c, 'embedded.mustBeAuthenticated')
  let address: string
  try {
    const reply = await proxyOf(c).rpc({
      accessToken: token,
      address: wallet.address,
      request: { method: 'solana_addAccount', params: [walletIndex] },
    })
    address = reply.result
  } catch (error) {
    // the index is checked above: the frame's only other refusal of the request is a wallet without a seed
    const { type, code } = error as { type?: unknown; code?: unknown }
    if (type === 'invalid_request_arguments' || code === 'invalid_request_arguments') {
      throw new LatchError('embedded_wallet_no_seed', t(c, 'embedded.noSeed'), { cause: error })
    }
    throw creationError(c, error)
  }
  try {
    await c.ctx.session.refreshUser()
  } catch {
    // The account exists; the user object catches up on the next refresh.
  }
  void c.ctx.analytics.track('embedded_wallet_created', { walletAddress: address })
  return { address, chainType: 'solana', walletClientType: 'latch', connectorType: 'embedded', walletIndex }
}
