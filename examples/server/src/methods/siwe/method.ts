/** Sign-In With Ethereum: `wallet` accounts, on by the app's wallet login (`wallet_auth`, shared with SIWS). */
import { walletAccountJSON } from '../../domain/accounts'
import type { ServerMethod } from '../method'

export const siweMethod = {
  id: 'siwe',
  accounts: { wallet: walletAccountJSON },
  appConfig: (s) => ({ wallet_auth: s.walletAuth }),
} as const satisfies ServerMethod
