/**
 * Sign-In With Ethereum (EIP-4361). A signed message is accepted only when: its chain id is given in the body, equals
 * the message's and is one of the app's chains; its domain is the host of one of the app's allowed origins and, for
 * a browser call, the host of the request's Origin; its uri (and scheme, when present) is on that same allowed
 * origin; it was not issued in the future (60 s of clock skew allowed) and its not-before / expiration times hold;
 * the signature proves the address; and its nonce was issued by this server for this address, is at most 10 minutes
 * old and is used once. Every check but the last runs before the nonce is consumed, so a refusal changes nothing.
 * Where the app has an RPC url for the chain, the signature is checked by viem's `verifySiweMessage` through a
 * public client, so smart-contract wallets (ERC-1271, and ERC-6492 for undeployed ones) sign in too; without one,
 * only EOA signatures are recovered locally.
 */

import type { SiweInitResponseJSON } from '@latch/core/protocol'
import { Hono } from 'hono'
import {
  createPublicClient,
  getAddress,
  http,
  isAddress,
  isHex,
  type PublicClient,
  verifyMessage,
} from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { checkAllowlist, limit, link, login, requireCaller, requireLinkGrant, unlink } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { randomToken } from '../crypto'
import { type Body, badRequest, HttpError, httpUrl, optStr, readJson, str } from '../http'
import { securityEvent } from '../security-events'
import type { AppRecord, NewAccount } from '../storage'

const invalidSiwe = (message: string) => new HttpError(401, 'invalid_credentials', message)

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
const MAX_SIGNATURE_CHARS = 16_384

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

function readAddress(body: Body, name: string): `0x${string}` {
  const value = str(body, name, 64)
  if (!isAddress(value, { strict: false })) throw badRequest(`Missing or invalid field '${name}'`)
  return getAddress(value)
}

/** chainId as a number from 1, '1', '0x1' or 'eip155:1'; required. */
function readChainId(body: Body): number {
  const v = body.chainId
  let n: number = Number.NaN
  if (typeof v === 'number') n = v
  else if (typeof v === 'string') {
    const s = v.startsWith('eip155:') ? v.slice(7) : v
    n = /^0x[0-9a-fA-F]+$/.test(s) ? Number.parseInt(s, 16) : /^[0-9]+$/.test(s) ? Number(s) : Number.NaN
  }
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest("Missing or invalid field 'chainId'")
  return n
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
const httpOrigin = (value: string): string | null => httpUrl(value)?.origin ?? null

export function siweRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  r.post('/siwe/init', async (c) => {
    const body = await readJson(c)
    const address = readAddress(body, 'address')
    const app = c.get('app')
    if (!app.settings.walletAuth) throw new HttpError(403, 'invalid_request', 'Wallet login is not enabled')
    await limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)
    const nonce = randomToken(18).replace(/[^A-Za-z0-9]/g, '0')
    const expiresAt = nowSeconds(deps) + deps.config.nonceTtl
    await deps.storage.putNonce({ nonce, appId: app.id, address: address.toLowerCase(), expiresAt })
    const out: SiweInitResponseJSON = { nonce, address, expires_at: new Date(expiresAt * 1000).toISOString() }
    return c.json(out)
  })

  const clients = new Map<string, PublicClient>()
  const clientFor = (rpcUrl: string): PublicClient => {
    let client = clients.get(rpcUrl)
    if (!client) {
      client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
      clients.set(rpcUrl, client)
    }
    return client
  }

  /** Checks a signed message; returns the wallet account it proves. */
  const verify = async (c: Ctx): Promise<NewAccount> => {
    const body = await readJson(c)
    const message = str(body, 'message', 4096)
    const signature = str(body, 'signature', MAX_SIGNATURE_CHARS)
    if (!isHex(signature)) throw badRequest("Missing or invalid field 'signature'")
    const chainId = readChainId(body)
    const walletClientType = optStr(body, 'walletClientType', 64) ?? 'unknown'
    const connectorType = optStr(body, 'connectorType', 64) ?? 'unknown'
    if (walletClientType === 'privy')
      throw new HttpError(400, 'invalid_request', 'Embedded wallets cannot be linked or unlinked.')
    let parsed: ReturnType<typeof parseSiweMessage>
    try {
      parsed = parseSiweMessage(message)
    } catch {
      throw badRequest('Malformed SIWE message')
    }
    if (
      !parsed.address ||
      !parsed.domain ||
      !parsed.nonce ||
      !parsed.chainId ||
      !parsed.uri ||
      !parsed.issuedAt ||
      parsed.version !== '1'
    ) {
      throw badRequest('Malformed SIWE message')
    }
    const app = c.get('app')
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)

    // Chain: the body's, the message's and one of the app's.
    if (chainId !== parsed.chainId) throw invalidSiwe('SIWE chain id mismatch')
    const chain = appSiweChains(app).find((x) => x.id === parsed.chainId)
    if (!chain) throw invalidSiwe(`SIWE chain ${parsed.chainId} is not supported by this app`)

    // Domain, scheme and uri: an allowed origin; for a browser call, the calling page's origin.
    const allowed = new Set(app.settings.allowedOrigins.map((o) => httpOrigin(o)).filter((o) => o !== null))
    const hosts = new Set([...allowed].map((o) => new URL(o).host))
    if (!hosts.has(parsed.domain)) throw invalidSiwe('SIWE domain is not allowed for this app')
    const requestOrigin = c.req.header('origin')
    const callerOrigin = requestOrigin ? httpOrigin(requestOrigin) : null
    if (requestOrigin && (!callerOrigin || new URL(callerOrigin).host !== parsed.domain))
      throw invalidSiwe('SIWE domain does not match the requesting origin')
    if (parsed.scheme !== undefined && !allowed.has(`${parsed.scheme}://${parsed.domain}`))
      throw invalidSiwe('SIWE scheme is not allowed for this app')
    const uriOrigin = httpOrigin(parsed.uri)
    if (!uriOrigin || !allowed.has(uriOrigin) || new URL(uriOrigin).host !== parsed.domain)
      throw invalidSiwe('SIWE uri is not on an allowed origin')
    if (callerOrigin && uriOrigin !== callerOrigin)
      throw invalidSiwe('SIWE uri does not match the requesting origin')

    // Times: issued-at not in the future; not-before and expiration hold.
    const now = deps.config.now()
    if (parsed.issuedAt.getTime() > now + SIWE_ISSUED_AT_SKEW_MS)
      throw invalidSiwe('SIWE message issued in the future')
    if (!validateSiweMessage({ message: parsed, time: new Date(now) })) {
      throw invalidSiwe('SIWE message expired or not yet valid')
    }

    // Signature: on chain where the app has an RPC url (contract wallets), else recovered locally (EOA). When the
    // RPC cannot be reached, an EOA signature is still recovered locally; a contract wallet's cannot be checked.
    const recoverLocally = async () => {
      try {
        return await verifyMessage({ address: parsed.address as `0x${string}`, message, signature })
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
        deps.config.log(`siwe: on-chain verification failed on chain ${chain.id}: ${(error as Error).name}`)
        valid = await recoverLocally()
      }
    } else {
      valid = await recoverLocally()
    }
    if (!valid) throw invalidSiwe('Invalid SIWE signature')

    // Nonce last, once the signature is good: single use, not expired, and consumed only by the address it was
    // issued for (a message with someone else's nonce cannot burn it).
    const nonce = await deps.storage.consumeNonce(
      app.id,
      parsed.nonce,
      nowSeconds(deps),
      parsed.address.toLowerCase(),
    )
    if (!nonce) throw invalidSiwe('Invalid or expired SIWE nonce')
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
  }

  r.post('/siwe/authenticate', async (c) => {
    const app = c.get('app')
    if (!app.settings.walletAuth) throw new HttpError(403, 'invalid_request', 'Wallet login is not enabled')
    let account: NewAccount
    try {
      account = await verify(c)
    } catch (error) {
      if (error instanceof HttpError && error.status === 401)
        await securityEvent(deps, c, 'login_failure', { method: 'siwe' })
      throw error
    }
    checkAllowlist(app, { kind: 'wallet', value: account.key })
    return c.json(await login(deps, app, account, c))
  })

  /** The wallet a link request names (from its SIWE message), before the nonce is spent; null when malformed. */
  const linkOf = async (c: Ctx): Promise<string | null> => {
    const message = (await readJson(c)).message
    try {
      const address = typeof message === 'string' ? parseSiweMessage(message).address : undefined
      return address ? `wallet:${address.toLowerCase()}` : null
    } catch {
      return null
    }
  }

  r.post('/siwe/link', requireCaller(deps), requireLinkGrant(deps, linkOf), async (c) =>
    c.json(await link(deps, c, await verify(c))),
  )

  r.post('/siwe/unlink', requireCaller(deps), async (c) => {
    const body = await readJson(c)
    const address = readAddress(body, 'address')
    return c.json(await unlink(deps, c, 'wallet', address.toLowerCase()))
  })

  return r
}
