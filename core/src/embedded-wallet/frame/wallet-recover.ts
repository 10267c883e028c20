/**
 * Step: recover a wallet on this device. The device registers a key (vouched for by the recovery method's proof
 * key where the server knows one), the server releases the sealed recovery share to it, and the method opens it:
 * the recovery password, the person's passkey (PRF), or the server's recovery key (automatic recovery). With the
 * auth share of the same set it rebuilds the key; this device keeps the recovery share as its own share.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { FrameError } from '../protocol'
import type { FrameApi, WalletInfo } from './api'
import { attestationMessage } from './attestation'
import { type DeviceRecord, deviceRecordKey, pendingDeviceKey } from './device-store'
import { fromBase64Url, toBase64Url } from './encoding'
import { openWithPasskey, type PasskeySecrets, passkeyParams, passkeySecretsFor } from './passkey-recovery'
import {
  decryptWithKey,
  derivePasswordSecrets,
  openWithPassword,
  type PasswordSecrets,
  passwordParams,
} from './recovery-crypto'
import {
  isType,
  malformedShare,
  passwordNeeded,
  passwordParamsOf,
  prfSource,
  rebuild,
  remember,
  type WalletContext,
} from './wallet-context'
import type { DeviceSteps } from './wallet-device'

type SealedShare = Awaited<ReturnType<FrameApi['recoveryShare']>>

/** What the recovery method gave on the way: the password's or the passkey's secrets. */
interface MethodSecrets {
  secrets?: PasswordSecrets
  passkey?: PasskeySecrets
}

/** The recovery step: `recover(token, address, recoveryPassword?)`. */
export function recoveryStep(ctx: WalletContext, { registerDeviceKey }: DeviceSteps) {
  const { appId, api, devices } = ctx
  const prf = () => prfSource(ctx)

  /**
   * Registers a new device key for the wallet: with a signature of the recovery proof key (derived from the
   * password, or from the passkey's PRF output) when the server knows that key's address, otherwise under the
   * server's fresh-login rule.
   */
  async function registerDevice(
    token: string,
    userId: string,
    info: WalletInfo,
    password: string | undefined,
  ): Promise<MethodSecrets & { record: DeviceRecord }> {
    if (info.recoveryMethod === 'user-passcode' && password === undefined) throw passwordNeeded()
    let secrets: PasswordSecrets | undefined
    let passkey: PasskeySecrets | undefined
    if (info.recoveryMethod === 'passkey') {
      // asked before anything is registered: a closed prompt or another passkey leaves nothing behind
      if (!info.passkey) throw malformedShare()
      passkey = await passkeySecretsFor(prf(), info.passkey)
    }
    const device = await registerDeviceKey(token, userId, info.address, async (key, nonce) => {
      if (!passkey && info.recoveryMethod === 'user-passcode' && info.recoveryProof && password !== undefined)
        secrets ??= await derivePasswordSecrets(password, passwordParamsOf(info))
      const proofKey = passkey?.proofKey ?? secrets?.proofKey
      if (!proofKey) return {}
      const message = attestationMessage('add-device', {
        appId,
        userId,
        address: info.address,
        deviceKey: key.thumbprint,
        nonce,
      })
      return { recoverySignature: await privateKeyToAccount(proofKey).signMessage({ message }) }
    })
    const record: DeviceRecord = {
      address: info.address,
      ...device,
      share: null,
      shareVersion: info.shareVersion,
    }
    await devices.put(deviceRecordKey(appId, userId, info.address), record)
    await devices.delete(pendingDeviceKey(appId, userId, info.address))
    return { record, secrets, passkey }
  }

  /** Opens the sealed recovery share by its method; `got` holds the secrets the registration already derived. */
  async function openRecoveryShare(
    sealed: SealedShare,
    address: string,
    recoveryPassword: string | undefined,
    got: MethodSecrets,
  ): Promise<Uint8Array> {
    if (sealed.recoveryMethod === 'user-passcode') {
      if (recoveryPassword === undefined) throw passwordNeeded()
      const params = passwordParams(sealed.ciphertext)
      if (!params) throw malformedShare()
      got.secrets ??= await derivePasswordSecrets(recoveryPassword, params)
      return openWithPassword(sealed.ciphertext, got.secrets, address)
    }
    if (sealed.recoveryMethod === 'passkey') {
      const params = passkeyParams(sealed.ciphertext)
      if (!params) throw malformedShare()
      got.passkey ??= await passkeySecretsFor(prf(), params)
      return openWithPasskey(sealed.ciphertext, got.passkey, address)
    }
    if (!sealed.recoveryKey) throw new FrameError('error', 'The recovery key is missing')
    return decryptWithKey(sealed.ciphertext, fromBase64Url(sealed.recoveryKey), address)
  }

  return async function recover(
    token: string,
    address: string,
    recoveryPassword?: string,
  ): Promise<{ address: string }> {
    const { userId } = await ctx.verifyToken(token)
    const info = await api.walletInfo(token, address)
    if (!info) throw new FrameError('wallet_not_on_device', 'Wallet not found for this user')
    const key = deviceRecordKey(appId, userId, address)
    let record = await devices.get<DeviceRecord>(key)
    let got: MethodSecrets = {}
    let sealed: SealedShare | undefined
    if (record) {
      // a registered device whose share is from an older set (or was lost): its key still opens the release
      try {
        sealed = await api.recoveryShare(token, { device: record }, address)
      } catch (error) {
        if (!isType(error, 'wallet_not_on_device')) throw error
        // the server no longer knows this device key (revoked): start over as a new device
        await devices.delete(key)
        record = undefined
      }
    }
    if (!record || !sealed) {
      ;({ record, ...got } = await registerDevice(token, userId, info, recoveryPassword))
      sealed = await api.recoveryShare(token, { device: record }, address)
    }
    const recovery = await openRecoveryShare(sealed, address, recoveryPassword, got)
    const recoveryShare = toBase64Url(recovery)
    recovery.fill(0)
    const proof = { device: record }
    const auth = await api.authShare(token, proof, address, { shareVersion: sealed.shareVersion })
    const rebuilt = await rebuild(recoveryShare, auth.authShare, address)
    const account = privateKeyToAccount(rebuilt.key)
    // This device keeps the recovery share as its own share: with the server's auth share it rebuilds the key,
    // and other devices' shares of the same set stay valid.
    await devices.put(key, { ...record, share: recoveryShare, shareVersion: sealed.shareVersion })
    const { secrets } = got
    if (sealed.recoveryMethod === 'user-passcode' && secrets && !info.recoveryProof) {
      // A password wallet made before recovery proofs: the wallet key itself vouches for the proof address now.
      const nonce = await api.challenge(token)
      const message = attestationMessage('set-recovery-address', {
        appId,
        userId,
        address: account.address,
        recoveryAddress: secrets.proofAddress,
        nonce,
      })
      await api.setRecoveryAddress(token, { device: record, nonce }, address, {
        recoveryAddress: secrets.proofAddress,
        signature: await account.signMessage({ message }),
      })
    }
    remember(ctx, userId, rebuilt)
    return { address: account.address }
  }
}
