/** The signed-in user's wallet devices (list, revoke), for `latch.listWalletDevices()` / `revokeWalletDevice()`. */
import { listWalletDevices, revokeWalletDevice, type WalletDevice } from '../../embedded-wallet/devices'
import { LatchError } from '../../errors'
import { formatWalletMessage } from '../../messages.wallet'
import type { EmbeddedWalletContext } from './embedded-wallet.context'

function ownWallet(c: EmbeddedWalletContext): string {
  if (c.ctx.$auth.get().status !== 'authenticated') {
    throw new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated'])
  }
  const wallet = c.$wallet.get()
  if (!wallet) {
    throw new LatchError(
      'unknown_embedded_wallet_error',
      formatWalletMessage(c.ctx.messages, 'devices.noWallet'),
    )
  }
  return wallet.address
}

/** The live device keys of the user's embedded wallet, oldest first. */
export function listDevices(c: EmbeddedWalletContext): Promise<WalletDevice[]> {
  return listWalletDevices(c.ctx.api, { address: ownWallet(c) })
}

/**
 * Revokes one device key of the user's embedded wallet; resolves with the devices left. The server asks for a grant
 * `device_revoke <id>` (a refusal naming it): the step-up service's guard asks the person and revokes again.
 */
export function revokeDevice(c: EmbeddedWalletContext, deviceId: string): Promise<WalletDevice[]> {
  const address = ownWallet(c)
  return c.ctx.stepUp.guard(() => revokeWalletDevice(c.ctx.api, { address, deviceId }))
}
