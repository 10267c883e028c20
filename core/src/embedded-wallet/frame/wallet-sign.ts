/**
 * Step: connect and sign. Connecting rebuilds the key from this device's share into the frame's memory; signing
 * uses the key in memory, or rebuilds it for that one request (the release names the request's hash).
 */
import { FrameError, type FrameRpcMethod } from '../protocol'
import type { SharePurpose } from './api'
import { attestationMessage } from './attestation'
import { signRequestHash } from './request-hash'
import { signRpc } from './rpc'
import { isSolanaRequest, solanaRpc } from './solana-rpc'
import { notOnDevice, remember, type WalletContext } from './wallet-context'
import type { DeviceSteps } from './wallet-device'

/**
 * How long a key rebuilt in memory signs before the frame asks the server for the auth share again: so a revoked
 * session, or an MFA requirement, reaches signing within this time.
 */
export const KEY_MEMORY_TTL_MS = 10 * 60 * 1000

/** The connect and sign steps. */
export function signSteps(ctx: WalletContext, { unlock, deviceRecord }: DeviceSteps) {
  const { now, loaded, appId, api } = ctx

  async function connect(
    token: string,
    address: string,
    purpose?: SharePurpose,
  ): Promise<{ address: string }> {
    const { userId } = await ctx.verifyToken(token)
    const account = remember(ctx, userId, await unlock(token, userId, address, purpose))
    return { address: account.address }
  }

  /**
   * The loaded account for `address`, rebuilt from this device's share when the frame was reloaded (or its memory
   * expired): that release names what it is for (`purpose`, the signing request's hash).
   */
  async function accountFor(token: string, address: string, purpose: SharePurpose) {
    const claims = await ctx.verifyToken(token)
    let entry = loaded.get(address.toLowerCase())
    if (entry && now() - entry.loadedAt > KEY_MEMORY_TTL_MS) {
      loaded.delete(address.toLowerCase())
      entry = undefined
    }
    if (entry && entry.userId === claims.userId) return entry
    if (entry) throw new FrameError('error', 'This wallet belongs to another user')
    await connect(token, address, purpose)
    const again = loaded.get(address.toLowerCase())
    if (!again) throw notOnDevice()
    return again
  }

  async function rpc(
    token: string,
    address: string,
    request: { method: FrameRpcMethod; params: unknown[] },
  ): Promise<{ method: FrameRpcMethod; result: string }> {
    // hashed first, so a request that cannot be named is refused whether or not the key is in memory
    const hash = await signRequestHash(request)
    const entry = await accountFor(token, address, { purpose: 'sign', request: hash })
    if (request.method === 'solana_addAccount')
      return {
        method: request.method,
        result: await addSolanaAccount(token, address, entry, request.params[0]),
      }
    if (isSolanaRequest(request.method))
      return { method: request.method, result: await solanaRpc(entry.entropy, request) }
    return { method: request.method, result: await signRpc(entry.account, request) }
  }

  /**
   * Registers the seed's Solana account at `index` with the server: the wallet key signs the account's address and
   * index over a single-use nonce, with this device's proof (so only the frame that holds the seed can add one).
   */
  async function addSolanaAccount(
    token: string,
    address: string,
    entry: Awaited<ReturnType<typeof accountFor>>,
    index: unknown,
  ): Promise<string> {
    const solana = await solanaRpc(entry.entropy, { method: 'solana_getAccount', params: [index] })
    const record = await deviceRecord(token, entry.userId, address)
    const nonce = await api.challenge(token)
    const account = { address: solana, index: typeof index === 'number' ? index : 0 }
    const message = attestationMessage('add-solana-account', {
      appId,
      userId: entry.userId,
      address: entry.account.address,
      solanaAccount: account,
      nonce,
    })
    const signature = await entry.account.signMessage({ message })
    await api.addSolanaAccount(token, { device: record, nonce }, address, {
      solanaAddress: solana,
      index: account.index,
      signature,
    })
    return solana
  }

  return { connect, rpc }
}
