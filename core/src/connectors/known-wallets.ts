/**
 * The known external wallets: display name, id (the `walletClientType` a connection reports), the EIP-6963 `rdns`
 * that identifies the wallet's browser extension, and mobile links. `native` and `universal` are the app's base
 * links for a WalletConnect pairing (`{link}wc?uri=...`); `browse` opens a page in the wallet's in-app browser,
 * with `{url}` (the encoded page URL), `{hostPath}` (the URL without its scheme) and `{ref}` (the encoded origin).
 * Data only: the list screen loads it with `import()` so it stays out of the eager bundle.
 */

import type { KnownWallet } from '../rules/wallet-list'

export type { KnownWallet }

/** The known wallets, best known first. */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: ['io.metamask', 'io.metamask.mobile', 'io.metamask.flask'],
    mobile: {
      native: 'metamask://',
      universal: 'https://metamask.app.link',
      browse: 'https://metamask.app.link/dapp/{hostPath}',
    },
  },
  {
    id: 'coinbase_wallet',
    name: 'Coinbase Wallet',
    rdns: ['com.coinbase.wallet'],
    mobile: {
      native: 'cbwallet://',
      universal: 'https://go.cb-w.com',
      browse: 'https://go.cb-w.com/dapp?cb_url={url}',
    },
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: ['me.rainbow'],
    mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
  },
  {
    id: 'zerion',
    name: 'Zerion',
    rdns: ['io.zerion.wallet'],
    mobile: { native: 'zerion://', universal: 'https://wallet.zerion.io' },
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: ['app.phantom'],
    mobile: {
      native: 'phantom://',
      universal: 'https://phantom.app/ul',
      browse: 'https://phantom.app/ul/browse/{url}?ref={ref}',
    },
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: ['com.trustwallet.app'],
    mobile: {
      native: 'trust://',
      universal: 'https://link.trustwallet.com',
      browse: 'https://link.trustwallet.com/open_url?coin_id=60&url={url}',
    },
  },
  {
    id: 'okx_wallet',
    name: 'OKX Wallet',
    rdns: ['com.okex.wallet'],
    mobile: { native: 'okex://main', browse: 'okx://wallet/dapp/url?dappUrl={url}' },
  },
  {
    id: 'uniswap',
    name: 'Uniswap Wallet',
    rdns: ['org.uniswap.app'],
    mobile: { native: 'uniswap://', universal: 'https://uniswap.org/app' },
  },
  { id: 'rabby', name: 'Rabby Wallet', rdns: ['io.rabby'], mobile: { native: 'rabby://' } },
  { id: 'brave', name: 'Brave Wallet', rdns: ['com.brave.wallet'] },
  {
    id: 'ledger',
    name: 'Ledger Live',
    rdns: ['com.ledger'],
    mobile: { native: 'ledgerlive://', universal: 'https://ledger.com' },
  },
  { id: 'safe', name: 'Safe', mobile: { universal: 'https://app.safe.global' } },
  {
    id: 'argent',
    name: 'Argent',
    mobile: { native: 'argent://app/', universal: 'https://argent.link/app' },
  },
  { id: 'imtoken', name: 'imToken', rdns: ['im.token'], mobile: { native: 'imtokenv2://' } },
  {
    id: 'tokenpocket',
    name: 'TokenPocket',
    rdns: ['pro.tokenpocket'],
    mobile: { native: 'tpoutside://', universal: 'https://tokenpocket.pro' },
  },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    rdns: ['com.bitget.web3'],
    mobile: { native: 'bitkeep://', universal: 'https://bkcode.vip' },
  },
  {
    id: 'oneinch',
    name: '1inch Wallet',
    mobile: { native: 'oneinch://', universal: 'https://wallet.1inch.io' },
  },
  {
    id: 'exodus',
    name: 'Exodus',
    rdns: ['com.exodus.web3-wallet'],
    mobile: { native: 'exodus://', universal: 'https://exodus.com/m' },
  },
  {
    id: 'crypto_com',
    name: 'Crypto.com | DeFi Wallet',
    rdns: ['com.crypto.wallet'],
    mobile: { native: 'dfw://', universal: 'https://wallet.crypto.com' },
  },
  {
    id: 'safepal',
    name: 'SafePal',
    rdns: ['com.safepal'],
    mobile: { native: 'safepalwallet://', universal: 'https://link.safepal.io' },
  },
  {
    id: 'zengo',
    name: 'ZenGo Wallet',
    mobile: { native: 'zengo://get/wc', universal: 'https://get.zengo.com/' },
  },
  { id: 'omni', name: 'Omni', mobile: { native: 'omni://', universal: 'https://links.steakwallet.fi/wc' } },
  { id: 'coin98', name: 'Coin98 Wallet', rdns: ['coin98.com'], mobile: { native: 'coin98://' } },
  { id: 'mew', name: 'MEW wallet', mobile: { native: 'mewwallet://' } },
  { id: 'family', name: 'Family', mobile: { native: 'familywallet://', universal: 'https://family.co' } },
  { id: 'kraken', name: 'Kraken Wallet', mobile: { native: 'krakenwallet://' } },
  { id: 'backpack', name: 'Backpack', rdns: ['app.backpack'] },
  { id: 'taho', name: 'Taho', rdns: ['xyz.taho'] },
  { id: 'enkrypt', name: 'Enkrypt', rdns: ['com.enkrypt'] },
  { id: 'frame', name: 'Frame', rdns: ['sh.frame'] },
  { id: 'core', name: 'Core', rdns: ['app.core.extension'] },
  { id: 'xdefi', name: 'XDEFI Wallet', rdns: ['io.xdefi'], mobile: { native: 'xdefi://' } },
  {
    id: 'binance',
    name: 'Binance Wallet',
    rdns: ['com.binance.wallet'],
    mobile: { native: 'bnc://app.binance.com/cedefi/', universal: 'https://app.binance.com/cedefi' },
  },
  {
    id: 'ronin',
    name: 'Ronin Wallet',
    rdns: ['com.roninchain.wallet'],
    mobile: { native: 'roninwallet://', universal: 'https://wallet.roninchain.com' },
  },
  {
    id: 'onekey',
    name: 'OneKey',
    rdns: ['so.onekey.app.wallet'],
    mobile: { native: 'onekey-wallet://', universal: 'https://app.onekey.so/wc/connect' },
  },
  {
    id: 'robinhood',
    name: 'Robinhood Wallet',
    rdns: ['com.robinhood.wallet'],
    mobile: { native: 'robinhood-wallet://', universal: 'https://robinhood.com/web3-wallet' },
  },
  {
    id: 'ambire',
    name: 'Ambire Wallet',
    rdns: ['com.ambire'],
    mobile: { native: 'ambire://', universal: 'https://mobile.ambire.com' },
  },
  { id: 'gate', name: 'Gate Wallet', rdns: ['io.gate.wallet'], mobile: { native: 'gtweb3wallet://' } },
  { id: 'magic_eden', name: 'Magic Eden', rdns: ['io.magiceden.wallet'], mobile: { native: 'magiceden://' } },
  {
    id: 'tangem',
    name: 'Tangem',
    mobile: { native: 'tangem://', universal: 'https://app.tangem.com' },
  },
  {
    id: 'blockchain_com',
    name: 'Blockchain.com',
    mobile: { native: 'blockchain-wallet://', universal: 'https://login.blockchain.com/deeplink/' },
  },
  { id: 'math', name: 'MathWallet', rdns: ['com.mathwallet'], mobile: { native: 'mathwallet://' } },
  { id: 'subwallet', name: 'SubWallet', rdns: ['app.subwallet'], mobile: { native: 'subwallet://' } },
  {
    id: 'alphawallet',
    name: 'AlphaWallet',
    mobile: { native: 'awallet://', universal: 'https://aw.app' },
  },
  { id: 'frontier', name: 'Frontier', rdns: ['xyz.frontier.wallet'], mobile: { native: 'frontier://' } },
  { id: 'atomic', name: 'Atomic Wallet', mobile: { native: 'atomicwallet://' } },
  { id: 'valora', name: 'Valora', mobile: { native: 'celo://wallet', universal: 'https://valoraapp.com' } },
  { id: 'status', name: 'Status', mobile: { native: 'status-app://' } },
  { id: 'bitpie', name: 'Bitpie', mobile: { native: 'bitpie://' } },
  { id: 'talisman', name: 'Talisman', rdns: ['xyz.talisman'] },
]

/** The known wallet with this id, if any. */
export function findKnownWallet(
  id: string,
  wallets: readonly KnownWallet[] = KNOWN_WALLETS,
): KnownWallet | undefined {
  return wallets.find((w) => w.id === id)
}

/** The known wallet whose extension announces this EIP-6963 `rdns`, if any. */
export function findKnownWalletByRdns(
  rdns: string,
  wallets: readonly KnownWallet[] = KNOWN_WALLETS,
): KnownWallet | undefined {
  return wallets.find((w) => w.rdns?.includes(rdns))
}
