/**
 * Server routes made from the protocol's endpoint descriptors (`@latch/core/protocol`): the method and the path come
 * from the descriptor, the handler returns the descriptor's response body (the helper answers it as JSON, status
 * 200), so no endpoint path is written in the server and an answer that drifts from the wire shape does not compile.
 * Routers built with `route` are mounted at `API_PREFIX`.
 */
import { type Endpoint, type HttpMethod, type ResponseOf, routePath } from '@latch/core/protocol'
import type { Hono, MiddlewareHandler } from 'hono'
import type { Ctx, HonoEnv } from './context'

/** What a handler returns: the response body, or a whole `Response` for an endpoint that answers with none. */
export type AnswerOf<E> = [ResponseOf<E>] extends [never] ? Response : ResponseOf<E>

/** The handler of a described endpoint: the request context in, the answer out. */
export type EndpointHandler<E> = (c: Ctx) => Promise<AnswerOf<E>> | AnswerOf<E>

/** Options of `route`: more methods the same path answers (OAuth's callback takes Apple's form POST too). */
export interface RouteOptions {
  alsoMethods?: readonly HttpMethod[]
}

/**
 * Registers `endpoint` on `router` (mounted at `API_PREFIX`): `middleware` runs first (caller checks, grants), then
 * `handler`, whose answer goes out as JSON with status 200 (a `Response` it returns goes out as it is).
 */
export function route<E extends Endpoint>(
  router: Hono<HonoEnv>,
  endpoint: E,
  middleware: readonly MiddlewareHandler<HonoEnv>[],
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const methods = [endpoint.method, ...(options.alsoMethods ?? [])]
  const answer = async (c: Ctx) => {
    const out = await handler(c)
    return out instanceof Response ? out : c.json(out as never)
  }
  DESCRIBED.set(answer, endpoint)
  router.on(methods, [routePath(endpoint)], ...middleware, answer)
}

const DESCRIBED = new WeakMap<object, Endpoint>()

/** The descriptor a registered handler was made from by `route` (a test checks every API route has one). */
export const describedBy = (handler: object): Endpoint | undefined => DESCRIBED.get(handler)
