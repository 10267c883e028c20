/** Wallet login: Sign-In With Ethereum from an external wallet (the web3 group of LANDING). */
import type { WalletAccountJSON } from '../../api/wire'
import type { WalletAccount } from '../accounts'
import { defineAccount, defineLoginMethod } from '../method'

/** A wallet account, external or embedded (`walletClientType: 'privy'`). */
export const walletAccount = defineAccount<WalletAccountJSON, WalletAccount>({
  type: 'wallet',
  parse: (json) => ({
    type: 'wallet',
    address: json.address,
    chainType: json.chain_type,
    chainId: json.chain_id ?? null,
    walletClient: json.wallet_client,
    walletClientType: json.wallet_client_type,
    connectorType: json.connector_type,
    recoveryMethod: json.recovery_method ?? null,
  }),
  shortcut: 'wallet',
})

/** The wallet login method ('wallet_auth' on the server; on by default). */
export const walletMethod = defineLoginMethod({
  id: 'wallet',
  appFlag: 'wallet_auth',
  defaultOn: true,
  account: walletAccount,
  landing: (): { type: 'wallet'; group: 'web3' } => ({ type: 'wallet', group: 'web3' }),
})
