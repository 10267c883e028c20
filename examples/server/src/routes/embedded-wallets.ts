/**
 * Embedded wallet shares. Paths are Latch's; all need a bearer of the wallet's owner, and a browser may call them
 * only from the wallet frame (the server's own origin), never from the host page. The access token is necessary
 * but not sufficient: what releases or changes a share also needs a proof (`DPoP` header, ../wallet-proof.ts) made
 * by a device key registered for the wallet, which only the frame holds.
 *
 *   POST /api/v1/embedded_wallets/challenge                                     -> {nonce, expires_in}
 *   GET  /api/v1/embedded_wallets/{address}                                     -> {address, recovery_method,
 *        share_version, recovery_password: {scheme, salt, iterations} | null, recovery_proof}
 *   POST /api/v1/embedded_wallets/recovery_key  {address}                       -> {recovery_key}  (before creation)
 *   POST /api/v1/embedded_wallets   DPoP (new key)  {address, auth_share, recovery_method, recovery_share,
 *        recovery_address?, signature}                                          -> {user}
 *   GET  /api/v1/embedded_wallets/{address}/auth_share?share_version&purpose&request   DPoP -> {auth_share,
 *                                                                                    share_version, pending}
 *   GET  /api/v1/embedded_wallets/{address}/recovery_share?purpose&request     DPoP -> {recovery_method,
 *                                                            recovery_share, recovery_key, share_version}
 *   POST /api/v1/embedded_wallets/{address}/recovery_password  DPoP {auth_share, recovery_share,
 *        recovery_address}                                                      -> {share_version}
 *   POST /api/v1/embedded_wallets/{address}/recovery_method  DPoP {recovery_method, auth_share, recovery_share,
 *        recovery_address?}                                                     -> {share_version}
 *   POST /api/v1/embedded_wallets/{address}/share_sets/{version}/confirm       DPoP -> {user}
 *   POST /api/v1/embedded_wallets/{address}/recovery_address  DPoP {recovery_address, signature} -> {}
 *   POST /api/v1/embedded_wallets/{address}/solana_accounts  DPoP {solana_address, index, signature}
 *                                                                               -> {address, index}
 *   (device keys: ./wallet-devices.ts)
 *
 * A new wallet is registered with an EIP-191 signature of its own key over a message naming the app, the user,
 * the first device key and a single-use nonce (checked with viem), so nobody registers an address whose key they do
 * not hold; an address linked to anyone (as an external or embedded wallet) is refused. One embedded wallet per
 * user (409 `embedded_wallet_already_exists`). The auth share is sealed at rest and released only with a device
 * proof and, once the user enrolled in MFA, a grant for what it is released for (grants.ts; `purpose`):
 * `purpose=sign&request=<hash>` a grant `wallet_sign <address>:<hash>`, `purpose=export` `wallet_export <address>`
 * (both claimed by the release), `purpose=recovery_password` `recovery_password <address>` (looked at here, claimed
 * by the POST .../recovery_password that follows); no or another purpose: `wallet_sign <address>:unknown`. The
 * recovery share's release looks at the same grant (the auth share's release that follows claims it). A device key
 * registered with a `device_register` grant within 10 minutes needs none (the verification was for it). A release
 * to a device key used for the first time is noticed to the user. The recovery share arrives encrypted by the
 * frame and is stored as is; the server-held recovery key of automatic recovery is released only with it, to a
 * registered device. Setting a recovery password stores a new share set beside the current one; it becomes current
 * when the frame confirms it stored its new device share.
 */

import { attestationMessage } from '@latch/core/protocol'
import { base58 } from '@scure/base'
import { Hono } from 'hono'
import { limit, loadUser, requireCaller } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { callersWallet, frameOnly, readAddress, readSignature, signedBy } from '../domain/wallets'
import {
  type Claimed,
  claimGrant,
  DEVICE_GRANT_WINDOW_SECONDS,
  deviceJustRegistered,
  type GrantAsk,
  peekGrant,
} from '../grants'
import { type Body, badRequest, HttpError, readJson, str } from '../http'
import { securityEvent } from '../security-events'
import type { EmbeddedWalletRecord, WalletDeviceRecord } from '../storage'
import { userToJSON } from '../users'
import { loadWalletKeys, type WalletKeys } from '../wallet-crypto'
import {
  CHALLENGE_TTL_SECONDS,
  consumeNonce,
  issueChallenge,
  newDeviceId,
  offerNonce,
  readDeviceProof,
  requireDevice,
} from '../wallet-proof'

/** A share is 33 bytes: 44 base64url characters. */
const SHARE = /^[A-Za-z0-9_-]{44}$/
/** Envelopes made by the frame: password (PBKDF2; v2 splits it with HKDF) or recovery-key sealed. */
const PASSWORD_ENVELOPE =
  /^v[12]\.pbkdf2-sha256\.\d{6,8}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{60,80}$/
const KEY_ENVELOPE = /^v1\.key\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{60,80}$/
/** Passkey recovery: the credential id (at most 1023 bytes), the 32-byte PRF salt, the sealed share. */
const PASSKEY_ENVELOPE =
  /^v1\.prf-hkdf\.[A-Za-z0-9_-]{16,1364}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{60,80}$/
const ENVELOPES = { privy: KEY_ENVELOPE, 'user-passcode': PASSWORD_ENVELOPE, passkey: PASSKEY_ENVELOPE }
type Method = keyof typeof ENVELOPES
const SHARE_RATE = { max: 60, windowSeconds: 60 }

export const walletAlreadyExists = () =>
  new HttpError(409, 'embedded_wallet_already_exists', 'User already has an embedded wallet.')
const passwordAlreadySet = () =>
  new HttpError(409, 'recovery_password_already_set', 'A recovery password is already set for this wallet.')
const badWalletSignature = () =>
  new HttpError(401, 'invalid_wallet_signature', 'The signature is not by this wallet’s key')

/** A Solana address: base58 of a 32-byte ed25519 public key. */
function readSolanaAddress(value: unknown): string {
  let bytes: Uint8Array | undefined
  try {
    bytes = typeof value === 'string' && value.length <= 44 ? base58.decode(value) : undefined
  } catch {
    bytes = undefined
  }
  if (bytes?.length !== 32) throw badRequest("Missing or invalid field 'solana_address'")
  return value as string
}

function readShare(body: Body, name: string): string {
  const v = str(body, name, 64)
  if (!SHARE.test(v)) throw badRequest(`Missing or invalid field '${name}'`)
  return v
}

function readEnvelope(body: Body, method: Method): string {
  const v = str(body, 'recovery_share', 2048)
  if (!ENVELOPES[method].test(v)) {
    throw badRequest("Missing or invalid field 'recovery_share' (an encrypted recovery share is expected)")
  }
  return v
}

/** The wallet keys (sealing key, recovery keys) of this server, loaded once. */
export function walletKeysOf(deps: Deps): () => Promise<WalletKeys> {
  let keys: Promise<WalletKeys> | undefined
  return () => {
    keys ??= loadWalletKeys(deps.storage, deps.data).catch((error) => {
      keys = undefined
      throw error
    })
    return keys
  }
}

export function embeddedWalletRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const walletKeys = walletKeysOf(deps)
  const guard = [frameOnly(deps), requireCaller(deps)] as const

  /**
   * The caller's wallet for a share call: rate limit, ownership, the grant of a user with MFA (`grant`: what the call
   * needs, and whether it claims it or only looks; none for calls that release nothing), then the device proof.
   * The answer's `claimed` goes back (`release`) when the call fails after it.
   */
  async function shareCall(
    c: Ctx,
    address: string,
    grant: { ask: GrantAsk; use: 'claim' | 'peek' } | null = null,
  ): Promise<{
    wallet: EmbeddedWalletRecord
    device: WalletDeviceRecord
    proof: { nonce: string }
    claimed: Claimed | null
  }> {
    const caller = c.get('caller')
    await limit(deps, `wallet-share:${caller.userId}`, SHARE_RATE)
    const wallet = await callersWallet(deps, c, address)
    const user = await loadUser(deps, wallet.appId, caller.userId)
    let needs: GrantAsk | null = null
    if (grant && user.mfa.length > 0) {
      // a device key this session just registered under a grant needs no other (read before the nonce is spent)
      const { thumbprint } = await readDeviceProof(deps, c)
      if (!(await deviceJustRegistered(deps, c, thumbprint))) {
        await peekGrant(deps, c, grant.ask, { user })
        if (grant.use === 'claim') needs = grant.ask
      }
    }
    const { device, proof } = await requireDevice(deps, c, wallet)
    const claimed = needs ? await claimGrant(deps, c, needs, { user }) : null
    const now = nowSeconds(deps)
    await deps.storage.touchWalletDevice(device.id, now)
    if (device.lastUsedAt === null && device.createdAt !== wallet.createdAt) {
      // a device key never used before, neither the wallet's first nor one just registered (its registration was
      // noticed already): the person hears of it
      if (now - device.createdAt > DEVICE_GRANT_WINDOW_SECONDS) {
        await securityEvent(deps, c, 'wallet_device_first_used', {
          user: wallet.userId,
          session: caller.sessionId,
          method: wallet.address,
          device: device.id,
        })
      }
    }
    await offerNonce(deps, c)
    return { wallet, device, proof, claimed }
  }

  /** What a share release is for (`?purpose=`, and `request=` the signature's request hash): the grant it needs. */
  const releaseFor = (c: Ctx, address: string): { ask: GrantAsk; use: 'claim' | 'peek' } => {
    const lower = address.toLowerCase()
    const purpose = c.req.query('purpose')
    if (purpose === 'export') return { ask: { action: 'wallet_export', target: lower }, use: 'claim' }
    if (purpose === 'recovery_password' || purpose === 'recovery_method') {
      return { ask: { action: purpose, target: lower }, use: 'peek' }
    }
    const request = c.req.query('request') ?? ''
    const hash = purpose === 'sign' && /^[0-9a-f]{64}$/.test(request) ? request : 'unknown'
    return { ask: { action: 'wallet_sign', target: `${lower}:${hash}` }, use: 'claim' }
  }

  /** Runs the rest of a share call; a grant it claimed goes back when that fails. */
  const orRelease = async <T>(claimed: Claimed | null, rest: () => Promise<T>): Promise<T> => {
    try {
      return await rest()
    } catch (error) {
      await claimed?.release()
      throw error
    }
  }

  const binding = (w: EmbeddedWalletRecord) => ({ appId: w.appId, userId: w.userId, address: w.address })

  r.post('/embedded_wallets/challenge', ...guard, async (c) => {
    // issueChallenge counts every nonce against the user's challenge limit (CHALLENGE_RATE)
    return c.json({ nonce: await issueChallenge(deps, c), expires_in: CHALLENGE_TTL_SECONDS })
  })

  r.post('/embedded_wallets/recovery_key', ...guard, async (c) => {
    const app = c.get('app')
    const caller = c.get('caller')
    const address = readAddress((await readJson(c)).address)
    if (await deps.storage.getEmbeddedWallet(app.id, caller.userId)) throw walletAlreadyExists()
    const key = (await walletKeys()).recoveryKey({ appId: app.id, userId: caller.userId, address })
    // the creation that follows signs over a nonce: hand it one now and save it a round trip
    await offerNonce(deps, c)
    return c.json({ recovery_key: key })
  })

  r.post('/embedded_wallets', ...guard, async (c) => {
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
    const recoveryAddress =
      method === 'user-passcode' ? readAddress(body.recovery_address, 'recovery_address') : null
    if (method === 'privy' && body.recovery_address !== undefined) {
      throw badRequest("'recovery_address' is only for a recovery password")
    }
    const signature = readSignature(body, 'signature')
    const proof = await readDeviceProof(deps, c)
    if (await deps.storage.getEmbeddedWallet(app.id, caller.userId)) throw walletAlreadyExists()
    const linked = await deps.storage.findAccount(app.id, 'wallet', address.toLowerCase())
    if (linked) {
      throw new HttpError(
        400,
        'linked_to_another_user',
        'This account has already been linked to another user.',
      )
    }
    await consumeNonce(deps, c, proof.nonce)
    const message = attestationMessage('register-wallet', {
      appId: app.id,
      userId: caller.userId,
      address,
      deviceKey: proof.thumbprint,
      recoveryAddress: recoveryAddress ?? undefined,
      nonce: proof.nonce,
    })
    if (!(await signedBy(address, message, signature))) throw badWalletSignature()
    const w = { appId: app.id, userId: caller.userId, address }
    const result = await deps.storage.createEmbeddedWallet(
      {
        ...w,
        authShare: (await walletKeys()).sealAuthShare(authShare, w),
        recoveryMethod: method,
        recoveryShare,
        recoveryAddress,
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
      { ...w, id: newDeviceId(), thumbprint: proof.thumbprint, publicJwk: JSON.stringify(proof.jwk) },
      nowSeconds(deps),
      // user.wallet_created, queued in the wallet's own transaction
      deps.webhooks.outbox(app, (u) => [
        {
          type: 'user.wallet_created',
          user: userToJSON(u),
          wallet: { type: 'wallet', address, chain_type: 'ethereum', wallet_client_type: 'privy' },
        },
      ]),
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
    await offerNonce(deps, c)
    return c.json({ user: after })
  })

  r.get('/embedded_wallets/:address', ...guard, async (c) => {
    const wallet = await callersWallet(deps, c, readAddress(c.req.param('address')))
    const parts = wallet.recoveryMethod === 'user-passcode' ? wallet.recoveryShare.split('.') : null
    const pk = wallet.recoveryMethod === 'passkey' ? wallet.recoveryShare.split('.') : null
    return c.json({
      address: wallet.address,
      recovery_method: wallet.recoveryMethod,
      share_version: wallet.shareVersion,
      // not secret: with the salt alone a password cannot be checked; the proof address is never told
      recovery_password: parts ? { scheme: parts[0], iterations: Number(parts[2]), salt: parts[3] } : null,
      recovery_proof: wallet.recoveryAddress !== null,
      // not secret: only the person's passkey computes anything with the credential id and the salt
      recovery_passkey: pk ? { credential_id: pk[2], salt: pk[3] } : null,
    })
  })

  r.get('/embedded_wallets/:address/auth_share', ...guard, async (c) => {
    const address = readAddress(c.req.param('address'))
    const { wallet, claimed } = await shareCall(c, address, releaseFor(c, address))
    return orRelease(claimed, () => releaseAuthShare(c, wallet))
  })

  async function releaseAuthShare(c: Ctx, wallet: EmbeddedWalletRecord) {
    const asked = c.req.query('share_version')
    const version = asked === undefined ? wallet.shareVersion : Number(asked)
    if (!Number.isSafeInteger(version) || version < 1) throw badRequest("Invalid query 'share_version'")
    let sealed = wallet.authShare
    let pending = false
    if (version !== wallet.shareVersion) {
      const waiting = await deps.storage.getPendingShareSet(wallet.appId, wallet.userId)
      if (!waiting || waiting.version !== version) {
        throw new HttpError(
          409,
          'share_set_outdated',
          'This device’s share belongs to a share set that is gone',
        )
      }
      sealed = waiting.authShare
      pending = true
    }
    const share = (await walletKeys()).openAuthShare(sealed, binding(wallet))
    if (!share) throw new HttpError(500, 'internal_error', 'The stored auth share could not be opened')
    if (c.req.query('purpose') === 'export') {
      await securityEvent(deps, c, 'wallet_exported', { user: wallet.userId, method: wallet.address })
    }
    return c.json({ auth_share: share, share_version: version, pending })
  }

  r.get('/embedded_wallets/:address/recovery_share', ...guard, async (c) => {
    const address = readAddress(c.req.param('address'))
    const { ask } = releaseFor(c, address)
    // looked at only: the auth share's release that completes the recovery claims it
    const { wallet } = await shareCall(c, address, { ask, use: 'peek' })
    const recoveryKey =
      wallet.recoveryMethod === 'privy' ? (await walletKeys()).recoveryKey(binding(wallet)) : null
    await securityEvent(deps, c, 'wallet_recovered', { user: wallet.userId, method: wallet.address })
    return c.json({
      recovery_method: wallet.recoveryMethod,
      recovery_share: wallet.recoveryShare,
      recovery_key: recoveryKey,
      share_version: wallet.shareVersion,
    })
  })

  r.post('/embedded_wallets/:address/recovery_password', ...guard, async (c) => {
    const address = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const authShare = readShare(body, 'auth_share')
    const recoveryShare = readEnvelope(body, 'user-passcode')
    const recoveryAddress = readAddress(body.recovery_address, 'recovery_address')
    const ask: GrantAsk = { action: 'recovery_password', target: address.toLowerCase() }
    const { wallet, claimed } = await shareCall(c, address, { ask, use: 'claim' })
    const version = await orRelease(claimed, async () => {
      if (wallet.recoveryMethod === 'user-passcode') throw passwordAlreadySet()
      const made = await deps.storage.putPendingShareSet(
        wallet.appId,
        wallet.userId,
        {
          authShare: (await walletKeys()).sealAuthShare(authShare, binding(wallet)),
          recoveryMethod: 'user-passcode',
          recoveryShare,
          recoveryAddress,
        },
        nowSeconds(deps),
        'privy',
      )
      if (made === null) throw passwordAlreadySet()
      return made
    })
    return c.json({ share_version: version })
  })

  /**
   * Another recovery method (automatic, a password, a passkey): a fresh share set stored beside the current one,
   * only while the method the frame read is still the current one (a concurrent switch makes this 409), and with a
   * `recovery_method` grant when the user has MFA. The old method stays in force until the frame confirms.
   */
  r.post('/embedded_wallets/:address/recovery_method', ...guard, async (c) => {
    const address = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const method = body.recovery_method
    if (typeof method !== 'string' || !Object.hasOwn(ENVELOPES, method)) {
      throw badRequest("Missing or invalid field 'recovery_method' ('privy', 'user-passcode' or 'passkey')")
    }
    const next = method as Method
    const authShare = readShare(body, 'auth_share')
    const recoveryShare = readEnvelope(body, next)
    const recoveryAddress = next === 'privy' ? null : readAddress(body.recovery_address, 'recovery_address')
    if (next === 'privy' && body.recovery_address !== undefined) {
      throw badRequest("'recovery_address' is only for a recovery password or passkey")
    }
    const ask: GrantAsk = { action: 'recovery_method', target: address.toLowerCase() }
    const { wallet, claimed } = await shareCall(c, address, { ask, use: 'claim' })
    const version = await orRelease(claimed, async () => {
      if (next === 'privy' && wallet.recoveryMethod === 'privy') {
        throw new HttpError(409, 'recovery_method_unchanged', 'This wallet already has automatic recovery')
      }
      const made = await deps.storage.putPendingShareSet(
        wallet.appId,
        wallet.userId,
        {
          authShare: (await walletKeys()).sealAuthShare(authShare, binding(wallet)),
          recoveryMethod: next,
          recoveryShare,
          recoveryAddress,
        },
        nowSeconds(deps),
        wallet.recoveryMethod,
      )
      if (made === null) {
        throw new HttpError(409, 'recovery_method_changed', 'The recovery method changed meanwhile')
      }
      return made
    })
    return c.json({ share_version: version })
  })

  r.post('/embedded_wallets/:address/share_sets/:version/confirm', ...guard, async (c) => {
    const version = Number(c.req.param('version'))
    if (!Number.isSafeInteger(version) || version < 1) throw badRequest('Invalid share set version')
    const { wallet } = await shareCall(c, readAddress(c.req.param('address')))
    if (!(await deps.storage.promoteShareSet(wallet.appId, wallet.userId, version, nowSeconds(deps)))) {
      // a repeated confirm of the set that is already current is fine; any other version is gone
      if (wallet.shareVersion !== version) {
        throw new HttpError(409, 'share_set_outdated', 'No share set of this version is waiting')
      }
    } else {
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
    }
    return c.json({ user: userToJSON(await loadUser(deps, wallet.appId, wallet.userId)) })
  })

  r.post('/embedded_wallets/:address/recovery_address', ...guard, async (c) => {
    const address = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const recoveryAddress = readAddress(body.recovery_address, 'recovery_address')
    const signature = readSignature(body, 'signature')
    const { wallet, proof } = await shareCall(c, address)
    if (wallet.recoveryMethod !== 'user-passcode' || wallet.recoveryAddress !== null) {
      throw new HttpError(
        409,
        'recovery_proof_already_set',
        'This wallet has a recovery proof or no password',
      )
    }
    const message = attestationMessage('set-recovery-address', {
      appId: wallet.appId,
      userId: wallet.userId,
      address: wallet.address,
      recoveryAddress,
      nonce: proof.nonce,
    })
    if (!(await signedBy(wallet.address, message, signature))) throw badWalletSignature()
    await deps.storage.setWalletRecoveryAddress(
      wallet.appId,
      wallet.userId,
      recoveryAddress,
      nowSeconds(deps),
    )
    return c.json({})
  })

  // A Solana account of a seed wallet: the wallet key signs its address and index (the frame derives it from the
  // seed), so no other key can be added as the embedded wallet's. Idempotent for the same user.
  r.post('/embedded_wallets/:address/solana_accounts', ...guard, async (c) => {
    const address = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const solanaAddress = readSolanaAddress(body.solana_address)
    const index = body.index
    if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0 || index > 0x7fffffff) {
      throw badRequest("Missing or invalid field 'index'")
    }
    const signature = readSignature(body, 'signature')
    const { wallet, proof } = await shareCall(c, address)
    const message = attestationMessage('add-solana-account', {
      appId: wallet.appId,
      userId: wallet.userId,
      address: wallet.address,
      solanaAccount: { address: solanaAddress, index },
      nonce: proof.nonce,
    })
    if (!(await signedBy(wallet.address, message, signature))) throw badWalletSignature()
    const account = {
      type: 'wallet',
      key: solanaAddress,
      data: {
        address: solanaAddress,
        chain_type: 'solana',
        chain_id: null,
        wallet_client_type: 'latch',
        connector_type: 'embedded',
        wallet_index: index,
      },
    }
    const added = await deps.storage.addAccount(wallet.appId, wallet.userId, account, nowSeconds(deps))
    if (!added) {
      const owner = await deps.storage.findAccount(wallet.appId, 'wallet', solanaAddress)
      if (owner?.userId !== wallet.userId) {
        throw new HttpError(
          400,
          'linked_to_another_user',
          'This account has already been linked to another user.',
        )
      }
    }
    return c.json({ address: solanaAddress, index })
  })

  return r
}
