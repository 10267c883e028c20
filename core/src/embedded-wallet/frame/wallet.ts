/**
 * The wallet operations of the frame: create, connect, recover, set a recovery password, sign. Keys are made and
 * rebuilt only here; the host gets addresses and signatures. The server releases a share only with a proof made
 * by this device's registered key (./proof.ts), which lives in the frame origin's IndexedDB next to the device
 * share. Everything outside (server, device store, clock) is injected, so the same code runs in the browser frame
 * and in tests against the real server.
 */
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { FrameError, type FrameRpcMethod, WALLET_ALREADY_EXISTS_MESSAGE } from '../protocol'
import {
  DeviceKeyTakenError,
  type FrameApi,
  FrameTransportError,
  type SharePurpose,
  type WalletInfo,
} from './api'
import { attestationMessage } from './attestation'
import {
  type DeviceRecord,
  type DeviceStore,
  deviceRecordKey,
  type PendingCreation,
  pendingCreationKey,
  pendingDeviceKey,
} from './device-store'
import { fromBase64Url, toBase64Url } from './encoding'
import {
  newPasskeySecrets,
  openWithPasskey,
  type PasskeySecrets,
  type PrfSource,
  passkeyParams,
  passkeySecretsFor,
  sealWithPasskey,
} from './passkey-recovery'
import { createDeviceKey, type DeviceKey } from './proof'
import {
  decryptWithKey,
  derivePasswordSecrets,
  encryptWithKey,
  newPasswordSecrets,
  openWithPassword,
  type PasswordSecrets,
  passwordParams,
  sealWithPassword,
} from './recovery-crypto'
import { signRequestHash } from './request-hash'
import { signRpc } from './rpc'
import { combineShares, decodeShare, splitPrivateKey } from './shares'
import type { TokenClaims } from './token'

/** The synchronous key-value store where frames before device keys kept device shares (localStorage). */
export interface ShareStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface FrameWalletOptions {
  appId: string
  api: FrameApi
  /** Device keys and shares (the frame origin's IndexedDB in the browser). */
  devices: DeviceStore
  /** Where older frames kept device shares; read once per wallet to move them under a device key. */
  legacyShares?: ShareStorage
  verifyToken(token: string): Promise<TokenClaims>
  /** Clock in ms. @default Date.now */
  now?: () => number
  /** The passkey ceremony of passkey recovery (WebAuthn with PRF in the frame); absent: passkey recovery fails. */
  prf?: PrfSource
}

/**
 * How long a key rebuilt in memory signs before the frame asks the server for the auth share again: so a revoked
 * session, or an MFA requirement, reaches signing within this time.
 */
export const KEY_MEMORY_TTL_MS = 10 * 60 * 1000

/** Allowed recovery password characters: letters, digits and !@#$%^&*()-_+. */
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()\-_+.]+$/
const PASSWORD_MIN = 6

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || !PASSWORD_CHARS.test(password)) {
    throw new FrameError('invalid_request_arguments', 'The recovery password does not meet the rules')
  }
}

/** localStorage key of a device share kept by frames before device keys (read for the migration only). */
export const legacyShareKey = (appId: string, userId: string, address: string) =>
  `latch:device-share:${appId}:${userId}:${address.toLowerCase()}`

/** Refusals of a registration the person lifts (a verification for the key, or an older server's new login). */
const LIFTABLE: readonly string[] = ['missing_or_invalid_mfa', 'step_up_required', 'fresh_login_required']

const notOnDevice = () => new FrameError('wallet_not_on_device', 'This wallet is not on this device')
const passwordNeeded = () => new FrameError('invalid_request_arguments', 'A recovery password is needed')
const isType = (error: unknown, type: string) => error instanceof FrameError && error.type === type

/** The frame's wallet state and operations. */
export function createFrameWallet(options: FrameWalletOptions) {
  const { appId, api, devices } = options
  /** Accounts rebuilt in this frame's memory, by lower-case address, with their owner. */
  const loaded = new Map<string, { userId: string; account: PrivateKeyAccount; loadedAt: number }>()
  const now = options.now ?? (() => Date.now())
  /** One creation at a time per user: a second concurrent create is refused, not raced. */
  const creating = new Set<string>()

  const mismatch = () => new FrameError('error', 'The key shares do not rebuild this wallet')

  async function rebuild(a: string, b: string, address: string): Promise<`0x${string}`> {
    const key = await combineShares(a, b)
    if (privateKeyToAccount(key).address.toLowerCase() !== address.toLowerCase()) throw mismatch()
    return key
  }

  function remember(userId: string, account: PrivateKeyAccount) {
    loaded.set(account.address.toLowerCase(), { userId, account, loadedAt: now() })
  }

  /** Moves an unfinished creation (the server did store it) to this device's record. */
  async function adopt(userId: string, unfinished: PendingCreation): Promise<{ address: string }> {
    await devices.put(deviceRecordKey(appId, userId, unfinished.address), { ...unfinished })
    await devices.delete(pendingCreationKey(appId, userId))
    return { address: unfinished.address }
  }

  /** Stops before the next server call once the host canceled the request (its timeout) or signed out. */
  const checkpoint = (signal?: AbortSignal) => {
    if (signal?.aborted) throw new FrameError('error', 'The request was canceled')
  }

  async function create(
    token: string,
    recoveryPassword?: string,
    signal?: AbortSignal,
  ): Promise<{ address: string }> {
    const { userId } = await options.verifyToken(token)
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

      const privateKey = generatePrivateKey()
      const account = privateKeyToAccount(privateKey)
      const address = account.address
      const shares = await splitPrivateKey(privateKey)
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
      remember(userId, account)
      return { address }
    } finally {
      creating.delete(userId)
    }
  }

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
    const legacy = options.legacyShares
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
   * The private key from this device's share and the auth share of the same set. A set this device stored but
   * did not confirm yet (the frame stopped in between) is confirmed now. A share of a set that is gone is
   * `wallet_not_on_device`: the host then runs recovery, which keeps this device's key.
   */
  async function unlock(
    token: string,
    userId: string,
    address: string,
    purpose?: SharePurpose,
  ): Promise<`0x${string}`> {
    const record = await deviceRecord(token, userId, address)
    const proof = { device: record }
    const auth = await api.authShare(token, proof, address, { shareVersion: record.shareVersion, purpose })
    const key = await rebuild(record.share, auth.authShare, address)
    if (auth.pending) await api.confirmShareSet(token, proof, address, auth.shareVersion)
    return key
  }

  async function connect(
    token: string,
    address: string,
    purpose?: SharePurpose,
  ): Promise<{ address: string }> {
    const { userId } = await options.verifyToken(token)
    const account = privateKeyToAccount(await unlock(token, userId, address, purpose))
    remember(userId, account)
    return { address: account.address }
  }

  /**
   * Registers a new device key for the wallet: with a signature of the recovery proof key (derived from the
   * password) when the server knows that key's address, otherwise under the server's fresh-login rule.
   */
  async function registerDevice(
    token: string,
    userId: string,
    info: WalletInfo,
    password: string | undefined,
  ): Promise<{ record: DeviceRecord; secrets?: PasswordSecrets; passkey?: PasskeySecrets }> {
    if (info.recoveryMethod === 'user-passcode' && password === undefined) throw passwordNeeded()
    let secrets: PasswordSecrets | undefined
    let passkey: PasskeySecrets | undefined
    if (info.recoveryMethod === 'passkey') {
      // asked before anything is registered: a closed prompt or another passkey leaves nothing behind
      if (!info.passkey) throw new FrameError('error', 'The recovery share is malformed')
      passkey = await passkeySecretsFor(prfSource(), info.passkey)
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

  const passwordParamsOf = (info: WalletInfo) => {
    if (!info.password) throw new FrameError('error', 'The recovery share is malformed')
    return info.password
  }

  const prfSource = () => {
    if (!options.prf) throw new FrameError('passkey_prf_unavailable', 'Passkeys are not available here')
    return options.prf
  }

  async function recover(
    token: string,
    address: string,
    recoveryPassword?: string,
  ): Promise<{ address: string }> {
    const { userId } = await options.verifyToken(token)
    const info = await api.walletInfo(token, address)
    if (!info) throw new FrameError('wallet_not_on_device', 'Wallet not found for this user')
    const key = deviceRecordKey(appId, userId, address)
    let record = await devices.get<DeviceRecord>(key)
    let secrets: PasswordSecrets | undefined
    let passkey: PasskeySecrets | undefined
    let sealed: Awaited<ReturnType<FrameApi['recoveryShare']>> | undefined
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
      ;({ record, secrets, passkey } = await registerDevice(token, userId, info, recoveryPassword))
      sealed = await api.recoveryShare(token, { device: record }, address)
    }
    let recovery: Uint8Array
    if (sealed.recoveryMethod === 'user-passcode') {
      if (recoveryPassword === undefined) throw passwordNeeded()
      const params = passwordParams(sealed.ciphertext)
      if (!params) throw new FrameError('error', 'The recovery share is malformed')
      secrets ??= await derivePasswordSecrets(recoveryPassword, params)
      recovery = await openWithPassword(sealed.ciphertext, secrets, address)
    } else if (sealed.recoveryMethod === 'passkey') {
      const params = passkeyParams(sealed.ciphertext)
      if (!params) throw new FrameError('error', 'The recovery share is malformed')
      passkey ??= await passkeySecretsFor(prfSource(), params)
      recovery = await openWithPasskey(sealed.ciphertext, passkey, address)
    } else {
      if (!sealed.recoveryKey) throw new FrameError('error', 'The recovery key is missing')
      recovery = await decryptWithKey(sealed.ciphertext, fromBase64Url(sealed.recoveryKey), address)
    }
    const recoveryShare = toBase64Url(recovery)
    recovery.fill(0)
    const proof = { device: record }
    const auth = await api.authShare(token, proof, address, { shareVersion: sealed.shareVersion })
    const account = privateKeyToAccount(await rebuild(recoveryShare, auth.authShare, address))
    // This device keeps the recovery share as its own share: with the server's auth share it rebuilds the key,
    // and other devices' shares of the same set stay valid.
    await devices.put(key, { ...record, share: recoveryShare, shareVersion: sealed.shareVersion })
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
    remember(userId, account)
    return { address: account.address }
  }

  /**
   * The loaded account for `address`, rebuilt from this device's share when the frame was reloaded (or its memory
   * expired): that release names what it is for (`purpose`, the signing request's hash).
   */
  async function accountFor(
    token: string,
    address: string,
    purpose: SharePurpose,
  ): Promise<PrivateKeyAccount> {
    const claims = await options.verifyToken(token)
    let entry = loaded.get(address.toLowerCase())
    if (entry && now() - entry.loadedAt > KEY_MEMORY_TTL_MS) {
      loaded.delete(address.toLowerCase())
      entry = undefined
    }
    if (entry && entry.userId === claims.userId) return entry.account
    if (entry) throw new FrameError('error', 'This wallet belongs to another user')
    await connect(token, address, purpose)
    const again = loaded.get(address.toLowerCase())
    if (!again) throw notOnDevice()
    return again.account
  }

  /**
   * Sets the recovery password: a fresh split whose recovery share is sealed with the password. The server keeps
   * the new set beside the current one until this device confirms it stored its new share, so a stop at any
   * point leaves a wallet that signs: before the store, with the old set everywhere; after it, this device
   * confirms on its next unlock, and other devices recover with the password.
   */
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
   * a closed prompt or a passkey without PRF changes nothing), a fresh split's recovery share is sealed with it, and
   * the server keeps the new set beside the current one until this device confirmed its new share: the old method
   * stays in force until then (as for the recovery password).
   */
  async function setRecoveryPasskey(token: string, address: string): Promise<{ address: string }> {
    return reseal(token, address, 'recovery_method', await newPasskeySecrets(prfSource()), sealWithPasskey)
  }

  /** A fresh split whose recovery share `seal` seals with `secrets`, stored as a new set, then confirmed. */
  async function reseal<S extends { proofAddress: string }>(
    token: string,
    address: string,
    purpose: 'recovery_password' | 'recovery_method',
    secrets: S,
    seal: (plain: Uint8Array, secrets: S, address: string) => Promise<string>,
  ): Promise<{ address: string }> {
    const { userId } = await options.verifyToken(token)
    const secret = await unlock(token, userId, address, { purpose })
    const record = await deviceRecord(token, userId, address)
    const shares = await splitPrivateKey(secret)
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
    return { address: privateKeyToAccount(secret).address }
  }

  async function rpc(
    token: string,
    address: string,
    request: { method: FrameRpcMethod; params: unknown[] },
  ): Promise<{ method: FrameRpcMethod; result: string }> {
    // hashed first, so a request that cannot be named is refused whether or not the key is in memory
    const hash = await signRequestHash(request)
    const account = await accountFor(token, address, { purpose: 'sign', request: hash })
    return { method: request.method, result: await signRpc(account, request) }
  }

  /** Signed out: every key rebuilt in this frame's memory is dropped (device keys and shares stay on the device). */
  function forget(): void {
    loaded.clear()
  }

  return {
    create,
    forget,
    connect,
    recover,
    rpc,
    setRecoveryPassword,
    setRecoveryPasskey,
    /** The private key, for the export view only (the server records the export). */
    exportPrivateKey: async (token: string, address: string) =>
      unlock(token, (await options.verifyToken(token)).userId, address, { purpose: 'export' }),
  }
}

/** The frame wallet. */
export type FrameWallet = ReturnType<typeof createFrameWallet>
