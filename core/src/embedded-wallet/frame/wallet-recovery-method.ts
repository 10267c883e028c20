/**
 * Step: change the recovery method (a recovery password, or the person's passkey). A fresh split whose recovery
 * share the new method seals; the server keeps the new set beside the current one until this device confirms it
 * stored its new share, so a stop at any point leaves a wallet that signs: before the store, with the old set
 * everywhere; after it, this device confirms on its next unlock, and other devices recover with the new method.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { deviceRecordKey } from './device-store'
import { newPasskeySecrets, sealWithPasskey } from './passkey-recovery'
import { newPasswordSecrets, sealWithPassword } from './recovery-crypto'
import { decodeShare, splitSecret } from './shares'
import { checkPassword, prfSource, type WalletContext } from './wallet-context'
import type { DeviceSteps } from './wallet-device'

/** The steps that change the recovery method. */
export function recoveryMethodSteps(ctx: WalletContext, { unlock, deviceRecord }: DeviceSteps) {
  const { appId, api, devices } = ctx

  /** Sets the recovery password (the grant's purpose: `recovery_password`). */
  async function setRecoveryPassword(
    token: string,
    address: string,
    password: string,
  ): Promise<{ address: string }> {
    checkPassword(password)
    return reseal(token, address, 'recovery_password', await newPasswordSecrets(password), sealWithPassword)
  }

  /**
   * Switches the wallet to passkey recovery: the person's passkey gives a PRF output for a fresh salt (asked first, so
   * a closed prompt or a passkey without PRF changes nothing), then the share set is replaced as for a password: the
   * old method stays in force until this device confirmed its new share.
   */
  async function setRecoveryPasskey(token: string, address: string): Promise<{ address: string }> {
    return reseal(token, address, 'recovery_method', await newPasskeySecrets(prfSource(ctx)), sealWithPasskey)
  }

  /** A fresh split whose recovery share `seal` seals with `secrets`, stored as a new set, then confirmed. */
  async function reseal<S extends { proofAddress: string }>(
    token: string,
    address: string,
    purpose: 'recovery_password' | 'recovery_method',
    secrets: S,
    seal: (plain: Uint8Array, secrets: S, address: string) => Promise<string>,
  ): Promise<{ address: string }> {
    const { userId } = await ctx.verifyToken(token)
    const unlocked = await unlock(token, userId, address, { purpose })
    const record = await deviceRecord(token, userId, address)
    // the same secret split again: a seed stays a seed, a key a key
    const shares = await splitSecret(unlocked.secret)
    const recoveryPlain = decodeShare(shares.recovery)
    const recoveryShare = await seal(recoveryPlain, secrets, address)
    recoveryPlain.fill(0)
    const proof = { device: record }
    const body = { authShare: shares.auth, recoveryShare, recoveryAddress: secrets.proofAddress }
    const { shareVersion } =
      purpose === 'recovery_password'
        ? await api.setRecoveryPassword(token, proof, address, body)
        : await api.setRecoveryMethod(token, proof, address, { ...body, recoveryMethod: 'passkey' })
    await devices.put(deviceRecordKey(appId, userId, address), {
      ...record,
      share: shares.device,
      shareVersion,
    })
    await api.confirmShareSet(token, proof, address, shareVersion)
    return { address: privateKeyToAccount(unlocked.key).address }
  }

  return { setRecoveryPassword, setRecoveryPasskey }
}
