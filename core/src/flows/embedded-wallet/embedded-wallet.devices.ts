/** The signed-in user's wallet devices (list, revoke), for `latch.listWalletDevices()` / `revokeWalletDevice()`. */
import { listWalletDevices, revokeWalletDevice, type WalletDevice } from '../../embedded-wallet/devices'
import { isLatchError, LatchError } from '../../errors'
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

const asLatchError = (error: unknown): LatchError =>
  isLatchError(error) ? error : new LatchError('unknown_error', String(error), { cause: error })

/** The live device keys of the user's embedded wallet, oldest first; `$devices` follows. */
export async function listDevices(c: EmbeddedWalletContext): Promise<WalletDevice[]> {
  const before = c.$devices.get()
  // a list shown stays while it is read again
  if (before.step !== 'ready') c.$devices.set({ step: 'loading' })
  try {
    const devices = await listWalletDevices(c.ctx.api, { address: ownWallet(c) })
    c.$devices.set({ step: 'ready', devices, revoking: null, error: null })
    return devices
  } catch (error) {
    const e = asLatchError(error)
    const now = c.$devices.get()
    c.$devices.set(now.step === 'ready' ? { ...now, error: e } : { step: 'error', error: e })
    throw error
  }
}

/**
 * Revokes one device key of the user's embedded wallet; resolves with the devices left. The server asks for a grant
 * `device_revoke <id>` (a refusal naming it): the step-up service's guard asks the person and revokes again.
 */
export async function revokeDevice(c: EmbeddedWalletContext, deviceId: string): Promise<WalletDevice[]> {
  const address = ownWallet(c)
  const mark = (revoking: string | null, error: LatchError | null) => {
    const now = c.$devices.get()
    if (now.step === 'ready') c.$devices.set({ ...now, revoking, error })
  }
  mark(deviceId, null)
  try {
    const devices = await c.ctx.stepUp.guard(() => revokeWalletDevice(c.ctx.api, { address, deviceId }))
    c.$devices.set({ step: 'ready', devices, revoking: null, error: null })
    return devices
  } catch (error) {
    mark(null, asLatchError(error))
    throw error
  }
}
