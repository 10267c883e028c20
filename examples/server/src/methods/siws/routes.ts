/**
 * Sign In With Solana routes: `POST /siws/init` (a nonce for an address), `/siws/authenticate` (log in),
 * `/siws/link` and `/siws/unlink` (the caller's Solana wallets). Wallet login must be on for the app
 * (`settings.walletAuth`, as for SIWE). The checks are in `service.ts`.
 */

import {
  SIWS_AUTHENTICATE,
  SIWS_INIT,
  SIWS_LINK,
  SIWS_UNLINK,
  type SiweInitResponseJSON,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import { checkAllowlist, limit, link, login, requireCaller, requireLinkGrant, unlink } from '../../auth'
import type { Ctx, Deps, HonoEnv } from '../../context'
import { badRequest, HttpError, optStr, readJson, str } from '../../http'
import { route } from '../../route'
import { securityEvent } from '../../security-events'
import type { NewAccount } from '../../storage'
import {
  issueSiwsNonce,
  MAX_SIWS_MESSAGE_CHARS,
  SiwsError,
  siwsAddressOf,
  solanaPublicKey,
  verifySiws,
} from './service'

/** A `SiwsError` as the HTTP error the API answers with; anything else unchanged. */
const toHttp = (error: unknown): unknown =>
  error instanceof SiwsError
    ? error.kind === 'malformed'
      ? badRequest(error.message)
      : new HttpError(401, 'invalid_credentials', error.message)
    : error

const walletLoginOn = (c: Ctx) => {
  if (!c.get('app').settings.walletAuth)
    throw new HttpError(403, 'invalid_request', 'Wallet login is not enabled')
}

export function siwsRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  route(r, SIWS_INIT, [], async (c) => {
    walletLoginOn(c)
    const address = str(await readJson(c), 'address', 64)
    await limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)
    try {
      const issued = await issueSiwsNonce(deps, c.get('app'), address)
      const out: SiweInitResponseJSON = {
        nonce: issued.nonce,
        address: issued.address,
        expires_at: new Date(issued.expiresAt * 1000).toISOString(),
      }
      return out
    } catch (error) {
      throw toHttp(error)
    }
  })

  const verify = async (c: Ctx): Promise<NewAccount> => {
    const body = await readJson(c)
    const message = str(body, 'message', MAX_SIWS_MESSAGE_CHARS)
    const signature = str(body, 'signature', 128)
    const walletClientType = optStr(body, 'walletClientType', 64) ?? 'unknown'
    const connectorType = optStr(body, 'connectorType', 64) ?? 'wallet_standard'
    if (walletClientType === 'privy')
      throw new HttpError(400, 'invalid_request', 'Embedded wallets cannot be linked or unlinked.')
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    try {
      return await verifySiws(deps, c.get('app'), {
        message,
        signature,
        requestOrigin: c.req.header('origin') ?? null,
        walletClientType,
        connectorType,
      })
    } catch (error) {
      throw toHttp(error)
    }
  }

  route(r, SIWS_AUTHENTICATE, [], async (c) => {
    walletLoginOn(c)
    const app = c.get('app')
    let account: NewAccount
    try {
      account = await verify(c)
    } catch (error) {
      if (error instanceof HttpError && error.status === 401)
        await securityEvent(deps, c, 'login_failure', { method: 'siws' })
      throw error
    }
    checkAllowlist(app, { kind: 'wallet', value: account.key })
    return login(deps, app, account, c)
  })

  /** The wallet a link names (from its message), before the nonce is spent; null when malformed. */
  const linkOf = async (c: Ctx): Promise<string | null> => {
    const address = siwsAddressOf((await readJson(c)).message)
    return address ? `wallet:${address}` : null
  }

  route(r, SIWS_LINK, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) => {
    walletLoginOn(c)
    return link(deps, c, await verify(c))
  })

  route(r, SIWS_UNLINK, [requireCaller(deps)], async (c) => {
    const address = str(await readJson(c), 'address', 64)
    if (!solanaPublicKey(address)) throw badRequest("Missing or invalid field 'address'")
    return unlink(deps, c, 'wallet', address)
  })

  return r
}
