/**
 * The wallet operations of the frame: create, connect, recover, set a recovery password, sign. Keys are made and
 * rebuilt only here; the host gets addresses and signatures. Everything outside (server, storage, clock) is
 * injected, so the same code runs in the browser frame and in tests against the real server.
 */
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { FrameError, type FrameRpcMethod } from '../protocol'
import type { FrameApi } from './api'
import { fromBase64Url, toBase64Url } from './encoding'
import { decryptWithKey, decryptWithPassword, encryptWithKey, encryptWithPassword } from './recovery-crypto'
import { signRpc } from './rpc'
import { combineShares, decodeShare, splitPrivateKey } from './shares'
import type { TokenClaims } from './token'

/** The synchronous key-value store of the frame origin (localStorage in the browser). */
export interface ShareStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface FrameWalletOptions {
  appId: string
  api: FrameApi
  storage: ShareStorage
  verifyToken(token: string): Promise<TokenClaims>
  /** Clock in ms. @default Date.now */
  now?: () => number
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

/** Storage key of a device share: per app, user and address (apps share the frame origin). */
export const deviceShareKey = (appId: string, userId: string, address: string) =>
  `latch:device-share:${appId}:${userId}:${address.toLowerCase()}`

/** The frame's wallet state and operations. */
export function createFrameWallet(options: FrameWalletOptions) {
  const { appId, api, storage } = options
  /** Accounts rebuilt in this frame's memory, by lower-case address, with their owner. */
  const loaded = new Map<string, { userId: string; account: PrivateKeyAccount; loadedAt: number }>()
  const now = options.now ?? (() => Date.now())
  /** One creation at a time per user: a second concurrent create is refused, not raced. */
  const creating = new Set<string>()

  const mismatch = () => new FrameError('error', 'The key shares do not rebuild this wallet')

  async function rebuild(a: string, b: string, address: string): Promise<PrivateKeyAccount> {
    const key = await combineShares(a, b)
    const account = privateKeyToAccount(key)
    if (account.address.toLowerCase() !== address.toLowerCase()) throw mismatch()
    return account
  }

  function remember(userId: string, account: PrivateKeyAccount) {
    loaded.set(account.address.toLowerCase(), { userId, account, loadedAt: now() })
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
      const privateKey = generatePrivateKey()
      const account = privateKeyToAccount(privateKey)
      const address = account.address
      const shares = await splitPrivateKey(privateKey)
      const recoveryPlain = decodeShare(shares.recovery)
      checkpoint(signal)
      const recoveryShare =
        recoveryPassword === undefined
          ? await encryptWithKey(recoveryPlain, fromBase64Url(await api.recoveryKey(token, address)), address)
          : await encryptWithPassword(recoveryPlain, recoveryPassword, address)
      recoveryPlain.fill(0)
      checkpoint(signal)
      // The server stores first: if it refuses, no share is left behind on the device.
      await api.createWallet(token, {
        address,
        authShare: shares.auth,
        recoveryMethod: recoveryPassword === undefined ? 'privy' : 'user-passcode',
        recoveryShare,
      })
      storage.setItem(deviceShareKey(appId, userId, address), shares.device)
      remember(userId, account)
      return { address }
    } finally {
      creating.delete(userId)
    }
  }

  async function connect(token: string, address: string): Promise<{ address: string }> {
    const { userId } = await options.verifyToken(token)
    const device = storage.getItem(deviceShareKey(appId, userId, address))
    if (!device) throw new FrameError('wallet_not_on_device', 'This wallet is not on this device')
    const account = await rebuild(device, await api.authShare(token, address), address)
    remember(userId, account)
    return { address: account.address }
  }

  async function recover(
    token: string,
    address: string,
    recoveryPassword?: string,
  ): Promise<{ address: string }> {
    const { userId } = await options.verifyToken(token)
    const record = await api.recoveryShare(token, address)
    let recovery: Uint8Array
    if (record.recoveryMethod === 'user-passcode') {
      if (recoveryPassword === undefined) {
        throw new FrameError('invalid_request_arguments', 'A recovery password is needed')
      }
      recovery = await decryptWithPassword(record.ciphertext, recoveryPassword, address)
    } else {
      if (!record.recoveryKey) throw new FrameError('error', 'The recovery key is missing')
      recovery = await decryptWithKey(record.ciphertext, fromBase64Url(record.recoveryKey), address)
    }
    const recoveryShare = toBase64Url(recovery)
    recovery.fill(0)
    const account = await rebuild(recoveryShare, await api.authShare(token, address), address)
    // This device keeps the recovery share as its own share: with the server's auth share it rebuilds the key,
    // and other devices' shares stay valid.
    storage.setItem(deviceShareKey(appId, userId, address), recoveryShare)
    remember(userId, account)
    return { address: account.address }
  }

  /** The loaded account for `address`, rebuilt from this device's share when the frame was reloaded. */
  async function accountFor(token: string, address: string): Promise<PrivateKeyAccount> {
    const claims = await options.verifyToken(token)
    let entry = loaded.get(address.toLowerCase())
    if (entry && now() - entry.loadedAt > KEY_MEMORY_TTL_MS) {
      loaded.delete(address.toLowerCase())
      entry = undefined
    }
    if (entry && entry.userId === claims.userId) return entry.account
    if (entry) throw new FrameError('error', 'This wallet belongs to another user')
    await connect(token, address)
    const again = loaded.get(address.toLowerCase())
    if (!again) throw new FrameError('wallet_not_on_device', 'This wallet is not on this device')
    return again.account
  }

  async function setRecoveryPassword(
    token: string,
    address: string,
    password: string,
  ): Promise<{ address: string }> {
    checkPassword(password)
    const { userId } = await options.verifyToken(token)
    const record = await api.recoveryShare(token, address)
    if (record.recoveryMethod === 'user-passcode') {
      throw new FrameError('invalid_request_arguments', 'A recovery password is already set')
    }
    const account = await accountFor(token, address)
    // A fresh split: the old auth and recovery shares become useless with the new device share.
    const secret = await exportKey(token, address, userId)
    const shares = await splitPrivateKey(secret)
    const recoveryPlain = decodeShare(shares.recovery)
    const recoveryShare = await encryptWithPassword(recoveryPlain, password, address)
    recoveryPlain.fill(0)
    await api.setRecoveryPassword(token, address, { authShare: shares.auth, recoveryShare })
    storage.setItem(deviceShareKey(appId, userId, address), shares.device)
    return { address: account.address }
  }

  /** Rebuilds the private key from this device's share and the auth share (set-password and the export view). */
  async function exportKey(token: string, address: string, userId?: string): Promise<`0x${string}`> {
    const owner = userId ?? (await options.verifyToken(token)).userId
    const device = storage.getItem(deviceShareKey(appId, owner, address))
    if (!device) throw new FrameError('wallet_not_on_device', 'This wallet is not on this device')
    const key = await combineShares(device, await api.authShare(token, address))
    if (privateKeyToAccount(key).address.toLowerCase() !== address.toLowerCase()) throw mismatch()
    return key
  }

  async function rpc(
    token: string,
    address: string,
    request: { method: FrameRpcMethod; params: unknown[] },
  ): Promise<{ method: FrameRpcMethod; result: string }> {
    const account = await accountFor(token, address)
    return { method: request.method, result: await signRpc(account, request) }
  }

  /** Signed out: every key rebuilt in this frame's memory is dropped (device shares stay on the device). */
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
    /** The private key, for the export view only. */
    exportPrivateKey: (token: string, address: string) => exportKey(token, address),
  }
}

/** The frame wallet. */
export type FrameWallet = ReturnType<typeof createFrameWallet>
