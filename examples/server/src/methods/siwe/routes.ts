/**
 * Sign-In With Ethereum routes: `siwe/init` (a nonce for an address), `siwe/authenticate` (log in), `siwe/link` and
 * `siwe/unlink` (the caller's wallets). Wallet login must be on for the app (`settings.walletAuth`). The checks are
 * in `service.ts`.
 */
import {
  SIWE_AUTHENTICATE,
  SIWE_INIT,
  SIWE_LINK,
  SIWE_UNLINK,
  type SiweInitResponseJSON,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import { getAddress, isAddress, isHex } from 'viem'
import { checkAllowlist, limit, link, login, requireCaller, requireLinkGrant, unlink } from '../../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../../context'
import { type Body, badRequest, HttpError, optStr, readJson, str } from '../../http'
import { route } from '../../route'
import { securityEvent } from '../../security-events'
import type { NewAccount } from '../../storage'
import {
  createSiweVerifier,
  issueSiweNonce,
  MAX_SIGNATURE_CHARS,
  parseSiwe,
  SiweError,
  siweAddressOf,
} from './service'

/** A `SiweError` as the HTTP error the API answers with; anything else unchanged. */
const toHttp = (error: unknown): unknown =>
  error instanceof SiweError
    ? error.kind === 'malformed'
      ? badRequest(error.message)
      : new HttpError(401, 'invalid_credentials', error.message)
    : error

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

export function siweRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const verifier = createSiweVerifier({ storage: deps.storage, now: deps.config.now, log: deps.config.log })

  route(r, SIWE_INIT, [], async (c) => {
    const body = await readJson(c)
    const address = readAddress(body, 'address')
    const app = c.get('app')
    if (!app.settings.walletAuth) throw new HttpError(403, 'invalid_request', 'Wallet login is not enabled')
    await limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)
    const issued = await issueSiweNonce(deps.storage, app, address, nowSeconds(deps), deps.config.nonceTtl)
    const out: SiweInitResponseJSON = {
      nonce: issued.nonce,
      address,
      expires_at: new Date(issued.expiresAt * 1000).toISOString(),
    }
    return out
  })

  /** Reads and checks a signed message; returns the wallet account it proves. */
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
    try {
      const parsed = parseSiwe(message)
      await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
      return await verifier.verify(c.get('app'), {
        message,
        parsed,
        signature,
        chainId,
        requestOrigin: c.req.header('origin') ?? null,
        walletClientType,
        connectorType,
      })
    } catch (error) {
      throw toHttp(error)
    }
  }

  route(r, SIWE_AUTHENTICATE, [], async (c) => {
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
    return login(deps, app, account, c)
  })

  /** The wallet a link request names (from its SIWE message), before the nonce is spent; null when malformed. */
  const linkOf = async (c: Ctx): Promise<string | null> => {
    const address = siweAddressOf((await readJson(c)).message)
    return address ? `wallet:${address}` : null
  }

  route(r, SIWE_LINK, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) =>
    link(deps, c, await verify(c)),
  )

  route(r, SIWE_UNLINK, [requireCaller(deps)], async (c) => {
    const body = await readJson(c)
    const address = readAddress(body, 'address')
    return unlink(deps, c, 'wallet', address.toLowerCase())
  })

  return r
}
