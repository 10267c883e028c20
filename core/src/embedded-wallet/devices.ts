/**
 * The embedded wallet's device keys, from the host page (bearer calls of the signed-in owner). Each device (browser
 * profile) that uses the wallet registered a non-extractable key from the wallet frame; its proofs release the
 * shares. A revoked key releases nothing any more: that device must recover as a new one (the recovery password,
 * or a fresh login for automatic recovery).
 *
 *   GET    /api/v1/embedded_wallets/{address}/devices        -> {devices}
 *   DELETE /api/v1/embedded_wallets/{address}/devices/{id}   -> {devices}   (404 not_found: no such live device)
 */
import { array, nonEmptyString, nullableNumber, number, object } from '../api/shapes'
import type { Api } from '../api/types'
import { LatchError } from '../errors'
import { walletMessages } from '../messages.wallet'
import { pathOf } from '../protocol/endpoint'
import { WALLET_DEVICES } from '../protocol/endpoints'

/** One registered device key of the wallet. */
export interface WalletDevice {
  id: string
  /** The key's JWK thumbprint (RFC 7638), as the wallet frame shows it. */
  thumbprint: string
  /** When the device was added (seconds since the epoch). */
  createdAt: number
  /** When the device last released a share (seconds), or null. */
  lastUsedAt: number | null
}

/** `{ devices: [{ id, thumbprint, created_at, last_used_at }] }`, oldest first as the server lists them. */
export function parseWalletDevicesJSON(json: unknown): WalletDevice[] {
  return array(object(json).devices, '$.devices', (item, path) => {
    const o = object(item, path)
    return {
      id: nonEmptyString(o.id, `${path}.id`),
      thumbprint: nonEmptyString(o.thumbprint, `${path}.thumbprint`),
      createdAt: number(o.created_at, `${path}.created_at`),
      lastUsedAt: nullableNumber(o.last_used_at, `${path}.last_used_at`),
    }
  })
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function devicesPath(address: string): string {
  if (typeof address !== 'string' || !ADDRESS.test(address)) {
    throw new LatchError('invalid_input', walletMessages['devices.invalidAddress'])
  }
  return pathOf(WALLET_DEVICES, { address })
}

/** The wallet's live device keys. */
export function listWalletDevices(api: Api, parameters: { address: string }): Promise<WalletDevice[]> {
  return api.request({
    method: 'GET',
    path: devicesPath(parameters.address),
    auth: 'protected',
    parse: parseWalletDevicesJSON,
  })
}

/**
 * Revokes one device key; resolves with the devices left. Not retried: a repeat after a lost answer would meet
 * 404 for a key that was in fact revoked.
 */
export function revokeWalletDevice(
  api: Api,
  parameters: { address: string; deviceId: string },
): Promise<WalletDevice[]> {
  const { deviceId } = parameters
  if (typeof deviceId !== 'string' || !/^[\w-]{1,128}$/.test(deviceId)) {
    throw new LatchError('invalid_input', walletMessages['devices.invalidId'])
  }
  return api.request({
    method: 'DELETE',
    path: `${devicesPath(parameters.address)}/${deviceId}`,
    auth: 'protected',
    parse: parseWalletDevicesJSON,
    retry: false,
  })
}
