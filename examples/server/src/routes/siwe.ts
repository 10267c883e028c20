/**
 * Sign-In With Ethereum (EIP-4361), checked with viem: the domain is one of the app's allowed origins' hosts, the
 * nonce was issued by this server for this address, is single use and at most 10 minutes old, the chain id matches,
 * expiry and not-before hold, and the signature recovers the address (EOA signatures: no RPC is configured, so
 * ERC-1271 / ERC-6492 smart-contract wallets are not supported).
 */
import { Hono } from 'hono'
import { getAddress, isAddress, isHex, verifyMessage } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { SiweInitResponseJSON } from '../../../../core/src/api/wire'
import { checkAllowlist, limit, link, login, requireCaller, unlink } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { randomToken } from '../crypto'
import { type Body, badRequest, HttpError, optStr, readJson, str } from '../http'
import type { NewAccount } from '../storage'

const invalidSiwe = (message: string) => new HttpError(401, 'invalid_credentials', message)

function readAddress(body: Body, name: string): `0x${string}` {
  const value = str(body, name, 64)
  if (!isAddress(value, { strict: false })) throw badRequest(`Missing or invalid field '${name}'`)
  return getAddress(value)
}

/** chainId as a number from 1, '1', '0x1' or 'eip155:1'. */
function readChainId(body: Body): number | undefined {
  const v = body.chainId
  if (v === undefined || v === null) return undefined
  let n: number = Number.NaN
  if (typeof v === 'number') n = v
  else if (typeof v === 'string') {
    const s = v.startsWith('eip155:') ? v.slice(7) : v
    n = s.startsWith('0x') ? Number.parseInt(s, 16) : Number(s)
  }
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest("Invalid field 'chainId'")
  return n
}

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

  /** Checks a signed message; returns the wallet account it proves. */
  const verify = async (c: Ctx): Promise<NewAccount> => {
    const body = await readJson(c)
    const message = str(body, 'message', 4096)
    const signature = str(body, 'signature', 1024)
    if (!isHex(signature)) throw badRequest("Missing or invalid field 'signature'")
    const chainId = readChainId(body)
    const walletClientType = optStr(body, 'walletClientType', 64) ?? 'unknown'
    const connectorType = optStr(body, 'connectorType', 64) ?? 'unknown'
    if (walletClientType === 'privy')
      throw new HttpError(400, 'invalid_request', 'Embedded wallets cannot be linked or unlinked.')
    const parsed = parseSiweMessage(message)
    if (
      !parsed.address ||
      !parsed.domain ||
      !parsed.nonce ||
      !parsed.chainId ||
      !parsed.uri ||
      parsed.version !== '1'
    ) {
      throw badRequest('Malformed SIWE message')
    }
    const app = c.get('app')
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    const hosts = new Set(app.settings.allowedOrigins.map((o) => new URL(o).host))
    if (!hosts.has(parsed.domain)) throw invalidSiwe('SIWE domain is not allowed for this app')
    if (chainId !== undefined && chainId !== parsed.chainId) throw invalidSiwe('SIWE chain id mismatch')
    const now = deps.config.now()
    if (!validateSiweMessage({ message: parsed, time: new Date(now) })) {
      throw invalidSiwe('SIWE message expired or not yet valid')
    }
    const nonce = await deps.storage.consumeNonce(app.id, parsed.nonce, Math.floor(now / 1000))
    if (!nonce || nonce.address !== parsed.address.toLowerCase())
      throw invalidSiwe('Invalid or expired SIWE nonce')
    let valid = false
    try {
      valid = await verifyMessage({ address: parsed.address, message, signature })
    } catch {
      valid = false
    }
    if (!valid) throw invalidSiwe('Invalid SIWE signature')
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
    const account = await verify(c)
    checkAllowlist(app, { kind: 'wallet', value: account.key })
    return c.json(await login(deps, app, account))
  })

  r.post('/siwe/link', requireCaller(deps), async (c) => c.json(await link(deps, c, await verify(c))))

  r.post('/siwe/unlink', requireCaller(deps), async (c) => {
    const body = await readJson(c)
    const address = readAddress(body, 'address')
    return c.json(await unlink(deps, c, 'wallet', address.toLowerCase()))
  })

  return r
}
