/**
 * Wallet list rules: names without emoji, the order of the wallet list (browser wallets, then named wallets, then
 * WalletConnect, as the host's `appearance.supportedWallets` allows), and mobile deep links. Pure.
 */
import type { SupportedWalletName } from '../config/types'

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200D|\uFE0F|\u20E3/gu

/** The name without emoji (pictographs, flags, skin tones, joiners), spaces collapsed; '' stays ''. */
export function stripEmoji(name: string): string {
  return name.replace(EMOJI, '').replace(/\s+/g, ' ').trim()
}

/**
 * One known external wallet (the connector layer's `KNOWN_WALLETS` holds the data): its id, display name, the
 * EIP-6963 `rdns` of its browser extension and its mobile links.
 */
export interface KnownWallet {
  /** Stable id, also the `walletClientType` of a connection to it. */
  id: string
  /** Display name as the wallet spells it (emoji are stripped before display). */
  name: string
  /** EIP-6963 reverse-DNS ids of the wallet's providers. */
  rdns?: readonly string[]
  /** Mobile links. */
  mobile?: {
    /** App scheme, e.g. 'metamask://'. */
    native?: string
    /** https link that opens the app or its store page. */
    universal?: string
    /** Template to open a page in the wallet's in-app browser. */
    browse?: string
  }
}

/** A browser wallet found by EIP-6963 (or the injected `window.ethereum` fallback), as the list shows it. */
export interface BrowserWalletInfo {
  /** EIP-6963 uuid, or 'injected' for the fallback. */
  id: string
  name: string
  /** data: URI of the icon, if announced. */
  icon?: string | undefined
  rdns?: string | undefined
}

/** One row of the wallet list. */
export type WalletOption =
  | {
      kind: 'browser'
      id: string
      name: string
      icon: string | undefined
      /** The known wallet it is, by rdns, else undefined. */
      knownId: string | undefined
      wallet: BrowserWalletInfo
    }
  | {
      kind: 'named'
      id: Exclude<SupportedWalletName, 'browser_wallets' | 'wallet_connect' | 'solana_wallets'>
      name: string
      /** This wallet's browser extension when it is installed: connecting uses it rather than a mobile link. */
      installed: BrowserWalletInfo | undefined
      known: KnownWallet | undefined
    }
  | { kind: 'wallet_connect'; id: 'wallet_connect'; name: string }
  /** A Solana wallet of the Wallet Standard (signs in with SIWS); `id` is 'solana:' and its name. */
  | { kind: 'solana'; id: `solana:${string}`; name: string; icon: string | undefined }

/** A Solana wallet found through the Wallet Standard, as the list shows it. */
export interface SolanaWalletInfo {
  name: string
  /** data: URI of the icon. */
  icon?: string | undefined
}

/** Parameters of `orderWalletOptions`. */
export interface OrderWalletOptionsParameters {
  /** The host's resolved `appearance.supportedWallets` (known names, no duplicates). */
  supportedWallets: readonly SupportedWalletName[]
  /** Browser wallets in discovery order. */
  browserWallets: readonly BrowserWalletInfo[]
  /** The known wallets data. */
  knownWallets: readonly KnownWallet[]
  /**
   * Whether WalletConnect can be used (the host passed its loader). Without it the WalletConnect row is left out,
   * and so are the named wallets that would pair through it (not installed here; Phantom opens its own app).
   * @default true
   */
  walletConnect?: boolean
  /** Solana wallets found through the Wallet Standard, listed after the browser wallets when 'solana_wallets' is supported. */
  solanaWallets?: readonly SolanaWalletInfo[]
}

/**
 * The wallet list: browser wallets first (only when 'browser_wallets' is supported; in discovery order), then the
 * Solana wallets (only when 'solana_wallets' is supported), then the named wallets in the host's order, then WalletConnect (when supported and available). A named wallet whose
 * extension is already listed as a browser wallet is not repeated.
 */
export function orderWalletOptions({
  supportedWallets,
  browserWallets,
  knownWallets,
  walletConnect = true,
  solanaWallets = [],
}: OrderWalletOptionsParameters): WalletOption[] {
  const knownByRdns = (rdns: string | undefined) =>
    rdns === undefined ? undefined : knownWallets.find((k) => k.rdns?.includes(rdns))
  const out: WalletOption[] = []
  const showBrowser = supportedWallets.includes('browser_wallets')
  if (showBrowser) {
    for (const wallet of browserWallets) {
      out.push({
        kind: 'browser',
        id: wallet.id,
        name: stripEmoji(wallet.name) || 'Browser wallet',
        icon: wallet.icon,
        knownId: knownByRdns(wallet.rdns)?.id,
        wallet,
      })
    }
  }
  if (supportedWallets.includes('solana_wallets')) {
    // Phantom, Backpack and others are both an EVM and a Solana wallet: the second row of a name says which it is
    const evmNames = new Set(out.map((o) => o.name))
    for (const wallet of solanaWallets) {
      const name = stripEmoji(wallet.name) || 'Solana wallet'
      const shown = evmNames.has(name) ? `${name} (Solana)` : name
      out.push({ kind: 'solana', id: `solana:${name}`, name: shown, icon: wallet.icon })
    }
  }
  for (const name of supportedWallets) {
    if (name === 'browser_wallets' || name === 'wallet_connect' || name === 'solana_wallets') continue
    const known = knownWallets.find((k) => k.id === name)
    const installed = browserWallets.find((w) => w.rdns !== undefined && known?.rdns?.includes(w.rdns))
    if (installed && showBrowser) continue
    if (!installed && !walletConnect && name !== 'phantom') continue
    out.push({ kind: 'named', id: name, name: stripEmoji(known?.name ?? name), installed, known })
  }
  if (walletConnect && supportedWallets.includes('wallet_connect'))
    out.push({ kind: 'wallet_connect', id: 'wallet_connect', name: 'WalletConnect' })
  return out
}

/**
 * The mobile link that hands a WalletConnect pairing URI to a wallet app: `{universal}/wc?uri=...` when a universal
 * link exists and `preferUniversal` (the default: it falls back to the app store when the app is missing), else
 * `{native}wc?uri=...`; null when the wallet has neither.
 */
export function buildWalletConnectDeepLink(
  links: KnownWallet['mobile'],
  pairingUri: string,
  { preferUniversal = true }: { preferUniversal?: boolean } = {},
): string | null {
  const encoded = encodeURIComponent(pairingUri)
  const universal = links?.universal
  const native = links?.native
  if (universal && (preferUniversal || !native)) {
    return `${universal.endsWith('/') ? universal : `${universal}/`}wc?uri=${encoded}`
  }
  if (native) {
    let base = native
    if (!base.includes('://')) base = `${base.replace(/[/:]/g, '')}://`
    if (!base.endsWith('/')) base = `${base}/`
    return `${base}wc?uri=${encoded}`
  }
  return null
}

/**
 * The link that opens `pageUrl` in a wallet's in-app browser, from its `browse` template: `{url}` is the encoded
 * URL, `{hostPath}` the URL without its scheme, `{ref}` the encoded origin. Null without a template or for a
 * non-http(s) page URL.
 */
export function buildBrowseDeepLink(template: string | undefined, pageUrl: string): string | null {
  if (!template) return null
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const href = url.toString()
  return template
    .replace('{url}', encodeURIComponent(href))
    .replace('{hostPath}', href.replace(/^https?:\/\//, ''))
    .replace('{ref}', encodeURIComponent(url.origin))
}
