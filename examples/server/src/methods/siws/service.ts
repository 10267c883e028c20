/**
 * Sign In With Solana (the Wallet Standard's `solana:signIn` message, the SIWE text with "Solana account"). A signed
 * message is accepted only when: it is exactly the standard's text of its own fields (nothing before, after or in
 * between); its version is 1 and its chain, when named, is a Solana cluster; its domain is the host of one of the
 * app's allowed origins and, for a browser call, the host of the calling page; its uri is on that same origin; it
 * was not issued in the future (60 s of clock skew) and its not-before / expiration times hold; the ed25519
 * signature verifies with the public key its address is (so the address is the signer); and its nonce was issued
 * by this server for this address, is at most 10 minutes old and is used once. Every check but the last runs before
 * the nonce is consumed, so a refusal changes nothing.
 *
 * Plain inputs and typed errors: the routes (`routes.ts`) read the request and map a `SiwsError` to HTTP.
 */
import { base58 } from '@scure/base'
import {
  createSignInMessageText,
  parseSignInMessageText,
  verifyMessageSignature,
} from '@solana/wallet-standard-util'
import type { Deps } from '../../context'
import { nowSeconds } from '../../context'
import { randomToken } from '../../crypto'
import { httpUrl } from '../../http'
import type { AppRecord, NewAccount } from '../../storage'

/** Clock skew tolerated on a message's issued-at time, in ms (as for SIWE). */
export const SIWS_ISSUED_AT_SKEW_MS = 60_000

/** Longest message accepted, in characters. */
export const MAX_SIWS_MESSAGE_CHARS = 4096

/** The chain ids a SIWS message may name (the standard's forms); no chain id means mainnet. */
export const SIWS_CHAINS: ReadonlySet<string> = new Set([
  'mainnet',
  'devnet',
  'testnet',
  'localnet',
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
])

/** Why a SIWS request is refused: `malformed` is the caller's bad input (400), `refused` a failed proof (401). */
export class SiwsError extends Error {
  constructor(
    readonly kind: 'malformed' | 'refused',
    message: string,
  ) {
    super(message)
    this.name = 'SiwsError'
  }
}

const malformed = (message: string) => new SiwsError('malformed', message)
const refused = (message: string) => new SiwsError('refused', message)

/** The 32-byte public key a base58 Solana address is, or null. */
export function solanaPublicKey(address: string): Uint8Array | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return null
  try {
    const key = base58.decode(address)
    return key.length === 32 ? key : null
  } catch {
    return null
  }
}

/** The nonce table's address column for a Solana address: prefixed, so an EVM login can never spend it. */
const nonceOwner = (address: string) => `solana:${address}`

/** Issues a single-use nonce for `address`; throws `malformed` when it is not a Solana address. */
export async function issueSiwsNonce(
  deps: Deps,
  app: AppRecord,
  address: string,
): Promise<{ nonce: string; address: string; expiresAt: number }> {
  if (!solanaPublicKey(address)) throw malformed("Missing or invalid field 'address'")
  const nonce = randomToken(18).replace(/[^A-Za-z0-9]/g, '0')
  const expiresAt = nowSeconds(deps) + deps.config.nonceTtl
  await deps.storage.putNonce({ nonce, appId: app.id, address: nonceOwner(address), expiresAt })
  return { nonce, address, expiresAt }
}

/** What a SIWS login or link sends. */
export interface SiwsProof {
  /** The signed message, as text (SIWS messages are UTF-8). */
  message: string
  /** The 64-byte ed25519 signature, base58. */
  signature: string
  /** The origin of the calling page (the request's Origin header), when a browser called. */
  requestOrigin: string | null
  /** The wallet's name ('phantom', 'solflare', ...). */
  walletClientType: string
  connectorType: string
}

/** The address a SIWS message names, or null when it is not a SIWS message (to find a link's target). */
export function siwsAddressOf(message: unknown): string | null {
  if (typeof message !== 'string' || message.length > MAX_SIWS_MESSAGE_CHARS) return null
  const address = parseSignInMessageText(message)?.address
  return address && solanaPublicKey(address) ? address : null
}

const origin = (value: string): string | null => httpUrl(value)?.origin ?? null

/** An ISO 8601 time the message carries, in ms; throws `malformed` when it does not parse. */
function time(value: string, field: string): number {
  const ms = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(ms)) throw malformed(`Malformed SIWS ${field}`)
  return ms
}

/** Checks a signed SIWS message; returns the wallet account it proves. */
export async function verifySiws(deps: Deps, app: AppRecord, proof: SiwsProof): Promise<NewAccount> {
  const { message } = proof
  if (message.length > MAX_SIWS_MESSAGE_CHARS) throw malformed('Malformed SIWS message')
  const parsed = parseSignInMessageText(message)
  if (!parsed?.nonce || !parsed.uri || !parsed.issuedAt || parsed.version !== '1')
    throw malformed('Malformed SIWS message')
  // the exact text of its fields: a message with anything else in it is not a SIWS message
  if (createSignInMessageText(parsed) !== message) throw malformed('Malformed SIWS message')
  if (parsed.requestId !== undefined || parsed.resources !== undefined)
    throw malformed('SIWS request ids and resources are not accepted')
  const publicKey = solanaPublicKey(parsed.address)
  if (!publicKey) throw malformed('Malformed SIWS address')
  let signature: Uint8Array
  try {
    signature = base58.decode(proof.signature)
  } catch {
    throw malformed("Missing or invalid field 'signature'")
  }
  if (signature.length !== 64) throw malformed("Missing or invalid field 'signature'")
  if (parsed.chainId !== undefined && !SIWS_CHAINS.has(parsed.chainId))
    throw refused(`SIWS chain ${parsed.chainId} is not a Solana cluster`)

  // Domain and uri: an allowed origin; for a browser call, the calling page's origin.
  const allowed = new Set(app.settings.allowedOrigins.map(origin).filter((o) => o !== null))
  const hosts = new Set([...allowed].map((o) => new URL(o).host))
  if (!hosts.has(parsed.domain)) throw refused('SIWS domain is not allowed for this app')
  const callerOrigin = proof.requestOrigin === null ? null : origin(proof.requestOrigin)
  if (proof.requestOrigin !== null && (!callerOrigin || new URL(callerOrigin).host !== parsed.domain))
    throw refused('SIWS domain does not match the requesting origin')
  const uriOrigin = origin(parsed.uri)
  if (!uriOrigin || !allowed.has(uriOrigin) || new URL(uriOrigin).host !== parsed.domain)
    throw refused('SIWS uri is not on an allowed origin')
  if (callerOrigin && uriOrigin !== callerOrigin)
    throw refused('SIWS uri does not match the requesting origin')

  // Times: issued-at not in the future; not-before and expiration hold.
  const now = deps.config.now()
  if (time(parsed.issuedAt, 'issued-at') > now + SIWS_ISSUED_AT_SKEW_MS)
    throw refused('SIWS message issued in the future')
  if (parsed.expirationTime !== undefined && time(parsed.expirationTime, 'expiration time') <= now)
    throw refused('SIWS message expired or not yet valid')
  if (parsed.notBefore !== undefined && time(parsed.notBefore, 'not-before time') > now)
    throw refused('SIWS message expired or not yet valid')

  // Signature: ed25519 over the message's bytes, by the key the address is.
  const bytes = new TextEncoder().encode(message)
  let valid = false
  try {
    valid = verifyMessageSignature({ message: bytes, signedMessage: bytes, signature, publicKey })
  } catch {
    valid = false
  }
  if (!valid) throw refused('Invalid SIWS signature')

  // Nonce last, once the signature is good: single use, not expired, only by the address it was issued for.
  const nonce = await deps.storage.consumeNonce(
    app.id,
    parsed.nonce,
    nowSeconds(deps),
    nonceOwner(parsed.address),
  )
  if (!nonce) throw refused('Invalid or expired SIWS nonce')
  const cluster = parsed.chainId ?? 'mainnet'
  return {
    type: 'wallet',
    key: parsed.address,
    data: {
      address: parsed.address,
      chain_type: 'solana',
      chain_id: cluster.startsWith('solana:') ? cluster : `solana:${cluster}`,
      wallet_client_type: proof.walletClientType,
      connector_type: proof.connectorType,
    },
  }
}
