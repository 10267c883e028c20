/**
 * The API client: every call carries the app id, client analytics id and client version headers and no cookies
 * (sessions travel as bearer and refresh tokens; the server grants no credentialed CORS); 20 s timeout;
 * 3 retries on network errors, timeouts and 5xx (never 4xx), 500 ms after the first try and then doubling, each
 * with up to half of it again as random jitter (clients failing together do not retry in step); a 429 with a short
 * Retry-After is waited out and tried again; calls with an effect (IDEMPOTENT_PATHS) carry one idempotency key over
 * all their tries, so the server acts once; every answer is shape-checked so a malformed body is an `ApiError`,
 * never an `undefined` crash.
 */
import {
  API_RETRIES,
  API_RETRY_DELAY_MS,
  API_TIMEOUT_MS,
  CLIENT_NAME,
  HEADERS,
  IDEMPOTENT_PATHS,
  MAX_RETRY_AFTER_MS,
  NON_REPEATABLE_PATHS,
  SDK_VERSION,
  STORAGE_KEYS,
} from '../constants'
import type { LatchEnv } from '../env'
import { ApiError, isApiError, LatchError } from '../errors'
import type { Messages } from '../messages'
import { messages as defaultMessages, formatMessage } from '../messages'
import { parseErrorJSON } from './shapes'
import type { Api, ApiRequest } from './types'
import type { GrantJSON, StepUpMethodJSON } from './wire'

/** Parameters of `createApi`. */
export interface CreateApiParameters {
  appId: string
  /** Base URL of the auth API; paths start with '/api/v1/'. */
  apiUrl: string
  env: LatchEnv
  /** Gives the bearer of 'protected' calls; null means not signed in. Wired to the session by `createLatch`. */
  getAccessToken?: () => Promise<string | null>
  /** Per-attempt timeout. @default API_TIMEOUT_MS (20 000) */
  timeoutMs?: number
  /** Retries after the first attempt. @default API_RETRIES (3) */
  retries?: number
  /** Delay before the first retry; each later one doubles it, plus jitter. @default API_RETRY_DELAY_MS (500) */
  retryDelayMs?: number
  /** The client's message catalogue, read at each error (a host override applies). @default the default texts */
  messages?: () => Messages
  /**
   * Told of every attempt once it ends (the flight recorder, `config.debug`). With it, each attempt carries a random
   * `x-request-id` that the server writes into its logs, so a recording and the server's logs line up.
   */
  onAttempt?: (attempt: ApiAttempt) => void
}

/** One attempt of an API call, as the flight recorder sees it (no body, no query, no header). */
export interface ApiAttempt {
  method: string
  path: string
  /** 0 when no answer came. */
  status: number
  requestId: string
  ms: number
  code?: string
}

/** The client analytics id: random, made once per browser and kept in storage. */
export function getClientAnalyticsId(env: LatchEnv): string {
  const existing = env.storage.getItem(STORAGE_KEYS.clientAnalyticsId)
  if (existing && /^[0-9a-f-]{16,64}$/i.test(existing)) return existing
  const id = randomUuid(env)
  env.storage.setItem(STORAGE_KEYS.clientAnalyticsId, id)
  return id
}

function randomUuid(env: LatchEnv): string {
  const bytes = env.randomBytes(16)
  // RFC 4122 version 4 and variant bits, so servers that validate UUIDs accept it.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Creates the API client of one Latch instance. */
export function createApi(parameters: CreateApiParameters): Api {
  const { appId, env } = parameters
  const base = parameters.apiUrl.replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? API_TIMEOUT_MS
  const retries = parameters.retries ?? API_RETRIES
  const retryDelayMs = parameters.retryDelayMs ?? API_RETRY_DELAY_MS
  const catalogue = parameters.messages ?? (() => defaultMessages)
  let clientAnalyticsId: string | undefined

  const sleep = (ms: number) => new Promise<void>((resolve) => env.clock.setTimeout(resolve, ms))

  async function attempt<T>(request: ApiRequest<T>, idempotencyKey: string | null): Promise<T> {
    clientAnalyticsId ??= getClientAnalyticsId(env)
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADERS.appId]: appId,
      [HEADERS.clientAnalyticsId]: clientAnalyticsId,
      [HEADERS.client]: `${CLIENT_NAME}:${SDK_VERSION}`,
    }
    if (idempotencyKey) headers[HEADERS.idempotencyKey] = idempotencyKey
    const onAttempt = parameters.onAttempt
    const requestId = onAttempt ? randomUuid(env) : ''
    if (onAttempt) headers[HEADERS.requestId] = requestId
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    if (request.auth === 'protected') {
      const token = parameters.getAccessToken ? await parameters.getAccessToken() : null
      if (!token) throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
      headers.authorization = `Bearer ${token}`
    }

    const controller = new AbortController()
    const onCallerAbort = () => controller.abort(request.signal?.reason)
    request.signal?.addEventListener('abort', onCallerAbort, { once: true })
    let timer: unknown
    // The race matters as much as the abort: a stalled fetch that ignores its signal still times out.
    const timeout = new Promise<never>((_, reject) => {
      timer = env.clock.setTimeout(() => {
        // Reject first, so the race reports the timeout rather than the abort it causes.
        reject(
          new ApiError('client_request_timeout', catalogue()['error.requestTimeout'], {
            status: 0,
            retryable: true,
          }),
        )
        controller.abort()
      }, request.timeoutMs ?? timeoutMs)
    })
    const startedAt = env.clock.now()
    const seen = { status: 0 }
    let code: string | undefined
    try {
      return await Promise.race([send(request, headers, controller.signal, seen), timeout])
    } catch (error) {
      if (isApiError(error)) code = error.code
      throw error
    } finally {
      env.clock.clearTimeout(timer)
      request.signal?.removeEventListener('abort', onCallerAbort)
      onAttempt?.({
        method: request.method,
        path: request.path,
        status: seen.status,
        requestId,
        ms: env.clock.now() - startedAt,
        ...(code === undefined ? {} : { code }),
      })
    }
  }

  async function send<T>(
    request: ApiRequest<T>,
    headers: Record<string, string>,
    signal: AbortSignal,
    seen: { status: number },
  ): Promise<T> {
    let response: Response
    try {
      response = await env.fetch(buildUrl(base, request.path, request.query), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        // no cookies: nothing is kept in them, and the server does not allow credentialed cross-origin calls
        credentials: 'omit',
        signal,
      })
      seen.status = response.status
    } catch (cause) {
      if (request.signal?.aborted) throw cause
      throw new ApiError('network_error', catalogue()['error.network'], { status: 0, retryable: true, cause })
    }

    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      throw new ApiError('network_error', catalogue()['error.network'], { status: 0, retryable: true, cause })
    }
    let json: unknown = null
    let malformed = false
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text)
      } catch {
        malformed = true
      }
    }

    if (!response.ok) {
      const error = explainRefusedOrigin(
        errorFromResponse(response.status, malformed ? null : json, catalogue),
      )
      const wait =
        response.status === 429 ? parseRetryAfter(response.headers.get('retry-after'), env.clock.now()) : null
      if (wait !== null) retryAfterOf.set(error, wait)
      throw error
    }
    if (malformed) {
      throw new ApiError('invalid_response', catalogue()['error.malformedResponse'], {
        status: response.status,
        details: 'body is not JSON',
      })
    }
    try {
      return request.parse(json)
    } catch (cause) {
      throw new ApiError('invalid_response', catalogue()['error.malformedResponse'], {
        status: response.status,
        details: cause instanceof Error ? cause.message : undefined,
        cause,
      })
    }
  }

  /**
   * The server refuses a page whose origin the app does not allow: the error says which origin and what to do, and
   * the console says it once (the developer is the one who can fix it).
   */
  let originWarned = false
  function explainRefusedOrigin(error: ApiError): ApiError {
    if (error.code !== 'origin_not_allowed') return error
    let origin = 'unknown'
    try {
      origin = env.location ? new URL(env.location.href()).origin : origin
    } catch {}
    const message = formatMessage(catalogue(), 'error.originNotAllowed', { origin, appId })
    if (!originWarned) env.logger.error(message)
    originWarned = true
    return new ApiError(error.code, message, { status: error.status, type: error.type, cause: error })
  }

  return {
    async request<T>(request: ApiRequest<T>): Promise<T> {
      const repeatable = request.retry !== false && !isNonRepeatable(request.path)
      const maxAttempts = repeatable ? (request.retries ?? retries) + 1 : 1
      // one key for every try of this call: a retry after a lost answer is answered with the first answer
      const idempotencyKey = request.method === 'POST' && isIdempotent(request.path) ? randomUuid(env) : null
      const maxWait = request.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS
      for (let tryIndex = 1; ; tryIndex++) {
        try {
          return await attempt(request, idempotencyKey)
        } catch (error) {
          if (tryIndex >= maxAttempts || request.signal?.aborted) throw error
          // A 429 with a short Retry-After is waited out; a long one goes to the caller.
          const wait = getRetryAfterMs(error)
          if (wait !== null && wait <= maxWait) {
            await sleep(wait)
            continue
          }
          if (!isRetryable(error)) throw error
          await sleep(backoffMs(retryDelayMs, tryIndex, env.randomBytes(1)[0] ?? 0))
        }
      }
    },
  }
}

/** True for calls whose lost answer may mean the server already acted (see NON_REPEATABLE_PATHS). */
export function isNonRepeatable(path: string): boolean {
  const bare = path.split('?')[0] ?? path
  return NON_REPEATABLE_PATHS.some((pattern) => pattern.test(bare))
}

/**
 * The wait before retry number `retry` (1-based): `base` doubled per earlier retry, plus jitter in [0, half of it)
 * from one random byte. With the 500 ms base: 500-750, 1000-1500, 2000-3000 ms.
 */
export function backoffMs(base: number, retry: number, randomByte: number): number {
  const delay = base * 2 ** (retry - 1)
  return delay + Math.floor((delay / 2) * (randomByte / 256))
}

/** True for calls with an effect that carry an idempotency key (see IDEMPOTENT_PATHS). */
export function isIdempotent(path: string): boolean {
  const bare = path.split('?')[0] ?? path
  return IDEMPOTENT_PATHS.some((pattern) => pattern.test(bare))
}

const retryAfterOf = new WeakMap<object, number>()
const stepUpMethodsOf = new WeakMap<object, readonly StepUpMethodJSON[]>()
const grantOf = new WeakMap<object, GrantJSON>()

/**
 * For a `step_up_required` or `missing_or_invalid_mfa` refusal: the action and target the server wants a
 * verification for (send them with the step-up or MFA verification to get a single-use grant), or null when the
 * server did not say. Errors made elsewhere (the wallet frame's) carry one through `setGrant`.
 */
export function getGrant(error: unknown): GrantJSON | null {
  return typeof error === 'object' && error !== null ? (grantOf.get(error) ?? null) : null
}

/** Attaches the grant a refusal asked for to `error` (an error rebuilt from the wallet frame's answer). */
export function setGrant<E extends object>(error: E, grant: GrantJSON | null | undefined): E {
  if (grant) grantOf.set(error, grant)
  return error
}

/**
 * For a `step_up_required` refusal: the kinds of the user's methods a step-up code may go to for the refused change
 * (the server's list, older first; empty when only a new login will do), or null when the server did not say. A host
 * with its own prompt offers only those (`latch.initStepUp(kind)`): a code from another would be refused again.
 */
export function getStepUpMethods(error: unknown): readonly ('email' | 'phone')[] | null {
  return typeof error === 'object' && error !== null ? (stepUpMethodsOf.get(error) ?? null) : null
}

/** Attaches the step-up methods a refusal named to `error` (an error rebuilt from the wallet frame's answer). */
export function setStepUpMethods<E extends object>(
  error: E,
  methods: readonly StepUpMethodJSON[] | null | undefined,
): E {
  if (methods) stepUpMethodsOf.set(error, methods)
  return error
}

/** The wait a 429 asked for (its Retry-After header, in ms), or null. */
export function getRetryAfterMs(error: unknown): number | null {
  return typeof error === 'object' && error !== null ? (retryAfterOf.get(error) ?? null) : null
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v) * 1000
  const date = Date.parse(v)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/** Network errors, timeouts and 5xx are worth another try; 4xx and malformed answers are not. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.code === 'client_request_timeout' || error.code === 'network_error') return true
  return error.status >= 500
}

function errorFromResponse(status: number, json: unknown, catalogue: () => Messages): ApiError {
  const body = parseErrorJSON(json)
  const retryable = status >= 500 || status === 429
  if (body) {
    const error = new ApiError(body.code, body.error, { status, type: body.type, retryable })
    if (body.step_up_methods) stepUpMethodsOf.set(error, body.step_up_methods)
    if (body.grant) grantOf.set(error, body.grant)
    return error
  }
  const fallbackCode = status === 429 ? 'rate_limited' : status >= 500 ? 'server_error' : 'request_failed'
  // `{ error }` without a code: the server's message is kept (it may be the one the screen should show)
  const message = messageOnly(json)
  if (message) return new ApiError(fallbackCode, message, { status, retryable })
  if (status === 429)
    return new ApiError('rate_limited', catalogue()['error.rateLimited'], { status, retryable })
  return new ApiError(
    status >= 500 ? 'server_error' : 'request_failed',
    formatMessage(catalogue(), 'error.requestFailed', { status }),
    {
      status,
      retryable,
    },
  )
}

/** The `error` string of a body that has no code, when it is a plain, reasonably short text. */
function messageOnly(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const error = (json as Record<string, unknown>).error
  return typeof error === 'string' && error.trim() !== '' && error.length <= 500 ? error : null
}

function buildUrl(base: string, path: string, query: ApiRequest<unknown>['query']): string {
  let url = `${base}${path.startsWith('/') ? path : `/${path}`}`
  if (query) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
    const qs = search.toString()
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`
  }
  return url
}
