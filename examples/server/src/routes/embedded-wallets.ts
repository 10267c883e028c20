/**
 * Embedded wallet shares. Paths are Latch's; all need a bearer of the wallet's owner, and a browser may call them
 * only from the wallet frame (the server's own origin), never from the host page.
 *
 *   POST /api/v1/embedded_wallets/recovery_key                {address}                 -> {recovery_key}
 *   POST /api/v1/embedded_wallets                             {address, auth_share, recovery_method, recovery_share}
 *                                                                                       -> {user}
 *   GET  /api/v1/embedded_wallets/{address}/auth_share                                  -> {auth_share}
 *   GET  /api/v1/embedded_wallets/{address}/recovery_share                              -> {recovery_method,
 *                                                                                            recovery_share, recovery_key}
 *   POST /api/v1/embedded_wallets/{address}/recovery_password {auth_share, recovery_share} -> {user}
 *
 * One embedded wallet per user (409 `embedded_wallet_already_exists`). The auth share is sealed at rest and
 * released only to a live session of its owner (with a fresh MFA verification once the user enrolled in MFA).
 * The recovery share arrives encrypted by the frame and is stored as is: the server never sees it in the clear.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { getAddress, isAddress } from 'viem'
import { limit, loadUser, requireCaller } from '../auth'
import { DEFAULT_MFA_FRESHNESS_SECONDS } from '../config'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { type Body, badRequest, HttpError, readJson, str } from '../http'
import { securityEvent } from '../security-events'
import type { EmbeddedWalletRecord } from '../storage'
import { userToJSON } from '../users'
import { loadWalletKeys, type WalletKeys } from '../wallet-crypto'

/** The default freshness window (config `mfaFreshnessSeconds`) of an MFA verification that releases a share. */
export const MFA_FRESHNESS_SECONDS = DEFAULT_MFA_FRESHNESS_SECONDS
/** A share is 33 bytes: 44 base64url characters. */
const SHARE = /^[A-Za-z0-9_-]{44}$/
/** Envelopes made by the frame: password (PBKDF2) or recovery-key sealed. */
const PASSWORD_ENVELOPE =
  /^v1\.pbkdf2-sha256\.\d{6,8}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{60,80}$/
const KEY_ENVELOPE = /^v1\.key\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{60,80}$/
const SHARE_RATE = { max: 60, windowSeconds: 60 }

export const walletAlreadyExists = () =>
  new HttpError(409, 'embedded_wallet_already_exists', 'User already has an embedded wallet.')
const walletNotFound = () =>
  new HttpError(404, 'not_found', 'No embedded wallet at this address for this user.')

function readAddress(value: unknown): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw badRequest("Missing or invalid field 'address'")
  }
  return getAddress(value)
}

function readShare(body: Body, name: string): string {
  const v = str(body, name, 64)
  if (!SHARE.test(v)) throw badRequest(`Missing or invalid field '${name}'`)
  return v
}

function readEnvelope(body: Body, method: 'privy' | 'user-passcode'): string {
  const v = str(body, 'recovery_share', 512)
  if (!(method === 'privy' ? KEY_ENVELOPE : PASSWORD_ENVELOPE).test(v)) {
    throw badRequest("Missing or invalid field 'recovery_share' (an encrypted recovery share is expected)")
  }
  return v
}

/** The app from `privy-app-id`, and a browser origin that must be this server's own (the wallet frame). */
function frameOnly(deps: Deps): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const id = c.req.header('privy-app-id') ?? ''
    const app = id.length === 25 ? await deps.storage.getApp(id) : null
    if (!app) throw new HttpError(400, 'invalid_app_id', 'Missing or unknown privy-app-id header')
    const origin = c.req.header('origin')
    const own = new Set([new URL(c.req.url).origin])
    try {
      own.add(new URL(deps.config.publicUrl).origin)
    } catch {}
    // Browsers say where a request comes from: only the frame's own origin may ask (a request without these
    // headers is not from a browser page, e.g. a server).
    const site = c.req.header('sec-fetch-site')
    if ((origin && !own.has(origin)) || (site && site !== 'same-origin')) {
      throw new HttpError(403, 'origin_not_allowed', 'Wallet shares are only served to the wallet frame')
    }
    c.set('app', app)
    c.header('Cache-Control', 'no-store')
    await next()
  }
}

export function embeddedWalletRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  let keys: Promise<WalletKeys> | undefined
  const walletKeys = () => {
    keys ??= loadWalletKeys(deps.storage, deps.data).catch((error) => {
      keys = undefined
      throw error
    })
    return keys
  }

  // '/embedded_wallets/*' also matches '/embedded_wallets' itself
  r.use('/embedded_wallets/*', frameOnly(deps), requireCaller(deps))

  /** The caller's wallet at `address`, after the MFA rule; 404 for anyone else's. */
  async function ownWallet(c: Ctx, address: string): Promise<EmbeddedWalletRecord> {
    const app = c.get('app')
    const caller = c.get('caller')
    await limit(deps, `wallet-share:${caller.userId}`, SHARE_RATE)
    const wallet = await deps.storage.getEmbeddedWallet(app.id, caller.userId)
    if (!wallet || wallet.address.toLowerCase() !== address.toLowerCase()) throw walletNotFound()
    const user = await loadUser(deps, app.id, caller.userId)
    if (user.mfa.length > 0) {
      const session = await deps.storage.getSession(caller.sessionId)
      const verifiedAt = session?.mfaVerifiedAt ?? null
      if (verifiedAt === null || nowSeconds(deps) - verifiedAt > deps.config.mfaFreshnessSeconds) {
        throw new HttpError(403, 'missing_or_invalid_mfa', 'MFA verification required')
      }
    }
    return wallet
  }

  r.post('/embedded_wallets/recovery_key', async (c) => {
    const app = c.get('app')
    const caller = c.get('caller')
    const address = readAddress((await readJson(c)).address)
    if (await deps.storage.getEmbeddedWallet(app.id, caller.userId)) throw walletAlreadyExists()
    const key = (await walletKeys()).recoveryKey({ appId: app.id, userId: caller.userId, address })
    return c.json({ recovery_key: key })
  })

  r.post('/embedded_wallets', async (c) => {
    const app = c.get('app')
    const caller = c.get('caller')
    const body = await readJson(c)
    const address = readAddress(body.address)
    const method = body.recovery_method
    if (method !== 'privy' && method !== 'user-passcode') {
      throw badRequest("Missing or invalid field 'recovery_method' ('privy' or 'user-passcode')")
    }
    const authShare = readShare(body, 'auth_share')
    const recoveryShare = readEnvelope(body, method)
    const user = await loadUser(deps, app.id, caller.userId)
    if (user.accounts.some((a) => a.type === 'wallet' && a.data.wallet_client_type === 'privy')) {
      throw walletAlreadyExists()
    }
    const binding = { appId: app.id, userId: caller.userId, address }
    const result = await deps.storage.createEmbeddedWallet(
      {
        ...binding,
        authShare: (await walletKeys()).sealAuthShare(authShare, binding),
        recoveryMethod: method,
        recoveryShare,
      },
      {
        type: 'wallet',
        key: address.toLowerCase(),
        data: {
          address,
          chain_id: null,
          wallet_client_type: 'privy',
          connector_type: 'embedded',
          recovery_method: method,
        },
      },
      nowSeconds(deps),
    )
    if (result === 'exists') throw walletAlreadyExists()
    if (result === 'taken') {
      throw new HttpError(
        400,
        'linked_to_another_user',
        'This account has already been linked to another user.',
      )
    }
    const after = userToJSON(await loadUser(deps, app.id, caller.userId))
    await deps.webhooks.emit(app, caller.userId, {
      type: 'user.wallet_created',
      user: after,
      wallet: { type: 'wallet', address, chain_type: 'ethereum', wallet_client_type: 'privy' },
    })
    return c.json({ user: after })
  })

  r.get('/embedded_wallets/:address/auth_share', async (c) => {
    const address = readAddress(c.req.param('address'))
    const wallet = await ownWallet(c, address)
    const share = (await walletKeys()).openAuthShare(wallet.authShare, {
      appId: wallet.appId,
      userId: wallet.userId,
      address: wallet.address,
    })
    if (!share) throw new HttpError(500, 'internal_error', 'The stored auth share could not be opened')
    return c.json({ auth_share: share })
  })

  r.get('/embedded_wallets/:address/recovery_share', async (c) => {
    const address = readAddress(c.req.param('address'))
    const wallet = await ownWallet(c, address)
    const recoveryKey =
      wallet.recoveryMethod === 'privy'
        ? (await walletKeys()).recoveryKey({
            appId: wallet.appId,
            userId: wallet.userId,
            address: wallet.address,
          })
        : null
    return c.json({
      recovery_method: wallet.recoveryMethod,
      recovery_share: wallet.recoveryShare,
      recovery_key: recoveryKey,
    })
  })

  r.post('/embedded_wallets/:address/recovery_password', async (c) => {
    const address = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const authShare = readShare(body, 'auth_share')
    const recoveryShare = readEnvelope(body, 'user-passcode')
    const wallet = await ownWallet(c, address)
    if (wallet.recoveryMethod === 'user-passcode') {
      throw new HttpError(
        409,
        'recovery_password_already_set',
        'A recovery password is already set for this wallet.',
      )
    }
    const binding = { appId: wallet.appId, userId: wallet.userId, address: wallet.address }
    const sealed = (await walletKeys()).sealAuthShare(authShare, binding)
    if (
      !(await deps.storage.setEmbeddedWalletPassword(
        wallet.appId,
        wallet.userId,
        { authShare: sealed, recoveryShare },
        nowSeconds(deps),
      ))
    ) {
      throw new HttpError(
        409,
        'recovery_password_already_set',
        'A recovery password is already set for this wallet.',
      )
    }
    // a recovery password change ends the user's other sessions; the log and the user hear of it
    const caller = c.get('caller')
    const revoked = await deps.storage.revokeUserSessions(
      wallet.appId,
      wallet.userId,
      nowSeconds(deps),
      caller.sessionId,
    )
    await securityEvent(deps, c, 'recovery_password_set', {
      user: wallet.userId,
      session: caller.sessionId,
      method: wallet.address,
      sessions_revoked: revoked,
    })
    return c.json({ user: userToJSON(await loadUser(deps, wallet.appId, wallet.userId)) })
  })

  return r
}
