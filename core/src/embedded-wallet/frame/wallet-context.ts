/**
 * What every step of the frame wallet (./wallet.ts) shares: the injected outside (server, device store, clock, the
 * passkey ceremony), the keys rebuilt in this frame's memory, and the small rules the steps have in common.
 */
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { FrameError } from '../protocol'
import type { FrameApi, WalletInfo } from './api'
import type { DeviceStore } from './device-store'
import type { PrfSource } from './passkey-recovery'
import { malformedShare } from './recovery-crypto'

export { notOnDevice } from './api'
export { malformedShare } from './recovery-crypto'

import { type WalletSecret, walletSecretOf } from './secret'
import { combineShares } from './shares'
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
  /**
   * Makes a new wallet's secret. @default a fresh HD seed (`newSeedSecret`); tests pass a key to make a wallet as
   * frames before seeds did.
   */
  newSecret?: () => Promise<WalletSecret>
}

/** The outside and the state every step of the frame wallet works with. */
export interface WalletContext extends FrameWalletOptions {
  now: () => number
  /**
   * Accounts rebuilt in this frame's memory, by lower-case (Ethereum) address, with their owner; a seed wallet's
   * entropy beside its account (its other accounts are derived from it).
   */
  loaded: Map<string, { userId: string; account: PrivateKeyAccount; loadedAt: number; entropy?: Uint8Array }>
}

export const walletContext = (options: FrameWalletOptions): WalletContext => ({
  ...options,
  now: options.now ?? (() => Date.now()),
  loaded: new Map(),
})

/** Allowed recovery password characters: letters, digits and !@#$%^&*()-_+. */
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()\-_+.]+$/
const PASSWORD_MIN = 6

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || !PASSWORD_CHARS.test(password)) {
    throw new FrameError('invalid_request_arguments', 'The recovery password does not meet the rules')
  }
}

export const passwordNeeded = () =>
  new FrameError('invalid_request_arguments', 'A recovery password is needed')
export const isType = (error: unknown, type: string) => error instanceof FrameError && error.type === type

/**
 * The secret the two shares rebuild (a key, or a seed and its Ethereum account 0), checked against the wallet's
 * address.
 */
export async function rebuild(a: string, b: string, address: string): Promise<WalletSecret> {
  const secret = await walletSecretOf(await combineShares(a, b))
  if (privateKeyToAccount(secret.key).address.toLowerCase() !== address.toLowerCase()) {
    throw new FrameError('error', 'The key shares do not rebuild this wallet')
  }
  return secret
}

/** Keeps a rebuilt wallet in this frame's memory (signing uses it until `KEY_MEMORY_TTL_MS`). */
export function remember(ctx: WalletContext, userId: string, secret: WalletSecret): PrivateKeyAccount {
  const account = privateKeyToAccount(secret.key)
  ctx.loaded.set(account.address.toLowerCase(), {
    userId,
    account,
    loadedAt: ctx.now(),
    ...(secret.entropy ? { entropy: secret.entropy } : {}),
  })
  return account
}

/** Stops before the next server call once the host canceled the request (its timeout) or signed out. */
export const checkpoint = (signal?: AbortSignal) => {
  if (signal?.aborted) throw new FrameError('error', 'The request was canceled')
}

export const passwordParamsOf = (info: WalletInfo) => {
  if (!info.password) throw malformedShare()
  return info.password
}

/** The passkey ceremony, or `passkey_prf_unavailable` where this frame has none. */
export const prfSource = (ctx: WalletContext) => {
  if (!ctx.prf) throw new FrameError('passkey_prf_unavailable', 'Passkeys are not available here')
  return ctx.prf
}
