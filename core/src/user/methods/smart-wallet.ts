/** The smart wallet account: the ERC-4337 account the embedded wallet owns (not a login method). */
import type { SmartWalletAccountJSON } from '../../api/wire'
import type { SmartWalletAccount } from '../accounts'
import { defineAccount } from '../method'

export const smartWalletAccount = defineAccount<SmartWalletAccountJSON, SmartWalletAccount>({
  type: 'smart_wallet',
  parse: (json) => ({ type: 'smart_wallet', address: json.address, smartWalletType: json.smart_wallet_type }),
  shortcut: 'smartWallet',
})
