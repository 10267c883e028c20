/**
 * Step: create a wallet. A fresh HD seed (./secret.ts; its Ethereum account `m/44'/60'/0'/0/0` is the wallet's
 * address, its Solana account `m/44'/501'/0'/0'` derived from the same seed) split into a device share (kept on this device under a new device key), an
 * auth share (the server's) and a recovery share sealed by the chosen method; the wallet key signs its own
 * registration. A creation whose answer was lost is finished (adopted) by the retry.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { FrameError, WALLET_ALREADY_EXISTS_MESSAGE } from '../protocol'
import { FrameTransportError } from './api'
import { attestationMessage } from './attestation'
import { deviceRecordKey, type PendingCreation, pendingCreationKey } from './device-store'
import { fromBase64Url } from './encoding'
import { createDeviceKey } from './proof'
import { encryptWithKey, newPasswordSecrets, sealWithPassword } from './recovery-crypto'
import { newSeedSecret } from './secret'
import { decodeShare, splitSecret } from './shares'
import { checkPassword, checkpoint, remember, type WalletContext } from './wallet-context'

/** The creation step: `create(token, recoveryPassword?, signal?)`. */
export function creationStep(ctx: WalletContext) {
  const { appId, api, devices } = ctx
  /** One creation at a time per user: a second concurrent create is refused, not raced. */
  const creating = new Set<string>()

  /** Moves an unfinished creation (the server did store it) to this device's record. */
  async function adopt(userId: string, unfinished: PendingCreation): Promise<{ address: string }> {
    await devices.put(deviceRecordKey(appId, userId, unfinished.address), { ...unfinished })
    await devices.delete(pendingCreationKey(appId, userId))
    return { address: unfinished.address }
  }

  return async function create(
    token: string,
    recoveryPassword?: string,
    signal?: AbortSignal,
  ): Promise<{ address: string }> {
    const { userId } = await ctx.verifyToken(token)
    if (recoveryPassword !== undefined) checkPassword(recoveryPassword)
    if (creating.has(userId)) throw new FrameError('error', 'A wallet is already being created')
    creating.add(userId)
    try {
      // A creation whose answer never came (timeout): if the server stored it, it is this user's wallet.
      const pendingKey = pendingCreationKey(appId, userId)
      const unfinished = await devices.get<PendingCreation>(pendingKey)
      checkpoint(signal)
      if (unfinished && (await api.walletInfo(token, unfinished.address)))
        return await adopt(userId, unfinished)

      const secret = await (ctx.newSecret ?? newSeedSecret)()
      const account = privateKeyToAccount(secret.key)
      const address = account.address
      const shares = await splitSecret(secret.secret)
      const device = await createDeviceKey()
      const recoveryPlain = decodeShare(shares.recovery)
      let recoveryShare: string
      let recoveryAddress: string | undefined
      checkpoint(signal)
      if (recoveryPassword === undefined) {
        const key = fromBase64Url(await api.recoveryKey(token, address))
        recoveryShare = await encryptWithKey(recoveryPlain, key, address)
      } else {
        const secrets = await newPasswordSecrets(recoveryPassword)
        recoveryShare = await sealWithPassword(recoveryPlain, secrets, address)
        recoveryAddress = secrets.proofAddress
      }
      recoveryPlain.fill(0)
      const record: PendingCreation = {
        address,
        keyPair: device.keyPair,
        thumbprint: device.thumbprint,
        share: shares.device,
        shareVersion: 1,
      }
      // Kept before the server call: if its answer is lost, a retry finds this and finishes the creation.
      checkpoint(signal)
      await devices.put(pendingKey, record)
      const nonce = await api.challenge(token)
      // The wallet key signs its own registration (app, user, device key, recovery proof, nonce).
      const signature = await account.signMessage({
        message: attestationMessage('register-wallet', {
          appId,
          userId,
          address,
          deviceKey: device.thumbprint,
          recoveryAddress,
          nonce,
        }),
      })
      checkpoint(signal)
      try {
        await api.createWallet(
          token,
          { device, nonce },
          {
            address,
            authShare: shares.auth,
            recoveryMethod: recoveryPassword === undefined ? 'privy' : 'user-passcode',
            recoveryShare,
            recoveryAddress,
            signature,
          },
        )
      } catch (error) {
        if (error instanceof FrameTransportError) throw error
        // The server said no: nothing stays on the device, unless an earlier unfinished creation won meanwhile.
        await devices.delete(pendingKey)
        const message = error instanceof Error ? error.message : ''
        if (unfinished && message === WALLET_ALREADY_EXISTS_MESSAGE) {
          if (await api.walletInfo(token, unfinished.address)) return await adopt(userId, unfinished)
        }
        throw error
      }
      await devices.put(deviceRecordKey(appId, userId, address), { ...record })
      await devices.delete(pendingKey)
      remember(ctx, userId, secret)
      return { address }
    } finally {
      creating.delete(userId)
    }
  }
}
