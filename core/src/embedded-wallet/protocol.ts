/**
 * The message protocol between the host page (proxy) and the wallet frame. Both sides import this module and
 * nothing else from each other, so it must stay free of DOM access and of host-side imports.
 *
 * A request is `{ id, event, data }`; its reply carries the same `id` and `event` and either `data` or
 * `error: { type, message, grant?, step_up_methods? }` (a refusal that a verification can lift names the grant the
 * verification must approve: `missing_or_invalid_mfa` and `step_up_required`). Events (the string is the wire name):
 * - `privy:iframe:ready`: handshake, `{}` -> `{ version }`.
 * - `privy:wallet:create`: `{ accessToken, recoveryPassword? }` -> `{ address }`.
 * - `privy:wallet:connect`: `{ accessToken, address }` -> `{ address }`, or `wallet_not_on_device`.
 * - `privy:wallet:recover`: `{ accessToken, address, recoveryPassword? }` -> `{ address }`.
 * - `privy:wallet:rpc`: `{ accessToken, address, request: { method, params? } }` -> `{ method, result }`.
 * - `privy:wallet:set-recovery-password`: `{ accessToken, address, recoveryPassword }` -> `{ address }`.
 * - `privy:mfa:verify`: `{ accessToken, method, code }` -> `{}`.
 * - `privy:mfa:init-enrollment`: `{ accessToken, method, phoneNumber? }` -> `{ authUrl?, secret? }`.
 * - `privy:mfa:submit-enrollment`: `{ accessToken, method, code, phoneNumber? }` -> `{}`.
 * - `privy:mfa:unenroll`: `{ accessToken, method }` -> `{}`.
 * - `privy:wallet:logout`: `{}` -> `{}`: the user signed out (or the session ended elsewhere). The frame forgets
 *   every key it rebuilt in memory and stops the work in flight; the host removes the frame afterwards. No token.
 * - `privy:wallet:cancel`: `{ requestId }` -> `{ canceled }`: the host gave up on request `requestId` (its timeout)
 *   and the frame stops that work, so a retried creation does not meet its own unfinished one. `canceled` is false
 *   when nothing with that id was running. No token.
 */

import { parseGrantJSON } from '../api/shapes'
import type { GrantJSON, StepUpMethodJSON } from '../api/wire'
import type { EmbeddedWalletError, LatchError } from '../errors'

/** Protocol version announced by the frame in its ready reply. */
export const PROTOCOL_VERSION = 1

/** Every event name of the protocol. */
export const EMBEDDED_WALLET_EVENTS = [
  'privy:iframe:ready',
  'privy:wallet:create',
  'privy:wallet:connect',
  'privy:wallet:recover',
  'privy:wallet:rpc',
  'privy:wallet:set-recovery-password',
  'privy:mfa:verify',
  'privy:mfa:init-enrollment',
  'privy:mfa:submit-enrollment',
  'privy:mfa:unenroll',
  'privy:wallet:logout',
  'privy:wallet:cancel',
] as const

/** One event name. */
export type EmbeddedWalletEvent = (typeof EMBEDDED_WALLET_EVENTS)[number]

/** Error types a reply may carry. */
export const EMBEDDED_WALLET_ERROR_TYPES = [
  'error',
  'invalid_request_arguments',
  'wallet_not_on_device',
  'invalid_recovery_pin',
  'insufficient_funds',
  // The user has MFA and the server wants an MFA verification made for `grant` (a signature, an export, a new
  // device, a recovery password): the host asks for a code with the grant and sends the call again.
  'missing_or_invalid_mfa',
  'mfa_verification_max_attempts_reached',
  'mfa_timeout',
  // A user without MFA registering this device's key (automatic recovery on a new device): the server wants a
  // step-up code made for `grant` (`device_register <thumbprint>`), to one of `step_up_methods`.
  'step_up_required',
  // What an older server answers for the same registration (a primary login of this session within 10 minutes):
  // the host asks the person to log in again.
  'fresh_login_required',
  // Passkey recovery: the passkey answered without a PRF output (the option is not offered where PRF is missing),
  // another passkey than the one that sealed the share, or the person closed the prompt / removed the authenticator.
  'passkey_prf_unavailable',
  'invalid_recovery_passkey',
  'passkey_canceled',
] as const

/** One error type. */
export type EmbeddedWalletErrorType = (typeof EMBEDDED_WALLET_ERROR_TYPES)[number]

/** What the embedded wallet's frame may fail with: its own reply types, or the frame not answering. */
export type EmbeddedWalletFrameErrorType =
  | EmbeddedWalletError<EmbeddedWalletErrorType>
  | LatchError<
      | 'embedded_wallet_disconnected'
      | 'embedded_wallet_frame_blocked'
      | 'client_request_timeout'
      | 'unknown_embedded_wallet_error'
    >

/** The error part of a reply. */
export interface ProtocolError {
  type: EmbeddedWalletErrorType
  message: string
  /** With `missing_or_invalid_mfa` and `step_up_required`: the action and target a verification must approve. */
  grant?: GrantJSON
  /** With `step_up_required`: where a step-up code may go for this action (oldest first; empty: nowhere). */
  step_up_methods?: StepUpMethodJSON[]
}

/** The error types that may carry a grant (a verification made for it lifts them). */
const GRANT_ERROR_TYPES: readonly EmbeddedWalletErrorType[] = ['missing_or_invalid_mfa', 'step_up_required']

/**
 * The error part of a reply as received: type and message, plus the grant only when the type may carry one and
 * `parseGrantJSON` accepts it, and `step_up_methods` (known kinds only) only with `step_up_required`. Null when it
 * is not an error object with a string message.
 */
export function parseProtocolError(raw: unknown): ProtocolError | null {
  const message = isObject(raw) ? own(raw, 'message') : undefined
  if (!isObject(raw) || typeof message !== 'string') return null
  const rawType = own(raw, 'type')
  const type: EmbeddedWalletErrorType = isEmbeddedWalletErrorType(rawType) ? rawType : 'error'
  const error: ProtocolError = { type, message }
  if (!GRANT_ERROR_TYPES.includes(type)) return error
  const grant = parseGrantJSON(isObject(own(raw, 'grant')) ? own(raw, 'grant') : null)
  if (grant) error.grant = grant
  const methods = own(raw, 'step_up_methods')
  if (type === 'step_up_required' && Array.isArray(methods)) {
    error.step_up_methods = methods.filter((m): m is StepUpMethodJSON => m === 'email' || m === 'phone')
  }
  return error
}

/** A copy of `error` with only its wire fields (what a reply carries). */
function wireError(error: ProtocolError): ProtocolError {
  const out: ProtocolError = { type: error.type, message: error.message }
  if (error.grant) out.grant = { ...error.grant }
  if (error.step_up_methods) out.step_up_methods = [...error.step_up_methods]
  return out
}

/** JSON-RPC methods the frame signs with; everything else is refused with `invalid_request_arguments`. */
export const FRAME_RPC_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
] as const

/**
 * Solana requests of a seed wallet's frame (sent with the wallet's Ethereum address, which names the share set):
 * `solana_getAccount [index?]` -> the base58 address of `m/44'/501'/index'/0'`; `solana_signMessage [messageHex,
 * solanaAddress, index?]` -> the 64-byte ed25519 signature as 0x-hex; `solana_addAccount [index?]` -> registers that
 * account with the server (signed by the wallet key) and answers its address. Not EIP-1193 methods: the Ethereum
 * provider refuses them.
 */
export const SOLANA_FRAME_RPC_METHODS = [
  'solana_getAccount',
  'solana_signMessage',
  'solana_addAccount',
] as const

/** One signing method handled by the frame. */
export type FrameRpcMethod = (typeof FRAME_RPC_METHODS)[number] | (typeof SOLANA_FRAME_RPC_METHODS)[number]

/** MFA methods. */
export type MfaMethod = 'sms' | 'totp'

/** Request payloads, by event. */
export interface RequestPayloads {
  'privy:iframe:ready': Record<string, never>
  'privy:wallet:create': { accessToken: string; recoveryPassword?: string }
  'privy:wallet:connect': { accessToken: string; address: string }
  'privy:wallet:recover': { accessToken: string; address: string; recoveryPassword?: string }
  'privy:wallet:rpc': {
    accessToken: string
    address: string
    request: { method: FrameRpcMethod; params: unknown[] }
  }
  'privy:wallet:set-recovery-password': { accessToken: string; address: string; recoveryPassword: string }
  'privy:mfa:verify': { accessToken: string; method: MfaMethod; code: string }
  'privy:mfa:init-enrollment': { accessToken: string; method: MfaMethod; phoneNumber?: string }
  'privy:mfa:submit-enrollment': {
    accessToken: string
    method: MfaMethod
    code: string
    phoneNumber?: string
  }
  'privy:mfa:unenroll': { accessToken: string; method: MfaMethod }
  'privy:wallet:logout': Record<string, never>
  'privy:wallet:cancel': { requestId: string }
}

/** Reply payloads, by event. */
export interface ReplyPayloads {
  'privy:iframe:ready': { version: number }
  'privy:wallet:create': { address: string }
  'privy:wallet:connect': { address: string }
  'privy:wallet:recover': { address: string }
  'privy:wallet:rpc': { method: FrameRpcMethod; result: string }
  'privy:wallet:set-recovery-password': { address: string }
  'privy:mfa:verify': Record<string, never>
  'privy:mfa:init-enrollment': { authUrl?: string; secret?: string }
  'privy:mfa:submit-enrollment': Record<string, never>
  'privy:mfa:unenroll': Record<string, never>
  'privy:wallet:logout': Record<string, never>
  'privy:wallet:cancel': { canceled: boolean }
}

/** A request message. */
export interface RequestMessage<E extends EmbeddedWalletEvent = EmbeddedWalletEvent> {
  id: string
  event: E
  data: RequestPayloads[E]
}

/** A reply message: `data` on success, `error` on failure. */
export type ReplyMessage<E extends EmbeddedWalletEvent = EmbeddedWalletEvent> =
  | { id: string; event: E; data: ReplyPayloads[E]; error?: undefined }
  | { id: string; event: E; data?: undefined; error: ProtocolError }

/** The result of validating something received: the typed value, or a protocol error to answer with. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ProtocolError }

const MAX_ID_LENGTH = 100
const MAX_TOKEN_LENGTH = 8192
const MAX_PASSWORD_LENGTH = 256
/**
 * The most a message may weigh: string characters plus 8 per other value, counted over the whole message. A
 * signing request of typed data or a large transaction stays far below; anything bigger is refused unread.
 */
export const MAX_MESSAGE_WEIGHT = 1_000_000
/** The deepest nesting a message may have (arrays and objects). */
const MAX_DEPTH = 64

type Obj = Record<string, unknown>

/** A plain object: what postMessage's structured clone makes of an object literal (no Date, Map, class...). */
const isObject = (v: unknown): v is Obj => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/** An own property only: nothing inherited (a polluted prototype, a getter on a class) is ever read. */
const own = (o: Obj, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined)

/**
 * True when `value` is JSON-like data (strings, finite numbers, bigints, booleans, null, undefined, arrays and plain
 * objects)
 * without cycles, at most `MAX_DEPTH` deep and within `MAX_MESSAGE_WEIGHT`. Iterative, so a deep or cyclic payload
 * cannot exhaust the stack.
 */
export function isBoundedData(value: unknown, maxWeight = MAX_MESSAGE_WEIGHT): boolean {
  let weight = 0
  const seen = new Set<object>()
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number]
    if (typeof v === 'string') weight += v.length
    else if (v === null || v === undefined || typeof v === 'boolean' || typeof v === 'bigint') weight += 8
    else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false
      weight += 8
    } else if (Array.isArray(v) || isObject(v)) {
      if (depth >= MAX_DEPTH || seen.has(v)) return false
      seen.add(v)
      weight += 8
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype) return false
        for (const item of v) stack.push([item, depth + 1])
      } else {
        for (const key of Object.keys(v)) {
          weight += key.length
          stack.push([v[key], depth + 1])
        }
      }
    } else return false
    if (weight > maxWeight) return false
  }
  return true
}

/** True for one of the protocol's event names. */
export function isEmbeddedWalletEvent(value: unknown): value is EmbeddedWalletEvent {
  return typeof value === 'string' && (EMBEDDED_WALLET_EVENTS as readonly string[]).includes(value)
}

/** True for one of the protocol's error types. */
export function isEmbeddedWalletErrorType(value: unknown): value is EmbeddedWalletErrorType {
  return typeof value === 'string' && (EMBEDDED_WALLET_ERROR_TYPES as readonly string[]).includes(value)
}

/** True for a 0x-prefixed 20-byte hex address (any case). */
export function isHexAddress(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

const bad = (message: string): { ok: false; error: ProtocolError } => ({
  ok: false,
  error: { type: 'invalid_request_arguments', message },
})

/** Reads the envelope only: a string id of sane length; whatever else is wrong is answered under that id. */
export function readMessageId(raw: unknown): string | null {
  if (!isObject(raw)) return null
  const id = own(raw, 'id')
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH ? id : null
}

function token(d: Obj): string | null {
  const t = own(d, 'accessToken')
  return typeof t === 'string' && t.length > 0 && t.length <= MAX_TOKEN_LENGTH ? t : null
}

function optionalPassword(d: Obj, name: string): { ok: true; value: string | undefined } | { ok: false } {
  const v = own(d, name)
  if (v === undefined || v === null) return { ok: true, value: undefined }
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_PASSWORD_LENGTH) return { ok: false }
  return { ok: true, value: v }
}

function mfaMethod(d: Obj): MfaMethod | null {
  const m = own(d, 'method')
  return m === 'sms' || m === 'totp' ? m : null
}

/**
 * Validates a request received by the frame. Unknown events, a missing id and malformed payloads come back as an
 * `invalid_request_arguments` error; a message with no usable id cannot be answered and yields `id: null`. A
 * message that is not bounded JSON-like data (too heavy, too deep, cyclic, or holding other values) is refused
 * before any field is used.
 */
export function parseRequest(raw: unknown): {
  id: string | null
  event: string | null
  parsed: Parsed<RequestMessage>
} {
  const id = readMessageId(raw)
  const name = isObject(raw) ? own(raw, 'event') : undefined
  const event = typeof name === 'string' && name.length <= MAX_ID_LENGTH ? name : null
  if (!id) return { id, event, parsed: bad('A request needs a string id') }
  if (!isBoundedData(raw)) return { id, event, parsed: bad('The request is too large or not plain data') }
  if (!isEmbeddedWalletEvent(event)) return { id, event, parsed: bad(`Unknown event '${String(event)}'`) }
  const data = own(raw as Obj, 'data') ?? {}
  if (!isObject(data)) return { id, event, parsed: bad('The request data must be an object') }
  const payload = parsePayload(event, data)
  if (!payload.ok) return { id, event, parsed: payload }
  return { id, event, parsed: { ok: true, value: { id, event, data: payload.value } as RequestMessage } }
}

function parsePayload(event: EmbeddedWalletEvent, d: Obj): Parsed<RequestPayloads[EmbeddedWalletEvent]> {
  if (event === 'privy:iframe:ready' || event === 'privy:wallet:logout') return { ok: true, value: {} }
  if (event === 'privy:wallet:cancel') {
    const requestId = own(d, 'requestId')
    if (typeof requestId !== 'string' || requestId.length === 0 || requestId.length > MAX_ID_LENGTH) {
      return bad('Missing or invalid requestId')
    }
    return { ok: true, value: { requestId } }
  }
  const accessToken = token(d)
  if (!accessToken) return bad('Missing or invalid accessToken')
  if (event === 'privy:wallet:create') {
    const pw = optionalPassword(d, 'recoveryPassword')
    if (!pw.ok) return bad('Invalid recoveryPassword')
    return {
      ok: true,
      value: pw.value === undefined ? { accessToken } : { accessToken, recoveryPassword: pw.value },
    }
  }
  if (event.startsWith('privy:wallet:')) {
    const address = own(d, 'address')
    if (!isHexAddress(address)) return bad('Missing or invalid address')
    if (event === 'privy:wallet:connect') return { ok: true, value: { accessToken, address } }
    if (event === 'privy:wallet:recover') {
      // `recoveryPin` is accepted as an alias of `recoveryPassword`.
      const pw = optionalPassword(
        d,
        own(d, 'recoveryPassword') === undefined ? 'recoveryPin' : 'recoveryPassword',
      )
      if (!pw.ok) return bad('Invalid recoveryPassword')
      return {
        ok: true,
        value:
          pw.value === undefined
            ? { accessToken, address }
            : { accessToken, address, recoveryPassword: pw.value },
      }
    }
    if (event === 'privy:wallet:set-recovery-password') {
      const pw = optionalPassword(d, 'recoveryPassword')
      if (!pw.ok || pw.value === undefined) return bad('Missing or invalid recoveryPassword')
      return { ok: true, value: { accessToken, address, recoveryPassword: pw.value } }
    }
    // rpc
    const request = own(d, 'request')
    const method = isObject(request) ? own(request, 'method') : undefined
    if (!isObject(request) || typeof method !== 'string') return bad('Missing or invalid request')
    if (![...FRAME_RPC_METHODS, ...SOLANA_FRAME_RPC_METHODS].includes(method as FrameRpcMethod)) {
      return bad(`Unsupported method '${method.slice(0, MAX_ID_LENGTH)}'`)
    }
    const params = own(request, 'params') ?? []
    if (!Array.isArray(params)) return bad('request.params must be an array')
    return {
      ok: true,
      value: { accessToken, address, request: { method: method as FrameRpcMethod, params } },
    }
  }
  // MFA events
  const method = mfaMethod(d)
  if (!method) return bad("Missing or invalid method ('sms' or 'totp')")
  const phone = own(d, 'phoneNumber')
  if (phone !== undefined && (typeof phone !== 'string' || phone.length > 32))
    return bad('Invalid phoneNumber')
  const code = own(d, 'code')
  const needsCode = event === 'privy:mfa:verify' || event === 'privy:mfa:submit-enrollment'
  if (needsCode && (typeof code !== 'string' || !/^\d{6}$/.test(code))) return bad('Missing or invalid code')
  const value: Obj = { accessToken, method }
  if (needsCode) value.code = code
  if (typeof phone === 'string' && event !== 'privy:mfa:verify' && event !== 'privy:mfa:unenroll') {
    value.phoneNumber = phone
  }
  return { ok: true, value: value as unknown as RequestPayloads[EmbeddedWalletEvent] }
}

/**
 * Validates a reply received by the host: an object with a string id, a known event, and either an object
 * `data` or an `error` whose type is one of the protocol's. Anything else (including a reply that is not bounded
 * JSON-like data) yields null and is ignored.
 */
export function parseReply(raw: unknown): ReplyMessage | null {
  const id = readMessageId(raw)
  if (!id || !isObject(raw)) return null
  const event = own(raw, 'event')
  if (!isEmbeddedWalletEvent(event) || !isBoundedData(raw)) return null
  const e = own(raw, 'error')
  if (e !== undefined) {
    const error = parseProtocolError(e)
    return error ? { id, event, error } : null
  }
  const data = own(raw, 'data')
  if (!isObject(data)) return null
  return { id, event, data } as ReplyMessage
}

/** Builds a success reply. */
export function replyData<E extends EmbeddedWalletEvent>(
  id: string,
  event: E,
  data: ReplyPayloads[E],
): ReplyMessage<E> {
  return { id, event, data }
}

/** Builds an error reply. */
export function replyError(id: string, event: EmbeddedWalletEvent, error: ProtocolError): ReplyMessage {
  return { id, event, error: wireError(error) }
}

/**
 * An error thrown inside the frame with a protocol error type; the frame's dispatcher turns it into the reply's
 * `error`. (The host side has its own error class in core's errors module.)
 */
export class FrameError extends Error {
  override name = 'FrameError' as const
  readonly type: EmbeddedWalletErrorType
  /** What a verification must approve to lift this refusal (from the server's 403). */
  readonly grant?: GrantJSON
  /** Where a step-up code may go for it (from the server's 403). */
  readonly stepUpMethods?: StepUpMethodJSON[]
  constructor(
    type: EmbeddedWalletErrorType,
    message: string,
    options: { grant?: GrantJSON; stepUpMethods?: StepUpMethodJSON[] } = {},
  ) {
    super(message)
    this.type = type
    if (options.grant) this.grant = options.grant
    if (options.stepUpMethods) this.stepUpMethods = options.stepUpMethods
  }
}

/** The `error` message of a creation refused because the user already has an embedded wallet. */
export const WALLET_ALREADY_EXISTS_MESSAGE = 'User already has an embedded wallet.'

/** The protocol error for anything thrown: a `FrameError` keeps its type; anything else is a generic 'error'. */
export function toProtocolError(error: unknown): ProtocolError {
  if (error instanceof FrameError || (error instanceof Error && error.name === 'FrameError')) {
    const e = error as FrameError
    const out: ProtocolError = { type: e.type, message: e.message }
    if (e.grant) out.grant = e.grant
    if (e.stepUpMethods) out.step_up_methods = e.stepUpMethods
    // only what the parser on the other side would keep travels
    return parseProtocolError(out) ?? { type: 'error', message: 'An error has occurred, please try again.' }
  }
  return { type: 'error', message: 'An error has occurred, please try again.' }
}

/**
 * The export view (`/apps/{appId}/embedded-wallets/export?address&channel&...`, a frame the host's modal shows)
 * gets the access token by postMessage, never in its URL:
 * - view -> host `{ event: 'privy:export:ready', channel }` once it listens (nothing secret in it);
 * - host -> view `{ event: 'privy:export:token', channel, id, accessToken }`, to the frame origin only, from the
 *   export flow that made `channel` (a random id in the view's URL) and only to the window that said ready;
 * - view -> host `{ event: 'privy:export:result', channel, id, error? }`, to the host's origin: no `error` once the
 *   key shows; a refusal (with its grant) otherwise, which the host lifts with a verification and sends the token
 *   again (the view then tries again).
 * The passkey view (`/apps/{appId}/embedded-wallets/passkey?address&channel&action&label`) speaks the same messages:
 * it runs the WebAuthn ceremony of passkey recovery on the person's click inside it (the hidden frame has no user
 * activation), and its result names the wallet (`address`) once the wallet is recovered or switched to the passkey.
 */
export type ExportViewMessage =
  | { event: 'privy:export:ready'; channel: string }
  | { event: 'privy:export:token'; channel: string; id: string; accessToken: string }
  | { event: 'privy:export:result'; channel: string; id: string; address?: string; error?: ProtocolError }

/** The most an export view message may weigh (a token and an error with its grant). */
const MAX_EXPORT_MESSAGE_WEIGHT = 16_384

const shortId = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH

/** Validates an export view message; anything else (another protocol's message included) yields null. */
export function parseExportViewMessage(raw: unknown): ExportViewMessage | null {
  if (!isObject(raw) || !isBoundedData(raw, MAX_EXPORT_MESSAGE_WEIGHT)) return null
  const event = own(raw, 'event')
  const channel = own(raw, 'channel')
  if (!shortId(channel)) return null
  if (event === 'privy:export:ready') return { event, channel }
  const id = own(raw, 'id')
  if (!shortId(id)) return null
  if (event === 'privy:export:token') {
    const accessToken = token(raw)
    return accessToken ? { event, channel, id, accessToken } : null
  }
  if (event !== 'privy:export:result') return null
  const e = own(raw, 'error')
  const address = own(raw, 'address')
  if (e === undefined && address !== undefined)
    return isHexAddress(address) ? { event, channel, id, address } : null
  if (e === undefined) return { event, channel, id }
  const error = parseProtocolError(e)
  return error ? { event, channel, id, error } : null
}
