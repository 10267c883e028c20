/**
 * Query parameters of a return from a mobile wallet's in-app browser: `privy_token`, `privy_connector` (only value
 * 'injected') and `privy_wallet_client` (only value 'phantom'). Read on load, then removed from the address. Pure.
 */
import { WALLET_QUERY_PARAMS } from '../constants'

/** What the address said, and the address without the three parameters. */
export interface WalletReturnParams {
  token: string | null
  /** 'injected' when the page was opened to connect the wallet's injected provider, else null. */
  connector: 'injected' | null
  /** 'phantom' when the page was opened by Phantom's universal link, else null. */
  walletClient: 'phantom' | null
  /** The same URL without the three parameters; other parameters keep their text and place; the hash stays. */
  cleanedUrl: string
}

/** Removes the named query parameters; every other parameter keeps its exact text and place, the hash stays. */
export function stripQueryParams(href: string, names: readonly string[]): string {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return href
  const drop = new Set(names)
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((part) => part !== '' && !drop.has(decodeName(part.split('=')[0] ?? '')))
  return `${beforeHash.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

/** The wallet return parameters of an absolute URL, or null when none of the three is present or it does not parse. */
export function parseWalletReturnParams(href: string): WalletReturnParams | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const names = Object.values(WALLET_QUERY_PARAMS)
  if (!names.some((name) => url.searchParams.has(name))) return null
  const token = url.searchParams.get(WALLET_QUERY_PARAMS.token)
  return {
    token: token === '' ? null : token,
    connector: url.searchParams.get(WALLET_QUERY_PARAMS.connector) === 'injected' ? 'injected' : null,
    walletClient: url.searchParams.get(WALLET_QUERY_PARAMS.walletClient) === 'phantom' ? 'phantom' : null,
    cleanedUrl: stripQueryParams(href, names),
  }
}

/**
 * The page URL a wallet's in-app browser should open so the page connects its injected provider on load:
 * `privy_connector=injected`, plus `privy_wallet_client` when given. Existing parameters and the hash stay.
 */
export function withWalletReturnParams(pageUrl: string, walletClient?: 'phantom'): string {
  const url = new URL(stripQueryParams(pageUrl, Object.values(WALLET_QUERY_PARAMS)))
  url.searchParams.append(WALLET_QUERY_PARAMS.connector, 'injected')
  if (walletClient) url.searchParams.append(WALLET_QUERY_PARAMS.walletClient, walletClient)
  return url.toString()
}
