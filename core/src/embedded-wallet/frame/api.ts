/**
 * The frame's calls to its own server (same origin). Shares travel only between the frame and the server; the
 * host page never sees these requests.
 */
import { FrameError, WALLET_ALREADY_EXISTS_MESSAGE } from '../protocol'

/** What the server says about a wallet's recovery share. */
export interface RecoveryShareRecord {
  recoveryMethod: 'privy' | 'user-passcode'
  ciphertext: string
  /** Only for 'privy': the server-held key (base64url) that opens the ciphertext. */
  recoveryKey: string | null
}

/** The wallet calls of the server, as the frame uses them. */
export interface FrameApi {
  jwks(): Promise<JsonWebKey[]>
  /** A fresh server-held recovery key (base64url) for a wallet being created with automatic recovery. */
  recoveryKey(token: string, address: string): Promise<string>
  createWallet(
    token: string,
    body: {
      address: string
      authShare: string
      recoveryMethod: 'privy' | 'user-passcode'
      recoveryShare: string
    },
  ): Promise<void>
  authShare(token: string, address: string): Promise<string>
  recoveryShare(token: string, address: string): Promise<RecoveryShareRecord>
  setRecoveryPassword(
    token: string,
    address: string,
    body: { authShare: string; recoveryShare: string },
  ): Promise<void>
}

/** Maps a server refusal to a protocol error; server messages are not shown as is. */
function refusal(status: number, code: string | undefined): FrameError {
  if (code === 'missing_or_invalid_mfa')
    return new FrameError('missing_or_invalid_mfa', 'MFA verification failed, retry.')
  if (status === 401) return new FrameError('error', 'An error has occured, please login again.')
  if (code === 'embedded_wallet_already_exists') return new FrameError('error', WALLET_ALREADY_EXISTS_MESSAGE)
  if (status === 404) return new FrameError('wallet_not_on_device', 'Wallet not found for this user')
  if (status === 400) return new FrameError('invalid_request_arguments', code ?? 'invalid_request')
  return new FrameError('error', 'An error has occurred, please try again.')
}

/** The API over `fetch`, for `baseUrl` (the server's origin) and one app. */
export function createFrameApi(options: { baseUrl: string; appId: string; fetch: typeof fetch }): FrameApi {
  const call = async <T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<T> => {
    const headers: Record<string, string> = { 'privy-app-id': options.appId }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await options.fetch(`${options.baseUrl}/api/v1${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch {
      throw new FrameError('error', 'An error has occurred, please try again.')
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (!res.ok) throw refusal(res.status, typeof json.code === 'string' ? json.code : undefined)
    return json as T
  }
  const wallet = (address: string) => `/embedded_wallets/${address.toLowerCase()}`
  return {
    async jwks() {
      const r = await call<{ keys: JsonWebKey[] }>(`/apps/${options.appId}/jwks.json`)
      return Array.isArray(r.keys) ? r.keys : []
    },
    async recoveryKey(token, address) {
      const r = await call<{ recovery_key: string }>('/embedded_wallets/recovery_key', {
        method: 'POST',
        token,
        body: { address },
      })
      return r.recovery_key
    },
    async createWallet(token, b) {
      await call('/embedded_wallets', {
        method: 'POST',
        token,
        body: {
          address: b.address,
          auth_share: b.authShare,
          recovery_method: b.recoveryMethod,
          recovery_share: b.recoveryShare,
        },
      })
    },
    async authShare(token, address) {
      const r = await call<{ auth_share: string }>(`${wallet(address)}/auth_share`, { token })
      return r.auth_share
    },
    async recoveryShare(token, address) {
      const r = await call<{
        recovery_method: 'privy' | 'user-passcode'
        recovery_share: string
        recovery_key: string | null
      }>(`${wallet(address)}/recovery_share`, { token })
      return {
        recoveryMethod: r.recovery_method,
        ciphertext: r.recovery_share,
        recoveryKey: r.recovery_key ?? null,
      }
    },
    async setRecoveryPassword(token, address, b) {
      await call(`${wallet(address)}/recovery_password`, {
        method: 'POST',
        token,
        body: { auth_share: b.authShare, recovery_share: b.recoveryShare },
      })
    },
  }
}
