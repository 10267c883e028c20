/**
 * The typed errors of a signature, shared by the sign and send-transaction flows (both load this with their
 * implementation): no wallet to sign with, and a provider's failure while signing.
 */
import { isLatchError, LatchError } from '../errors'
import { formatMessage, type MessageKey } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { toWalletError } from './wallet-errors'

type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** EIP-1193 4100: the provider has no valid session. */
const PROVIDER_UNAUTHORIZED = 4100

/** A wallet is needed: 'A wallet must be connected before signing' (code 'wallet_not_connected'). */
export function notConnected(catalogue?: Catalogue): LatchError {
  return new LatchError('wallet_not_connected', formatWalletMessage(catalogue, 'walletError.notConnected'))
}

/**
 * A provider failure as a typed error: 4100 (no valid session) is 'must_be_authenticated'; the rest goes through
 * the wallet error table as a signing failure (a rejection reads 'Signature rejected').
 */
export function toSignError(error: unknown, catalogue?: Catalogue): LatchError {
  if (isLatchError(error) && error.name !== 'WalletError' && !('rpcCode' in error)) return error
  if ((error as { code?: unknown } | null)?.code === PROVIDER_UNAUTHORIZED) {
    return new LatchError('must_be_authenticated', formatMessage(catalogue, 'error.mustBeAuthenticated'), {
      cause: error,
    })
  }
  return toWalletError(error, 'sign', catalogue)
}
