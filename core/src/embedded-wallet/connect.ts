/**
 * Connecting the embedded wallet on this device, as the connecting screen needs it: the frame rebuilds the key
 * from its device share; a device without one recovers automatically ('privy' recovery) or asks for the recovery
 * password ('user-passcode'). Recovery errors come back as the recovery screen's message.
 */
import { LatchError } from '../errors'
import { walletMessages } from '../messages.wallet'
import type { EmbeddedWalletProxy } from './proxy'

/** How the wallet's recovery share is protected (the linked account's `recoveryMethod`). */
export type RecoveryMethod = 'privy' | 'user-passcode' | 'passkey'

/**
 * The outcome of a connect: ready to sign, or a password is needed to recover on this device, or the person's
 * passkey (passkey recovery runs in the visible passkey view, on their click).
 */
export type ConnectEmbeddedWalletResult =
  | { status: 'connected'; address: string; recovered: boolean }
  | { status: 'needs-recovery-password'; address: string }
  | { status: 'needs-passkey'; address: string }

const typeOf = (error: unknown) => (error as { type?: unknown } | null)?.type

/** Connects, recovering without a password when the method allows it. Other failures are rethrown. */
export async function connectEmbeddedWallet(
  proxy: Pick<EmbeddedWalletProxy, 'connect' | 'recover'>,
  parameters: { accessToken: string; address: string; recoveryMethod: RecoveryMethod | null },
): Promise<ConnectEmbeddedWalletResult> {
  const { accessToken, address } = parameters
  try {
    const r = await proxy.connect({ accessToken, address })
    return { status: 'connected', address: r.address, recovered: false }
  } catch (error) {
    if (typeOf(error) !== 'wallet_not_on_device') throw error
  }
  if (parameters.recoveryMethod === 'user-passcode') return { status: 'needs-recovery-password', address }
  if (parameters.recoveryMethod === 'passkey') return { status: 'needs-passkey', address }
  if (parameters.recoveryMethod !== 'privy') {
    throw new LatchError('unknown_embedded_wallet_error', walletMessages['embedded.genericError'])
  }
  const r = await proxy.recover({ accessToken, address })
  return { status: 'connected', address: r.address, recovered: true }
}

/**
 * Recovers with the user's recovery password. A wrong password (or one the frame refuses) is a LatchError with
 * code 'invalid_recovery_pin' and the recovery screen's message.
 */
export async function recoverEmbeddedWalletWithPassword(
  proxy: Pick<EmbeddedWalletProxy, 'recover'>,
  parameters: { accessToken: string; address: string; recoveryPassword: string },
): Promise<{ address: string }> {
  try {
    return await proxy.recover(parameters)
  } catch (error) {
    const type = typeOf(error)
    if (type === 'invalid_recovery_pin' || type === 'invalid_request_arguments') {
      throw new LatchError('invalid_recovery_pin', walletMessages['embedded.invalidRecoveryPassword'], {
        cause: error,
      })
    }
    throw error
  }
}
