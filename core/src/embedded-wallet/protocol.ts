/**
 * The message protocol between the host page (proxy) and the wallet frame. Both sides import this module and
 * nothing else from each other, so it must stay free of DOM access and of host-side imports.
 *
 * A request is `{ id, event, data }`; its reply carries the same `id` and `event` and either `data` or
 * `error: { type, message }`. Events (the string is the wire name):
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
 */

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
  'missing_or_invalid_mfa',
  'mfa_verification_max_attempts_reached',
  'mfa_timeout',
] as const

/** One error type. */
export type EmbeddedWalletErrorType = (typeof EMBEDDED_WALLET_ERROR_TYPES)[number]

/** The error part of a reply. */
export interface ProtocolError {
  type: EmbeddedWalletErrorType
  message: string
}

/** JSON-RPC methods the frame signs with; everything else is refused with `invalid_request_arguments`. */
export const FRAME_RPC_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
] as const

/** One signing method handled by the frame. */
export type FrameRpcMethod = (typeof FRAME_RPC_METHODS)[number]

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

type Obj = Record<string, unknown>

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

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
  const id = raw.id
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH ? id : null
}

function token(d: Obj): string | null {
  const t = d.accessToken
  return typeof t === 'string' && t.length > 0 && t.length <= MAX_TOKEN_LENGTH ? t : null
}

function optionalPassword(d: Obj, name: string): { ok: true; value: string | undefined } | { ok: false } {
  const v = d[name]
  if (v === undefined || v === null) return { ok: true, value: undefined }
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_PASSWORD_LENGTH) return { ok: false }
  return { ok: true, value: v }
}

function mfaMethod(d: Obj): MfaMethod | null {
  return d.method === 'sms' || d.method === 'totp' ? d.method : null
}

/**
 * Validates a request received by the frame. Unknown events, a missing id and malformed payloads come back as an
 * `invalid_request_arguments` error; a message with no usable id cannot be answered and yields `id: null`.
 */
export function parseRequest(raw: unknown): {
  id: string | null
  event: string | null
  parsed: Parsed<RequestMessage>
} {
  const id = readMessageId(raw)
  const event = isObject(raw) && typeof raw.event === 'string' ? raw.event : null
  if (!id) return { id, event, parsed: bad('A request needs a string id') }
  if (!isEmbeddedWalletEvent(event)) return { id, event, parsed: bad(`Unknown event '${String(event)}'`) }
  const data = (raw as Obj).data ?? {}
  if (!isObject(data)) return { id, event, parsed: bad('The request data must be an object') }
  const payload = parsePayload(event, data)
  if (!payload.ok) return { id, event, parsed: payload }
  return { id, event, parsed: { ok: true, value: { id, event, data: payload.value } as RequestMessage } }
}

function parsePayload(event: EmbeddedWalletEvent, d: Obj): Parsed<RequestPayloads[EmbeddedWalletEvent]> {
  if (event === 'privy:iframe:ready') return { ok: true, value: {} }
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
    if (!isHexAddress(d.address)) return bad('Missing or invalid address')
    const address = d.address
    if (event === 'privy:wallet:connect') return { ok: true, value: { accessToken, address } }
    if (event === 'privy:wallet:recover') {
      // `recoveryPin` is accepted as an alias of `recoveryPassword`.
      const pw = optionalPassword(d, d.recoveryPassword === undefined ? 'recoveryPin' : 'recoveryPassword')
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
    const request = d.request
    if (!isObject(request) || typeof request.method !== 'string') return bad('Missing or invalid request')
    if (!(FRAME_RPC_METHODS as readonly string[]).includes(request.method)) {
      return bad(`Unsupported method '${request.method}'`)
    }
    const params = request.params ?? []
    if (!Array.isArray(params)) return bad('request.params must be an array')
    return {
      ok: true,
      value: { accessToken, address, request: { method: request.method as FrameRpcMethod, params } },
    }
  }
  // MFA events
  const method = mfaMethod(d)
  if (!method) return bad("Missing or invalid method ('sms' or 'totp')")
  const phone = d.phoneNumber
  if (phone !== undefined && (typeof phone !== 'string' || phone.length > 32))
    return bad('Invalid phoneNumber')
  const code = d.code
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
 * `data` or an `error` whose type is one of the protocol's. Anything else yields null (and is ignored).
 */
export function parseReply(raw: unknown): ReplyMessage | null {
  const id = readMessageId(raw)
  if (!id || !isObject(raw) || !isEmbeddedWalletEvent(raw.event)) return null
  if (raw.error !== undefined) {
    const e = raw.error
    if (!isObject(e) || typeof e.message !== 'string') return null
    const type = isEmbeddedWalletErrorType(e.type) ? e.type : 'error'
    return { id, event: raw.event, error: { type, message: e.message } }
  }
  if (!isObject(raw.data)) return null
  return { id, event: raw.event, data: raw.data } as ReplyMessage
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
  return { id, event, error: { type: error.type, message: error.message } }
}

/**
 * An error thrown inside the frame with a protocol error type; the frame's dispatcher turns it into the reply's
 * `error`. (The host side has its own error class in core's errors module.)
 */
export class FrameError extends Error {
  override name = 'FrameError' as const
  readonly type: EmbeddedWalletErrorType
  constructor(type: EmbeddedWalletErrorType, message: string) {
    super(message)
    this.type = type
  }
}

/** The `error` message of a creation refused because the user already has an embedded wallet. */
export const WALLET_ALREADY_EXISTS_MESSAGE = 'User already has an embedded wallet.'

/** The protocol error for anything thrown: a `FrameError` keeps its type; anything else is a generic 'error'. */
export function toProtocolError(error: unknown): ProtocolError {
  if (error instanceof FrameError || (error instanceof Error && error.name === 'FrameError')) {
    return { type: (error as FrameError).type, message: error.message }
  }
  return { type: 'error', message: 'An error has occurred, please try again.' }
}
