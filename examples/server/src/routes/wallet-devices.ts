/**
 * Device keys of an embedded wallet: the non-extractable P-256 keys that wallet frames made (one per device) and
 * whose proofs release shares (../wallet-proof.ts).
 *
 *   POST   /api/v1/embedded_wallets/{address}/devices    DPoP (the new key) {recovery_signature?} -> {device}
 *          (from the wallet frame only)
 *   GET    /api/v1/embedded_wallets/{address}/devices                                          -> {devices}
 *   DELETE /api/v1/embedded_wallets/{address}/devices/{id}                                     -> {devices}
 *          (the signed-in owner, from the host page like any other /api/v1 call; a grant `device_revoke <id>`)
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
 * - automatic recovery (and password wallets made before recovery proofs): a grant `device_register <the new key's
 *   thumbprint>` of this session (grants.ts), made by a verification for that very key: an MFA verification when the
 *   user has MFA (403 `missing_or_invalid_mfa`), else a code sent to an email or phone the user had before this
 *   session began (403 `step_up_required`). Checked before the nonce is spent, claimed when the key is stored.
 * A registration and a revocation are noticed to the user (security events `wallet_device_added`, `_revoked`).
 * The first device key is registered with the wallet itself (POST /embedded_wallets, signed by the wallet key).
 */

import { attestationMessage, WALLET_DEVICE_REVOKE, WALLET_DEVICES } from '@latch/core/protocol'
import { Hono } from 'hono'
import { loadUser, requireCaller } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { callersWallet, frameOnly, readAddress, readSignature, signedBy } from '../domain/wallets'
import { hasFreshMfa, peekGrant, withGrant } from '../grants'
import { HttpError, readJson } from '../http'
import { route } from '../route'
import { securityEvent } from '../security-events'
import type { WalletDeviceRecord } from '../storage'
import { consumeNonce, newDeviceId, offerNonce, readDeviceProof } from '../wallet-proof'

/** Recovery-password tries per wallet per window (the ceiling over all device keys; the right password counts too). */
export const RECOVERY_GUESS_RATE = { max: 10, windowSeconds: 3600 }
/** Recovery-password tries per new device key per window (one script cannot spend the wallet's ceiling alone). */
export const RECOVERY_GUESS_PER_DEVICE = { max: 5, windowSeconds: 3600 }
/**
 * Live device keys a wallet keeps. Browsers purge a frame's storage (Safari after a week without a visit), so each
 * purge costs a device key: rather than lock the wallet out, a new key revokes the least recently used beyond this.
 */
export const MAX_DEVICES_PER_WALLET = 20

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
    const wallet = await callersWallet(deps, c, address)
    const proof = await readDeviceProof(deps, c)
    if (await deps.storage.getWalletDevice(wallet.appId, proof.thumbprint)) {
      throw new HttpError(409, 'device_key_taken', 'This device key is already registered')
    }
    // without a recovery proof, a grant for this very key (looked at before the nonce is spent)
    // a passkey wallet always has one (its proof key comes from the passkey's PRF output)
    const byProof =
      (wallet.recoveryMethod === 'user-passcode' || wallet.recoveryMethod === 'passkey') &&
      wallet.recoveryAddress !== null
    const byGrant = !byProof
    const ask = { action: 'device_register' as const, target: proof.thumbprint }
    const user = await loadUser(deps, wallet.appId, wallet.userId)
    if (byGrant) {
      if (recoverySignature) {
        throw new HttpError(400, 'invalid_request', 'This wallet has no recovery proof to sign with')
      }
      await peekGrant(deps, c, ask, { user })
    }
    await consumeNonce(deps, c, proof.nonce)
    if (byProof && wallet.recoveryAddress !== null) {
      if (!recoverySignature) {
        throw new HttpError(
          403,
          'recovery_signature_required',
          'A new device needs the recovery password or passkey',
        )
      }
      await checkRecoverySignature(c, wallet.recoveryMethod, wallet.recoveryAddress, recoverySignature, {
        appId: wallet.appId,
        userId: wallet.userId,
        address: wallet.address,
        deviceKey: proof.thumbprint,
        nonce: proof.nonce,
      })
    }
    const device = {
      id: newDeviceId(),
      appId: wallet.appId,
      userId: wallet.userId,
      address: wallet.address,
      thumbprint: proof.thumbprint,
      publicJwk: JSON.stringify(proof.jwk),
    }
    const store = async () => {
      const added = await deps.storage.addWalletDevice(device, nowSeconds(deps), MAX_DEVICES_PER_WALLET)
      if (added.result === 'taken') {
        throw new HttpError(409, 'device_key_taken', 'This device key is already registered')
      }
      return added
    }
    // the grant is claimed with the store, given back when the key was taken meanwhile
    const added = byGrant ? await withGrant(deps, c, ask, { user }, store) : await store()
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
      session: c.get('caller').sessionId,
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
    method: string,
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
    if (method === 'passkey') {
      throw new HttpError(403, 'invalid_recovery_passkey', 'This passkey does not open the recovery share')
    }
    throw new HttpError(403, 'invalid_recovery_password', 'Invalid recovery password')
  }

  route(api, WALLET_DEVICES, [requireCaller(deps)], async (c) => {
    const wallet = await callersWallet(deps, c, readAddress(c.req.param('address')))
    const devices = await deps.storage.listWalletDevices(wallet.appId, wallet.userId)
    return { devices: devices.map(deviceJSON) }
  })

  route(api, WALLET_DEVICE_REVOKE, [requireCaller(deps)], async (c) => {
    const wallet = await callersWallet(deps, c, readAddress(c.req.param('address')))
    const id = c.req.param('id') ?? ''
    const notFound = () => new HttpError(404, 'not_found', 'No such device for this wallet')
    const live = await deps.storage.listWalletDevices(wallet.appId, wallet.userId)
    if (!live.some((d) => d.id === id && d.address.toLowerCase() === wallet.address.toLowerCase())) {
      throw notFound()
    }
    // a grant `device_revoke <id>`: a script holding the token cannot cut the person off their devices
    const user = await loadUser(deps, wallet.appId, wallet.userId)
    await withGrant(deps, c, { action: 'device_revoke', target: id }, { user }, async () => {
      if (!(await deps.storage.revokeWalletDevice(wallet.appId, wallet.userId, id, nowSeconds(deps)))) {
        throw notFound()
      }
    })
    await securityEvent(deps, c, 'wallet_device_revoked', {
      user: wallet.userId,
      session: c.get('caller').sessionId,
      method: wallet.address,
      device: id,
    })
    const devices = await deps.storage.listWalletDevices(wallet.appId, wallet.userId)
    return { devices: devices.map(deviceJSON) }
  })

  return { frame, api }
}
