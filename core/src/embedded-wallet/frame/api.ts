/**
 * The frame's calls to its own server (same origin). Shares travel only between the frame and the server; the
 * host page never sees these requests. Every call that releases or changes a share carries a device proof
 * (`DPoP` header, see ./proof.ts) over a single-use server nonce: the server hands a fresh one back with each
 * answer (`DPoP-Nonce`), so a share release is usually one round trip. Every fetch has a timeout.
 */
import { parseGrantJSON } from '../../api/shapes'
import { FrameError, WALLET_ALREADY_EXISTS_MESSAGE } from '../protocol'
import { fromBase64Url } from './encoding'
import { type DeviceKey, signProof } from './proof'
import type { PasswordScheme } from './recovery-crypto'

/** How long one server call may take before the frame gives up on it. */
export const FRAME_FETCH_TIMEOUT_MS = 10_000
/** A nonce handed back by the server is used only while it is younger than this (the server keeps it 120 s). */
const NONCE_REUSE_MS = 60_000

/** The refusal of an operation on a wallet whose key and share are not on this device. */
export const notOnDevice = () => new FrameError('wallet_not_on_device', 'This wallet is not on this device')

/** What the server says about a wallet's recovery share (to a registered device only). */
export interface RecoveryShareRecord {
  recoveryMethod: RecoveryMethod
  ciphertext: string
  /** Only for 'privy': the server-held key (base64url) that opens the ciphertext. */
  recoveryKey: string | null
  shareVersion: number
}

/** What anyone holding the owner's token may know of a wallet: nothing that opens or checks a share. */
export interface WalletInfo {
  address: string
  recoveryMethod: RecoveryMethod
  shareVersion: number
  /** A password wallet's PBKDF2 parameters (public: they do not let anyone check a guess offline). */
  password: { scheme: PasswordScheme; salt: Uint8Array; iterations: number } | null
  /** True when the server knows the recovery proof address (a new device then signs with the password). */
  recoveryProof: boolean
  /** A passkey wallet's credential id and PRF salt (public: only the passkey computes anything with them). */
  passkey: { credentialId: Uint8Array; salt: Uint8Array } | null
}

/** How the recovery share is sealed: the server-held key, a recovery password, a passkey's PRF output. */
export type RecoveryMethod = 'privy' | 'user-passcode' | 'passkey'

/**
 * What a share release is for; the server asks a user with MFA for a grant of that action: `sign` a grant for this
 * request (`request`: its hash, see ./request-hash.ts), `export` one for exporting the key, `recovery_password` one
 * for setting the recovery password (checked here, spent by the set that follows). Connecting and recovering name
 * none (the server accepts them from a device it registered minutes ago, with the grant that registration spent).
 */
export type SharePurpose =
  | { purpose: 'sign'; request: string }
  | { purpose: 'export' }
  | { purpose: 'recovery_password' }
  | { purpose: 'recovery_method' }

/** The released auth share, the share set it belongs to, and whether that set still awaits this device's confirm. */
export interface AuthShareRecord {
  authShare: string
  shareVersion: number
  pending: boolean
}

/** A device key making the proof of one call, and optionally the nonce it must use (one a signature names). */
export interface Proof {
  device: Pick<DeviceKey, 'keyPair'>
  nonce?: string
}

/** A failure before the server answered (timeout, network): the server may or may not have acted. */
export class FrameTransportError extends FrameError {
  constructor(message: string) {
    super('error', message)
  }
}

/** The wallet calls of the server, as the frame uses them. */
export interface FrameApi {
  jwks(): Promise<JsonWebKey[]>
  /** A single-use nonce for this session (for a proof, or for a signed statement). */
  challenge(token: string): Promise<string>
  /** The caller's wallet at `address`, or null when there is none. */
  walletInfo(token: string, address: string): Promise<WalletInfo | null>
  /** A fresh server-held recovery key (base64url) for a wallet being created with automatic recovery. */
  recoveryKey(token: string, address: string): Promise<string>
  createWallet(
    token: string,
    proof: Required<Proof>,
    body: {
      address: string
      authShare: string
      recoveryMethod: 'privy' | 'user-passcode'
      recoveryShare: string
      recoveryAddress?: string
      signature: string
    },
  ): Promise<void>
  /** Registers the proof's device key for the wallet, with a signature of the recovery proof or wallet key, or none. */
  registerDevice(
    token: string,
    proof: Required<Proof>,
    address: string,
    body: { recoverySignature?: string; walletSignature?: string },
  ): Promise<void>
  authShare(
    token: string,
    proof: Proof,
    address: string,
    options: { shareVersion: number; purpose?: SharePurpose },
  ): Promise<AuthShareRecord>
  recoveryShare(token: string, proof: Proof, address: string): Promise<RecoveryShareRecord>
  /** Stores a new share set beside the current one; returns its version (current until confirmed). */
  setRecoveryPassword(
    token: string,
    proof: Proof,
    address: string,
    body: { authShare: string; recoveryShare: string; recoveryAddress: string },
  ): Promise<{ shareVersion: number }>
  /**
   * Stores a new share set of another recovery method beside the current one (needs a `recovery_method` grant of a
   * user with MFA); returns its version (current once confirmed, so a stop in between leaves the old method).
   */
  setRecoveryMethod(
    token: string,
    proof: Proof,
    address: string,
    body: {
      recoveryMethod: RecoveryMethod
      authShare: string
      recoveryShare: string
      recoveryAddress?: string
    },
  ): Promise<{ shareVersion: number }>
  /** Confirms this device stored its share of set `version`: the set becomes current, the previous one goes. */
  confirmShareSet(token: string, proof: Proof, address: string, version: number): Promise<void>
  setRecoveryAddress(
    token: string,
    proof: Required<Proof>,
    address: string,
    body: { recoveryAddress: string; signature: string },
  ): Promise<void>
  /** Registers a Solana account of a seed wallet (a `wallet` account with `chain_type: 'solana'`). */
  addSolanaAccount(
    token: string,
    proof: Required<Proof>,
    address: string,
    body: { solanaAddress: string; index: number; signature: string },
  ): Promise<void>
}

/** The server refused to register a device key it already knows (a retried registration whose answer was lost). */
export class DeviceKeyTakenError extends FrameError {
  constructor() {
    super('error', 'This device key is already registered')
  }
}

/** Maps a server refusal to a protocol error; server messages are not shown as is, its grant is kept. */
function refusal(status: number, code: string | undefined, body: Record<string, unknown> = {}): FrameError {
  const grant = parseGrantJSON(body.grant) ?? undefined
  switch (code) {
    case 'missing_or_invalid_mfa':
      return new FrameError('missing_or_invalid_mfa', 'MFA verification failed, retry.', { grant })
    case 'step_up_required': {
      const methods = Array.isArray(body.step_up_methods) ? body.step_up_methods : []
      return new FrameError('step_up_required', 'Verify it is you to add this device to your wallet.', {
        grant,
        stepUpMethods: methods.filter((m): m is 'email' | 'phone' => m === 'email' || m === 'phone'),
      })
    }
    case 'device_key_taken':
      return new DeviceKeyTakenError()
    case 'fresh_login_required':
      return new FrameError('fresh_login_required', 'Log in again to use your wallet on this device.')
    case 'invalid_recovery_password':
      return new FrameError('invalid_recovery_pin', 'Invalid recovery password')
    case 'invalid_recovery_passkey':
      return new FrameError('invalid_recovery_passkey', 'This passkey does not open the recovery share')
    case 'share_set_outdated':
    case 'unknown_device_key':
      return notOnDevice()
    case 'recovery_password_already_set':
      return new FrameError('invalid_request_arguments', 'A recovery password is already set')
    case 'embedded_wallet_already_exists':
      return new FrameError('error', WALLET_ALREADY_EXISTS_MESSAGE)
  }
  if (status === 401) return new FrameError('error', 'An error has occured, please login again.')
  if (status === 404) return new FrameError('wallet_not_on_device', 'Wallet not found for this user')
  if (status === 400) return new FrameError('invalid_request_arguments', code ?? 'invalid_request')
  if (status === 429) return new FrameError('error', 'Too many attempts, please try again later.')
  return new FrameError('error', 'An error has occurred, please try again.')
}

const toVersion = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 1)

/** The API over `fetch`, for `baseUrl` (the server's origin) and one app. */
export function createFrameApi(options: {
  baseUrl: string
  appId: string
  fetch: typeof fetch
  /** @default FRAME_FETCH_TIMEOUT_MS */
  timeoutMs?: number
  /** @default Date.now */
  now?: () => number
}): FrameApi {
  const now = options.now ?? (() => Date.now())
  const timeoutMs = options.timeoutMs ?? FRAME_FETCH_TIMEOUT_MS
  /** The last nonce the server handed back, for the token it was handed to. */
  let spare: { nonce: string; token: string; at: number } | null = null

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await options.fetch(`${options.baseUrl}/api/v1${path}`, {
        ...init,
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw new FrameTransportError(
        timedOut ? 'Request timed out' : 'An error has occurred, please try again.',
      )
    }
  }

  function keepNonce(res: Response, token: string) {
    const nonce = res.headers.get('dpop-nonce')
    if (nonce && nonce.length <= 200) spare = { nonce, token, at: now() }
  }

  /** A nonce for this session: the one the server handed back last, or a fresh one from the challenge route. */
  async function challenge(token: string): Promise<string> {
    const kept = takeNonce(token)
    if (kept) return kept
    const res = await send('/embedded_wallets/challenge', {
      method: 'POST',
      headers: { 'privy-app-id': options.appId, authorization: `Bearer ${token}` },
    })
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (!res.ok) throw refusal(res.status, typeof json.code === 'string' ? json.code : undefined, json)
    if (typeof json.nonce !== 'string')
      throw new FrameError('error', 'An error has occurred, please try again.')
    return json.nonce
  }

  function takeNonce(token: string): string | null {
    const s = spare
    spare = null
    return s && s.token === token && now() - s.at < NONCE_REUSE_MS ? s.nonce : null
  }

  const call = async <T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown; proof?: Proof; query?: string } = {},
  ): Promise<T> => {
    const method = init.method ?? 'GET'
    const attempt = async (nonce: string | undefined) => {
      const headers: Record<string, string> = { 'privy-app-id': options.appId }
      if (init.token) headers.authorization = `Bearer ${init.token}`
      if (init.body !== undefined) headers['content-type'] = 'application/json'
      if (init.proof && init.token && nonce) {
        headers.dpop = await signProof(init.proof.device, {
          htm: method,
          htu: `${options.baseUrl}/api/v1${path}`,
          nonce,
          accessToken: init.token,
          now: now(),
        })
      }
      const res = await send(`${path}${init.query ?? ''}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      if (init.token) keepNonce(res, init.token)
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
      return { res, json, code: typeof json.code === 'string' ? json.code : undefined }
    }
    let nonce = init.proof?.nonce
    const reused = init.proof && !nonce && init.token ? takeNonce(init.token) : null
    if (init.proof && init.token && !nonce) nonce = reused ?? (await challenge(init.token))
    let r = await attempt(nonce)
    // a kept nonce that expired or was used meanwhile: once more, with the fresh one the refusal carries
    if (!r.res.ok && r.code === 'use_dpop_nonce' && reused && init.token) {
      r = await attempt(await challenge(init.token))
    }
    if (!r.res.ok) throw refusal(r.res.status, r.code, r.json)
    return r.json as T
  }

  const wallet = (address: string) => `/embedded_wallets/${address.toLowerCase()}`
  return {
    challenge,
    async jwks() {
      const r = await call<{ keys: JsonWebKey[] }>(`/apps/${options.appId}/jwks.json`)
      return Array.isArray(r.keys) ? r.keys : []
    },
    async walletInfo(token, address) {
      let r: Record<string, unknown>
      try {
        r = await call<Record<string, unknown>>(wallet(address), { token })
      } catch (error) {
        if (error instanceof FrameError && error.type === 'wallet_not_on_device') return null
        throw error
      }
      const pw = r.recovery_password as { scheme?: unknown; salt?: unknown; iterations?: unknown } | null
      let password: WalletInfo['password'] = null
      if (pw && (pw.scheme === 'v1' || pw.scheme === 'v2') && typeof pw.salt === 'string') {
        try {
          password = { scheme: pw.scheme, salt: fromBase64Url(pw.salt), iterations: Number(pw.iterations) }
        } catch {
          password = null
        }
      }
      const pk = r.recovery_passkey as { credential_id?: unknown; salt?: unknown } | null | undefined
      let passkey: WalletInfo['passkey'] = null
      if (pk && typeof pk.credential_id === 'string' && typeof pk.salt === 'string') {
        try {
          passkey = { credentialId: fromBase64Url(pk.credential_id), salt: fromBase64Url(pk.salt) }
        } catch {
          passkey = null
        }
      }
      const method = r.recovery_method
      return {
        address: String(r.address),
        recoveryMethod: method === 'user-passcode' || method === 'passkey' ? method : 'privy',
        shareVersion: toVersion(r.share_version),
        password,
        recoveryProof: r.recovery_proof === true,
        passkey,
      }
    },
    async recoveryKey(token, address) {
      const r = await call<{ recovery_key: string }>('/embedded_wallets/recovery_key', {
        method: 'POST',
        token,
        body: { address },
      })
      return r.recovery_key
    },
    async createWallet(token, proof, b) {
      await call('/embedded_wallets', {
        method: 'POST',
        token,
        proof,
        body: {
          address: b.address,
          auth_share: b.authShare,
          recovery_method: b.recoveryMethod,
          recovery_share: b.recoveryShare,
          ...(b.recoveryAddress ? { recovery_address: b.recoveryAddress } : {}),
          signature: b.signature,
        },
      })
    },
    async registerDevice(token, proof, address, b) {
      await call(`${wallet(address)}/devices`, {
        method: 'POST',
        token,
        proof,
        body: {
          ...(b.recoverySignature ? { recovery_signature: b.recoverySignature } : {}),
          ...(b.walletSignature ? { wallet_signature: b.walletSignature } : {}),
        },
      })
    },
    async authShare(token, proof, address, o) {
      const query = new URLSearchParams({ share_version: String(o.shareVersion) })
      if (o.purpose) query.set('purpose', o.purpose.purpose)
      if (o.purpose?.purpose === 'sign') query.set('request', o.purpose.request)
      const r = await call<{ auth_share: string; share_version: unknown; pending?: unknown }>(
        `${wallet(address)}/auth_share`,
        { token, proof, query: `?${query}` },
      )
      return {
        authShare: r.auth_share,
        shareVersion: toVersion(r.share_version),
        pending: r.pending === true,
      }
    },
    async recoveryShare(token, proof, address) {
      const r = await call<{
        recovery_method: RecoveryMethod
        recovery_share: string
        recovery_key: string | null
        share_version: unknown
      }>(`${wallet(address)}/recovery_share`, { token, proof })
      return {
        recoveryMethod: r.recovery_method,
        ciphertext: r.recovery_share,
        recoveryKey: r.recovery_key ?? null,
        shareVersion: toVersion(r.share_version),
      }
    },
    async setRecoveryPassword(token, proof, address, b) {
      const r = await call<{ share_version: unknown }>(`${wallet(address)}/recovery_password`, {
        method: 'POST',
        token,
        proof,
        body: {
          auth_share: b.authShare,
          recovery_share: b.recoveryShare,
          recovery_address: b.recoveryAddress,
        },
      })
      return { shareVersion: toVersion(r.share_version) }
    },
    async setRecoveryMethod(token, proof, address, b) {
      const r = await call<{ share_version: unknown }>(`${wallet(address)}/recovery_method`, {
        method: 'POST',
        token,
        proof,
        body: {
          recovery_method: b.recoveryMethod,
          auth_share: b.authShare,
          recovery_share: b.recoveryShare,
          ...(b.recoveryAddress ? { recovery_address: b.recoveryAddress } : {}),
        },
      })
      return { shareVersion: toVersion(r.share_version) }
    },
    async confirmShareSet(token, proof, address, version) {
      await call(`${wallet(address)}/share_sets/${version}/confirm`, { method: 'POST', token, proof })
    },
    async setRecoveryAddress(token, proof, address, b) {
      await call(`${wallet(address)}/recovery_address`, {
        method: 'POST',
        token,
        proof,
        body: { recovery_address: b.recoveryAddress, signature: b.signature },
      })
    },
    async addSolanaAccount(token, proof, address, b) {
      await call(`${wallet(address)}/solana_accounts`, {
        method: 'POST',
        token,
        proof,
        body: { solana_address: b.solanaAddress, index: b.index, signature: b.signature },
      })
    },
  }
}
