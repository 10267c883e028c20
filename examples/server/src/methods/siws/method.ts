/** Sign In With Solana: `wallet` accounts (chain type `solana`), on by the app's wallet login (`wallet_auth`). */
import { walletAccountJSON } from '../../domain/accounts'
import type { ServerMethod } from '../method'

export const siwsMethod = {
  id: 'siws',
  accounts: { wallet: walletAccountJSON },
  appConfig: (s) => ({ wallet_auth: s.walletAuth }),
} as const satisfies ServerMethod
