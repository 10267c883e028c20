/**
 * What an endpoint descriptor is: the method, the path (with `:name` parameters, as Hono writes them), who may call
 * it, and, as types only, the request body, the response body and the error codes it may answer with. The client
 * spreads a descriptor into its request (`{ ...SESSIONS_REFRESH, body, parse }`); the reference server registers its
 * route from the same descriptor. Descriptors are plain objects, one constant each, so a bundler keeps only the ones
 * a build uses.
 */

/** Every path of the API starts with this. */
export const API_PREFIX = '/api/v1'

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/**
 * Who calls an endpoint and how it proves it:
 * - `public`: anyone from an allowed origin of the app (`privy-app-id`), no bearer;
 * - `session`: a refresh token in the body (sessions, fork, logout), no bearer;
 * - `protected`: a bearer access token;
 * - `frame`: the wallet frame, from its own origin, with a bearer and a device proof;
 * - `app-secret`: a host backend, with the app secret (HTTP Basic);
 * - `operator`: an operator of the server (the console), with the operator session cookie and, for a change, the
 *   session's CSRF token header. End-user tokens are refused there.
 */
export type EndpointAuth = 'public' | 'session' | 'protected' | 'frame' | 'app-secret' | 'operator'

/** A body-less request or answer. */
export type NoBody = Record<string, never>

/**
 * One endpoint of the API. `Request`, `Response` and `Code` are types only (no value is kept): the body the client
 * sends, the JSON of a 2xx answer and the `code` of an error answer (`ErrorJSON`).
 */
export interface Endpoint<
  Request = unknown,
  Response = unknown,
  Auth extends EndpointAuth = EndpointAuth,
  Code extends string = string,
> {
  readonly method: HttpMethod
  /** The full path, `/api/v1/...`; `:name` segments are parameters (`pathOf` fills them). */
  readonly path: string
  readonly auth: Auth
  /** Types only: never set at run time. */
  readonly types?: { readonly request: Request; readonly response: Response; readonly code: Code }
}

/** The request body type of an endpoint. */
export type RequestOf<E> = E extends Endpoint<infer R, unknown, EndpointAuth, string> ? R : never
/** The 2xx answer type of an endpoint. */
export type ResponseOf<E> = E extends Endpoint<unknown, infer R, EndpointAuth, string> ? R : never
/** The error codes of an endpoint. */
export type ErrorCodeOf<E> = E extends Endpoint<unknown, unknown, EndpointAuth, infer C> ? C : never

/** The parameter names of a path (`'/a/:id/b/:v'` gives `'id' | 'v'`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/**
 * The path of `endpoint` with its `:name` parameters filled from `params` (each URI-encoded). Throws a TypeError for a
 * missing parameter: a request never leaves with a `:name` in its path.
 */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string>>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`${endpoint.path}: missing parameter '${name}'`)
    return encodeURIComponent(value)
  })
}

/** The path of `endpoint` under `API_PREFIX` (what a router mounted at the prefix registers). */
export function routePath(endpoint: Pick<Endpoint, 'path'>): string {
  return endpoint.path.startsWith(`${API_PREFIX}/`) ? endpoint.path.slice(API_PREFIX.length) : endpoint.path
}
