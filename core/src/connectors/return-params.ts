/** Reads the wallet return parameters from the address bar on load and removes them from it. */
import type { LatchEnv } from '../env'
import { parseWalletReturnParams, type WalletReturnParams } from '../rules/wallet-query'

/**
 * The `privy_token` / `privy_connector` / `privy_wallet_client` parameters of the current address, or null; when
 * any is present the address is replaced (no navigation) by the same URL without them.
 */
export function consumeWalletReturnParams(
  env: Pick<LatchEnv, 'location'>,
): Omit<WalletReturnParams, 'cleanedUrl'> | null {
  const location = env.location
  if (!location) return null
  const found = parseWalletReturnParams(location.href())
  if (!found) return null
  location.replace(found.cleanedUrl)
  return { token: found.token, connector: found.connector, walletClient: found.walletClient }
}
