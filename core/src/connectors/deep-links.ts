/** Mobile links of the known wallets: open this page in a wallet's in-app browser, or pair by WalletConnect. */
import { buildBrowseDeepLink, buildWalletConnectDeepLink } from '../rules/wallet-list'
import { withWalletReturnParams } from '../rules/wallet-query'
import { findKnownWallet, KNOWN_WALLETS, type KnownWallet } from './known-wallets'

/**
 * The link that opens `pageUrl` in the wallet's in-app browser, with `privy_connector=injected` (and
 * `privy_wallet_client=phantom` for Phantom) so the page connects the wallet's injected provider on load; null when
 * the wallet has no such link.
 */
export function inAppBrowserLink(
  walletId: string,
  pageUrl: string,
  wallets: readonly KnownWallet[] = KNOWN_WALLETS,
): string | null {
  const wallet = findKnownWallet(walletId, wallets)
  if (!wallet?.mobile?.browse) return null
  let page: string
  try {
    page = withWalletReturnParams(pageUrl, walletId === 'phantom' ? 'phantom' : undefined)
  } catch {
    return null
  }
  return buildBrowseDeepLink(wallet.mobile.browse, page)
}

/** The link that hands a WalletConnect pairing URI to this wallet's app; null when it has no mobile link. */
export function walletConnectLink(
  walletId: string,
  pairingUri: string,
  options: { preferUniversal?: boolean } = {},
  wallets: readonly KnownWallet[] = KNOWN_WALLETS,
): string | null {
  return buildWalletConnectDeepLink(findKnownWallet(walletId, wallets)?.mobile, pairingUri, options)
}
