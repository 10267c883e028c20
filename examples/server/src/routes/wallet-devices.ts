/**
 * Device keys of an embedded wallet: the non-extractable P-256 keys that wallet frames made (one per device) and
 * whose proofs release shares (../wallet-proof.ts).
 *
 *   POST   /api/v1/embedded_wallets/{address}/devices    DPoP (the new key) {recovery_signature?} -> {device}
 *          (from the wallet frame only)
 *   GET    /api/v1/embedded_wallets/{address}/devices                                          -> {devices}
 *   DELETE /api/v1/embedded_wallets/{address}/devices/{id}                                     -> {devices}
 *          (the signed-in owner, from the host page like any other /api/v1 call)
 *
 * A new device key is registered only with proof that the person holds the wallet, since a bare access token
 * (which any script on the host page holds) must never be enough:
 * - a password wallet: an EIP-191 signature by its recovery proof key (which the frame derives from the password
 *   the person typed) over a message naming the app, the user, the wallet, the new key and a single-use nonce. Each
 *   try is an online guess, claimed BEFORE its signature is checked by one atomic statement per budget (so
 *   concurrent tries, on any number of instances, never check more than the budget): `RECOVERY_GUESS_PER_DEVICE`
 *   per new device key and the wallet's ceiling `RECOVERY_GUESS_RATE`; past either, 429 `rate_limited` with
 *   Retry-After (a wrong password is 403 `invalid_recovery_password`). The try that spends the wallet's ceiling
 *   sends the owner a notice. Past the ceiling, a session with a fresh MFA verification has a budget of its own (the
 *   same size), so someone else's guesses do not lock the owner out;
 * - automatic recovery (and password wallets made before recovery proofs): a fresh primary login of this session
 *   (signed in within `freshLoginSeconds`, 10 minutes; a refresh counts from its login, a fork never: 403
 *   `fresh_login_required`), plus
 *   a fresh MFA verification when the user has a method enrolled (403 `missing_or_invalid_mfa`).
 * The first device key is registered with the wallet itself (POST /embedded_wallets, signed by the wallet key).
 */
import { Hono } from 'hono'
import { attestationMessage } from '../../../../core/src/embedded-wallet/frame/attestation'
import { requireCaller } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { HttpError, readJson } from '../http'
import { securityEvent } from '../security-events'
import { isFreshLogin } from '../sessions'
import { hasFreshMfa, mfaRequired } from '../step-up'
import type { SessionRecord, WalletDeviceRecord } from '../storage'
import { consumeNonce, newDeviceId, offerNonce, readDeviceProof } from '../wallet-proof'
import { callersWallet, frameOnly, readAddress, readSignature, signedBy } from './embedded-wallets'

/** Recovery-password tries per wallet per window (the ceiling over all device keys; the right password counts too). */
export const RECOVERY_GUESS_RATE = { max: 10, windowSeconds: 3600 }
/** Recovery-password tries per new device key per window (one script cannot spend the wallet's ceiling alone). */
export const RECOVERY_GUESS_PER_DEVICE = { max: 5, windowSeconds: 3600 }
/**
 * Live device keys a wallet keeps. Browsers purge a frame's storage (Safari after a week without a visit), so each
 * purge costs a device key: rather than lock the wallet out, a new key revokes the least recently used beyond this.
 */
export const MAX_DEVICES_PER_WALLET = 20

/**
 * A primary login of this session within `freshLoginSeconds`. A fork keeps its parent's authentication time, but it
 * was made from a refresh token (which every script on the host page holds), so it never counts here.
 */
function freshLogin(deps: Deps, session: SessionRecord): boolean {
  return session.forkedFrom === null && isFreshLogin(deps, session)
}

const deviceJSON = (d: WalletDeviceRecord) => ({
  id: d.id,
  thumbprint: d.thumbprint,
  created_at: d.createdAt,
  last_used_at: d.lastUsedAt,
})

export function walletDeviceRoutes(deps: Deps): { frame: Hono<HonoEnv>; api: Hono<HonoEnv> } {
  const frame = new Hono<HonoEnv>()
  const api = new Hono<HonoEnv>()

  frame.post('/embedded_wallets/:address/devices', frameOnly(deps), requireCaller(deps), async (c) => {
    const address = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const recoverySignature =
      body.recovery_signature === undefined ? undefined : readSignature(body, 'recovery_signature')
    const caller = c.get('caller')
    const wallet = await callersWallet(deps, c, address)
    const proof = await readDeviceProof(deps, c)
    if (await deps.storage.getWalletDevice(wallet.appId, proof.thumbprint)) {
      throw new HttpError(409, 'device_key_taken', 'This device key is already registered')
    }
    await consumeNonce(deps, c, proof.nonce)
    if (wallet.recoveryMethod === 'user-passcode' && wallet.recoveryAddress !== null) {
      if (!recoverySignature) {
        throw new HttpError(403, 'recovery_signature_required', 'A new device needs the recovery password')
      }
      await checkRecoverySignature(c, wallet.recoveryAddress, recoverySignature, {
        appId: wallet.appId,
        userId: wallet.userId,
        address: wallet.address,
        deviceKey: proof.thumbprint,
        nonce: proof.nonce,
      })
    } else {
      if (recoverySignature) {
        throw new HttpError(400, 'invalid_request', 'This wallet has no recovery proof to sign with')
      }
      const session = await deps.storage.getSession(caller.sessionId)
      if (!session || !freshLogin(deps, session)) {
        throw new HttpError(403, 'fresh_login_required', 'Log in again to add this device to your wallet')
      }
      const user = await deps.storage.getUser(wallet.appId, wallet.userId)
      if ((user?.mfa.length ?? 0) > 0 && !hasFreshMfa(deps, session)) throw mfaRequired()
    }
    const device = {
      id: newDeviceId(),
      appId: wallet.appId,
      userId: wallet.userId,
      address: wallet.address,
      thumbprint: proof.thumbprint,
      publicJwk: JSON.stringify(proof.jwk),
    }
    const added = await deps.storage.addWalletDevice(device, nowSeconds(deps), MAX_DEVICES_PER_WALLET)
    if (added.result === 'taken') {
      throw new HttpError(409, 'device_key_taken', 'This device key is already registered')
    }
    for (const id of added.evicted) {
      await securityEvent(deps, c, 'wallet_device_revoked', {
        user: wallet.userId,
        method: wallet.address,
        device: id,
        reason: 'device_limit',
      })
    }
    await securityEvent(deps, c, 'wallet_device_added', {
      user: wallet.userId,
      method: wallet.address,
      device: device.id,
    })
    await offerNonce(deps, c)
    const stored = (await deps.storage.getWalletDevice(wallet.appId, proof.thumbprint)) as WalletDeviceRecord
    return c.json({ device: deviceJSON(stored) })
  })

  /**
   * Checks the recovery proof signature. The try is claimed first, atomically, from the new key's budget and then
   * the wallet's ceiling (past which a session with a fresh MFA verification has a budget of its own); only a
   * claimed try is checked.
   */
  async function checkRecoverySignature(
    c: Ctx,
    recoveryAddress: string,
    signature: `0x${string}`,
    fields: Parameters<typeof attestationMessage>[1],
  ) {
    const now = nowSeconds(deps)
    const { windowSeconds } = RECOVERY_GUESS_RATE
    const wallet = `${fields.appId}:${fields.address.toLowerCase()}`
    const tooMany = (retryAfter: number) =>
      new HttpError(429, 'rate_limited', 'Too many wrong recovery passwords. Please try again later.', {
        'Retry-After': String(retryAfter),
      })
    const device = await deps.storage.hitRateLimit(
      `recovery-guess-device:${fields.appId}:${fields.deviceKey}`,
      RECOVERY_GUESS_PER_DEVICE.max,
      RECOVERY_GUESS_PER_DEVICE.windowSeconds,
      now,
    )
    if (!device.allowed) throw tooMany(device.retryAfter)
    const ceiling = await deps.storage.hitRateLimit(
      `recovery-guess:${wallet}`,
      RECOVERY_GUESS_RATE.max,
      windowSeconds,
      now,
    )
    if (!ceiling.allowed) {
      const session = await deps.storage.getSession(c.get('caller').sessionId)
      if (!session || !hasFreshMfa(deps, session)) throw tooMany(ceiling.retryAfter)
      const mfa = await deps.storage.hitRateLimit(
        `recovery-guess-mfa:${wallet}`,
        RECOVERY_GUESS_RATE.max,
        windowSeconds,
        now,
      )
      if (!mfa.allowed) throw tooMany(mfa.retryAfter)
    } else if (ceiling.count === RECOVERY_GUESS_RATE.max) {
      // this try spends the ceiling: the owner hears of it (once per window: one claim gets this count)
      await securityEvent(deps, c, 'recovery_guesses_exhausted', {
        user: fields.userId,
        method: 'wallet',
        tries: ceiling.count,
      })
    }
    if (await signedBy(recoveryAddress, attestationMessage('add-device', fields), signature)) return
    throw new HttpError(403, 'invalid_recovery_password', 'Invalid recovery password')
  }

  api.get('/embedded_wallets/:address/devices', requireCaller(deps), async (c) => {
    const wallet = await callersWallet(deps, c, readAddress(c.req.param('address')))
    const devices = await deps.storage.listWalletDevices(wallet.appId, wallet.userId)
    return c.json({ devices: devices.map(deviceJSON) })
  })

  api.delete('/embedded_wallets/:address/devices/:id', requireCaller(deps), async (c) => {
    const wallet = await callersWallet(deps, c, readAddress(c.req.param('address')))
    const id = c.req.param('id')
    if (!(await deps.storage.revokeWalletDevice(wallet.appId, wallet.userId, id, nowSeconds(deps)))) {
      throw new HttpError(404, 'not_found', 'No such device for this wallet')
    }
    await securityEvent(deps, c, 'wallet_device_revoked', {
      user: wallet.userId,
      method: wallet.address,
      device: id,
    })
    const devices = await deps.storage.listWalletDevices(wallet.appId, wallet.userId)
    return c.json({ devices: devices.map(deviceJSON) })
  })

  return { frame, api }
}
