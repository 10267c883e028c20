/**
 * Sign-In With Ethereum (EIP-4361): the message is built by viem from the server's nonce, for the page's host and
 * origin, with a statement saying that signing is not a transaction and costs no fee; the wallet signs it; the
 * signed message goes to `siwe/authenticate` (login) or `siwe/link`: the wallet flow sends it
 * (`flows/wallets/wallets.siwe.ts`), this layer only builds and signs.
 */
import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { parseSiweInitResponseJSON } from '../api/shapes.lazy'
import type { Api } from '../api/types'
import type { LatchEnv } from '../env'
import { LatchError } from '../errors'
import type { Messages } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { SIWE_AUTHENTICATE, SIWE_INIT, SIWE_LINK, SIWE_UNLINK } from '../protocol/endpoints'
import type { ConnectedWallet } from './types'

/** The API paths of SIWE. */
export const SIWE_PATHS = {
  init: SIWE_INIT.path,
  login: SIWE_AUTHENTICATE.path,
  link: SIWE_LINK.path,
  unlink: SIWE_UNLINK.path,
} as const

/** Parameters of `buildSiweMessage`. */
export interface BuildSiweMessageParameters {
  address: Address
  chainId: number
  nonce: string
  /** The page's host (RFC 3986 authority), e.g. 'app.example.com' or '127.0.0.1:5173'. */
  domain: string
  /** The page's origin, e.g. 'https://app.example.com'. */
  uri: string
  issuedAt: Date
  expirationTime?: Date
  /** @default the catalogue's 'siwe.statement' */
  statement?: string
}

/** The EIP-4361 message text (viem's `createSiweMessage`, version 1). */
export function buildSiweMessage(
  parameters: BuildSiweMessageParameters,
  messages?: Partial<Messages>,
): string {
  return createSiweMessage({
    address: parameters.address,
    chainId: parameters.chainId,
    domain: parameters.domain,
    nonce: parameters.nonce,
    uri: parameters.uri,
    version: '1',
    issuedAt: parameters.issuedAt,
    statement: parameters.statement ?? formatWalletMessage(messages, 'siwe.statement'),
    ...(parameters.expirationTime ? { expirationTime: parameters.expirationTime } : {}),
  })
}

/** The page's host and origin for the message, from an absolute http(s) URL; null for anything else. */
export function siweOriginOf(href: string): { domain: string; uri: string } | null {
  try {
    const url = new URL(href)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { domain: url.host, uri: url.origin }
  } catch {
    return null
  }
}

/** POST /api/v1/siwe/init: a single-use nonce for this address. */
export async function requestSiweNonce(api: Api, address: Address): Promise<string> {
  const { nonce } = await api.request({
    method: 'POST',
    path: SIWE_PATHS.init,
    body: { address },
    auth: 'public',
    parse: parseSiweInitResponseJSON,
  })
  return nonce
}

/** The body of `siwe/authenticate` and `siwe/link`. */
export interface SiweCredentials {
  message: string
  signature: Hex
  chainId: `eip155:${number}`
  walletClientType: string
  connectorType: string
}

/** What `signInWithEthereum` needs from the client. */
export interface SiweDeps {
  api: Api
  env: Pick<LatchEnv, 'clock' | 'location'>
  messages?: Partial<Messages>
}

/**
 * Gets a nonce for the wallet's address, builds the message for the current page and has the wallet sign it.
 * Wallet failures come out as mapped `WalletError`s (e.g. 'Signature rejected').
 */
export async function createSiweCredentials(
  deps: SiweDeps,
  wallet: Pick<ConnectedWallet, 'address' | 'chainId' | 'walletClientType' | 'connectorType' | 'sign'>,
): Promise<SiweCredentials> {
  const origin = deps.env.location ? siweOriginOf(deps.env.location.href()) : null
  if (!origin)
    throw new LatchError('invalid_config', formatWalletMessage(deps.messages, 'siwe.noPageAddress'))
  const nonce = await requestSiweNonce(deps.api, wallet.address)
  const message = buildSiweMessage(
    {
      address: wallet.address,
      chainId: Number(wallet.chainId.slice('eip155:'.length)),
      nonce,
      ...origin,
      issuedAt: new Date(deps.env.clock.now()),
    },
    deps.messages,
  )
  const signature = await wallet.sign(message)
  return {
    message,
    signature,
    chainId: wallet.chainId,
    walletClientType: wallet.walletClientType,
    connectorType: wallet.connectorType,
  }
}
