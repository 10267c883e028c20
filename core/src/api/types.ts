/** The API client's surface, as flows use it. Implemented in api/client.ts. */

/** A shape check: returns the typed value or throws (the client turns that into `ApiError('invalid_response')`). */
export type Parser<T> = (json: unknown) => T

export interface ApiRequest<T> {
  method: 'GET' | 'POST' | 'DELETE'
  /** Path under the API base, starting with '/api/v1/'. */
  path: string
  body?: unknown
  query?: Record<string, string | number | undefined>
  /**
   * 'session': no bearer (sessions, sessions/fork/recover, sessions/logout).
   * 'protected': a bearer access token, got through the session (refreshed if needed).
   * 'public': no bearer (init and authenticate calls).
   * @default 'public'
   */
  auth?: 'public' | 'session' | 'protected'
  /** Checks and types the JSON body of a 2xx answer. */
  parse: Parser<T>
  /** Retry on network errors, timeouts and 5xx (never for the non-repeatable calls). @default true */
  retry?: boolean
  /** Retries of this call. @default the client's (3) */
  retries?: number
  /** Timeout of each try of this call. @default the client's (20000 ms) */
  timeoutMs?: number
  /** Longest 429 Retry-After waited out before trying again; longer goes to the caller. @default 10000 */
  maxRetryAfterMs?: number
  /** Abort signal from the caller. */
  signal?: AbortSignal
}

export interface Api {
  request<T>(request: ApiRequest<T>): Promise<T>
}
