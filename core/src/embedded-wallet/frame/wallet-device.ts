/**
 * Step: this device's key and share. Registering a device key for a wallet, moving a share an older frame kept in
 * localStorage under one, and unlocking the key from this device's share and the server's auth share.
 */
import { FrameError } from '../protocol'
import { DeviceKeyTakenError, FrameTransportError, type SharePurpose } from './api'
import { type DeviceRecord, deviceRecordKey, pendingDeviceKey } from './device-store'
import { createDeviceKey, type DeviceKey } from './proof'
import type { WalletSecret } from './secret'
import { notOnDevice, rebuild, type WalletContext } from './wallet-context'

/** localStorage key of a device share kept by frames before device keys (read for the migration only). */
export const legacyShareKey = (appId: string, userId: string, address: string) =>
  `latch:device-share:${appId}:${userId}:${address.toLowerCase()}`

/** Refusals of a registration the person lifts (a verification for the key, or an older server's new login). */
const LIFTABLE: readonly string[] = ['missing_or_invalid_mfa', 'step_up_required', 'fresh_login_required']

/** The device steps: registering a device key, this device's record, unlocking the key. */
export function deviceSteps(ctx: WalletContext) {
  const { appId, api, devices } = ctx

  /**
   * Registers a device key for the wallet and returns it. The key is kept (`pendingDeviceKey`) from before the
   * server call until the device record replaces it: a registration the server refused until the person verified
   * (a grant for `device_register <thumbprint>`) is sent again with the same key, whose thumbprint the grant names;
   * a retry whose first answer was lost finds its key already registered (`device_key_taken`) and goes on. Any
   * other refusal (a wrong recovery password) leaves nothing on the device.
   */
  async function registerDeviceKey(
    token: string,
    userId: string,
    address: string,
    body: (device: DeviceKey, nonce: string) => Promise<{ recoverySignature?: string }>,
  ): Promise<DeviceKey> {
    const pendingKey = pendingDeviceKey(appId, userId, address)
    const kept = await devices.get<DeviceKey>(pendingKey)
    const device = kept ?? (await createDeviceKey())
    if (!kept) await devices.put(pendingKey, { keyPair: device.keyPair, thumbprint: device.thumbprint })
    const nonce = await api.challenge(token)
    try {
      await api.registerDevice(token, { device, nonce }, address, await body(device, nonce))
    } catch (error) {
      if (kept && error instanceof DeviceKeyTakenError) return device
      // kept for a retry only when the person can lift the refusal (or the answer was lost); else nothing stays
      const liftable = error instanceof FrameError && LIFTABLE.includes(error.type)
      if (!liftable && !(error instanceof FrameTransportError)) await devices.delete(pendingKey)
      throw error
    }
    return device
  }

  /**
   * A device share kept by a frame before device keys: registers a device key for it (the server asks for a
   * fresh login, and MFA when enrolled, as for a new device of an automatic-recovery wallet) and moves it.
   */
  async function migrateLegacyShare(token: string, userId: string, address: string) {
    const legacy = ctx.legacyShares
    const share = legacy?.getItem(legacyShareKey(appId, userId, address))
    if (!legacy || !share) return undefined
    const info = await api.walletInfo(token, address)
    if (!info) return undefined
    const device = await registerDeviceKey(token, userId, address, async () => ({}))
    // shares made before versioned share sets belong to the first set
    const record: DeviceRecord = { address: info.address, ...device, share, shareVersion: 1 }
    await devices.put(deviceRecordKey(appId, userId, address), record)
    await devices.delete(pendingDeviceKey(appId, userId, address))
    legacy.removeItem(legacyShareKey(appId, userId, address))
    return record
  }

  /** This device's record with a share, or `wallet_not_on_device`. */
  async function deviceRecord(token: string, userId: string, address: string) {
    const record =
      (await devices.get<DeviceRecord>(deviceRecordKey(appId, userId, address))) ??
      (await migrateLegacyShare(token, userId, address))
    if (!record?.share) throw notOnDevice()
    return record as DeviceRecord & { share: string }
  }

  /**
   * The wallet's secret (and Ethereum key) from this device's share and the auth share of the same set. A set this device stored but
   * did not confirm yet (the frame stopped in between) is confirmed now. A share of a set that is gone is
   * `wallet_not_on_device`: the host then runs recovery, which keeps this device's key.
   */
  async function unlock(
    token: string,
    userId: string,
    address: string,
    purpose?: SharePurpose,
  ): Promise<WalletSecret> {
    const record = await deviceRecord(token, userId, address)
    const proof = { device: record }
    const auth = await api.authShare(token, proof, address, { shareVersion: record.shareVersion, purpose })
    const secret = await rebuild(record.share, auth.authShare, address)
    if (auth.pending) await api.confirmShareSet(token, proof, address, auth.shareVersion)
    return secret
  }

  return { registerDeviceKey, deviceRecord, unlock }
}

/** The device steps. */
export type DeviceSteps = ReturnType<typeof deviceSteps>
