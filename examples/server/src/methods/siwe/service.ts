/**
 * Sign-In With Ethereum (EIP-4361) without HTTP. A signed message is accepted only when: its chain id is given in the
 * body, equals the message's and is one of the app's chains; its domain is the host of one of the app's allowed
 * origins and, for a browser call, the host of the request's Origin; its uri (and scheme, when present) is on that
 * same allowed origin; it was not issued in the future (60 s of clock skew allowed) and its not-before / expiration
 * times hold; the signature proves the address; and its nonce was issued by this server for this address, is at most
 * 10 minutes old and is used once. Every check but the last runs before the nonce is consumed, so a refusal changes
 * nothing. Where the app has an RPC url for the chain, the signature is checked by viem's `verifySiweMessage`
 * through a public client, so smart-contract wallets (ERC-1271, and ERC-6492 for undeployed ones) sign in too;
 * without one, only EOA signatures are recovered locally.
 *
 * Plain inputs and typed errors: the routes (`routes.ts`) read the request and map a `SiweError` to HTTP.
 */
import { createPublicClient, getAddress, http, type PublicClient, verifyMessage } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { randomToken } from '../../crypto'
import { siweStatementLayoutValid } from '../../domain/siwe-text'
import { httpUrl } from '../../http'
import type { AppRecord, NewAccount, Storage } from '../../storage'

/** A chain an app accepts SIWE messages for; with an RPC url, contract-wallet signatures are checked on it. */
export interface SiweChain {
  id: number
  rpcUrl?: string | null
}

/**
 * The app's SIWE chains when its settings name none (`settings.chains`): Ethereum, Optimism, Polygon, Base,
 * Arbitrum One, Sepolia, Base Sepolia and the local development chain 31337, without RPC urls.
 */
export const DEFAULT_SIWE_CHAINS: readonly SiweChain[] = [
  1, 10, 137, 8453, 42161, 11155111, 84532, 31337,
].map((id) => ({ id }))

/** Clock skew tolerated on a message's issued-at time, in ms. */
export const SIWE_ISSUED_AT_SKEW_MS = 60_000

/** Largest signature accepted, in hex characters (ERC-6492 wraps the factory call around the signature). */
export const MAX_SIGNATURE_CHARS = 16_384

/** Why a SIWE request is refused: `malformed` is the caller's bad input (400), `refused` a failed proof (401). */
export class SiweError extends Error {
  constructor(
    readonly kind: 'malformed' | 'refused',
    message: string,
  ) {
    super(message)
    this.name = 'SiweError'
  }
}

const refused = (message: string) => new SiweError('refused', message)

/** The chains of an app: `settings.chains` when it is a well-formed list, else the defaults. */
export function appSiweChains(app: AppRecord): readonly SiweChain[] {
  const chains = (app.settings as { chains?: unknown }).chains
  if (!Array.isArray(chains)) return DEFAULT_SIWE_CHAINS
  return chains.filter(
    (c): c is SiweChain =>
      typeof c === 'object' &&
      c !== null &&
      Number.isSafeInteger((c as SiweChain).id) &&
      (c as SiweChain).id > 0 &&
      ((c as SiweChain).rpcUrl === undefined ||
        (c as SiweChain).rpcUrl === null ||
        typeof (c as SiweChain).rpcUrl === 'string'),
  )
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
const httpOrigin = (value: string): string | null => httpUrl(value)?.origin ?? null

/** A parsed message with every field a login needs. */
export type SiweMessage = ReturnType<typeof parseSiweMessage> & {
  address: `0x${string}`
  domain: string
  nonce: string
  chainId: number
  uri: string
  issuedAt: Date
}

/** Parses an EIP-4361 message; `malformed` when it is not one or lacks a field a login needs. */
export function parseSiwe(message: string): SiweMessage {
  let parsed: ReturnType<typeof parseSiweMessage>
  try {
    parsed = parseSiweMessage(message)
  } catch {
    throw new SiweError('malformed', 'Malformed SIWE message')
  }
  if (
    !parsed.address ||
    !parsed.domain ||
    !parsed.nonce ||
    !parsed.chainId ||
    !parsed.uri ||
    !parsed.issuedAt ||
    parsed.version !== '1' ||
    !siweStatementLayoutValid(message)
  ) {
    throw new SiweError('malformed', 'Malformed SIWE message')
  }
  return parsed as SiweMessage
}

/** The wallet a message names (lower case), or null when it is not a message: what a link asks a grant for. */
export function siweAddressOf(message: unknown): string | null {
  try {
    const address = typeof message === 'string' ? parseSiweMessage(message).address : undefined
    return address ? address.toLowerCase() : null
  } catch {
    return null
  }
}

/** Issues a single-use nonce for `address` (checksummed), kept `ttlSeconds`. */
export async function issueSiweNonce(
  storage: Storage,
  app: AppRecord,
  address: `0x${string}`,
  now: number,
  ttlSeconds: number,
): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = randomToken(18).replace(/[^A-Za-z0-9]/g, '0')
  const expiresAt = now + ttlSeconds
  await storage.putNonce({ nonce, appId: app.id, address: address.toLowerCase(), expiresAt })
  return { nonce, expiresAt }
}

/** A signed message to check, with what the wallet said about itself. */
export interface SiweInput {
  message: string
  parsed: SiweMessage
  signature: `0x${string}`
  /** The chain id the body names (it must be the message's). */
  chainId: number
  /** The request's Origin header (null for a server-to-server call). */
  requestOrigin: string | null
  walletClientType: string
  connectorType: string
}

export interface SiweVerifier {
  /** Checks a signed message and spends its nonce; returns the wallet account it proves. */
  verify(app: AppRecord, input: SiweInput): Promise<NewAccount>
}

/** A verifier with its own cache of public clients (one per RPC url). */
export function createSiweVerifier(o: {
  storage: Storage
  /** Milliseconds, the server's clock. */
  now: () => number
  log: (line: string) => void
}): SiweVerifier {
  const clients = new Map<string, PublicClient>()
  const clientFor = (rpcUrl: string): PublicClient => {
    let client = clients.get(rpcUrl)
    if (!client) {
      client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
      clients.set(rpcUrl, client)
    }
    return client
  }

  return {
    async verify(
      app,
      { message, parsed, signature, chainId, requestOrigin, walletClientType, connectorType },
    ) {
      // Chain: the body's, the message's and one of the app's.
      if (chainId !== parsed.chainId) throw refused('SIWE chain id mismatch')
      const chain = appSiweChains(app).find((x) => x.id === parsed.chainId)
      if (!chain) throw refused(`SIWE chain ${parsed.chainId} is not supported by this app`)

      // Domain, scheme and uri: an allowed origin; for a browser call, the calling page's origin.
      const allowed = new Set(app.settings.allowedOrigins.map((x) => httpOrigin(x)).filter((x) => x !== null))
      const hosts = new Set([...allowed].map((x) => new URL(x).host))
      if (!hosts.has(parsed.domain)) throw refused('SIWE domain is not allowed for this app')
      const callerOrigin = requestOrigin ? httpOrigin(requestOrigin) : null
      if (requestOrigin && (!callerOrigin || new URL(callerOrigin).host !== parsed.domain))
        throw refused('SIWE domain does not match the requesting origin')
      if (parsed.scheme !== undefined && !allowed.has(`${parsed.scheme}://${parsed.domain}`))
        throw refused('SIWE scheme is not allowed for this app')
      const uriOrigin = httpOrigin(parsed.uri)
      if (!uriOrigin || !allowed.has(uriOrigin) || new URL(uriOrigin).host !== parsed.domain)
        throw refused('SIWE uri is not on an allowed origin')
      if (callerOrigin && uriOrigin !== callerOrigin)
        throw refused('SIWE uri does not match the requesting origin')

      // Times: issued-at not in the future; not-before and expiration hold.
      const now = o.now()
      if (parsed.issuedAt.getTime() > now + SIWE_ISSUED_AT_SKEW_MS)
        throw refused('SIWE message issued in the future')
      if (!validateSiweMessage({ message: parsed, time: new Date(now) })) {
        throw refused('SIWE message expired or not yet valid')
      }

      // Signature: on chain where the app has an RPC url (contract wallets), else recovered locally (EOA). When the
      // RPC cannot be reached, an EOA signature is still recovered locally; a contract wallet's cannot be checked.
      const recoverLocally = async () => {
        try {
          return await verifyMessage({ address: parsed.address, message, signature })
        } catch {
          return false
        }
      }
      let valid = false
      if (chain.rpcUrl) {
        try {
          valid = await verifySiweMessage(clientFor(chain.rpcUrl), {
            message,
            signature,
            address: parsed.address,
            domain: parsed.domain,
            nonce: parsed.nonce,
            time: new Date(now),
          })
        } catch (error) {
          o.log(`siwe: on-chain verification failed on chain ${chain.id}: ${(error as Error).name}`)
          valid = await recoverLocally()
        }
      } else {
        valid = await recoverLocally()
      }
      if (!valid) throw refused('Invalid SIWE signature')

      // Nonce last, once the signature is good: single use, not expired, and consumed only by the address it was
      // issued for (a message with someone else's nonce cannot burn it).
      const nonce = await o.storage.consumeNonce(
        app.id,
        parsed.nonce,
        Math.floor(o.now() / 1000),
        parsed.address.toLowerCase(),
      )
      if (!nonce) throw refused('Invalid or expired SIWE nonce')
      const address = getAddress(parsed.address)
      return {
        type: 'wallet',
        key: address.toLowerCase(),
        data: {
          address,
          chain_id: `eip155:${parsed.chainId}`,
          wallet_client_type: walletClientType,
          connector_type: connectorType,
        },
      }
    },
  }
}
