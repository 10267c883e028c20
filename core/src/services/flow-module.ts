/**
 * Flow modules. A flow folder exports one `FlowModule`: a name, the screens it shows, and `create(ctx, services)`,
 * which builds the flow's stores, returns the commands it puts on the `Latch`, a `dispose` that removes every
 * listener it added, and its route rule bound to its state (`bindRoute`). A flow stands on the context and its
 * services (`LatchContext`), never on another flow. `createFlows` builds a list of modules; a module of your own may
 * still reach a flow listed before it with `services.get(otherModule)`.
 */
import type { ClientContext, LatchContext } from '../context'
import { LatchError } from '../errors'
import type { LoginMethodDescriptor } from '../user/method'
import type { ScreenDeclarations } from './modal/screens'
import type { FlowIntents } from './router/intents'
import type { BoundRoute, FlowRoute } from './router/route.types'

export { createDisposer } from './disposer'

/** What `create` returns: the flow (`latch.flows[name]`), its commands (spread onto the `Latch`), and cleanup. */
export interface FlowInstance<F, C extends object> {
  flow: F
  commands: C
  /** Removes every listener and timer the flow added; the stores keep their last value. */
  dispose(): void
  /**
   * The flow's route rule bound to its state (`bindRoute($state, routeX)` with `routeX` from `<flow>.route.ts`): what
   * the modal does when the state changes; the router follows it. Commands never navigate themselves.
   * A bare rule over `flow.$state` is accepted too (it is bound to the flow's `$state`).
   */
  route?: BoundRoute | FlowRoute<never>
  /**
   * What Back, Close and Retry do on the flow's screens (`<flow>.intents.ts`): the flow decides each from its state and
   * says where the modal goes; the router carries it out (`flows.modal.$intents`, `back()`, `leave()`, `retry()`).
   */
  intents?: FlowIntents | ReadonlyArray<FlowIntents>
}

/** One flow: its name on `latch.flows`, the screens it shows, and its factory. */
export interface FlowModule<
  N extends string = string,
  F = unknown,
  C extends object = object,
  S extends ScreenDeclarations = ScreenDeclarations,
> {
  readonly name: N
  /** The screens this flow shows: names, data types, and whether they show before login. */
  readonly screens?: S
  /**
   * The login methods this flow runs (`user/methods/<id>.ts`), the same descriptors the method list
   * (`user/methods/list.ts`) gathers: the config, the landing and the user model read them from there.
   */
  readonly methods?: readonly LoginMethodDescriptor[]
  create(ctx: LatchContext, services: FlowServices): FlowInstance<F, C>
}

/** What a module's `create` receives besides the context. */
export interface FlowServices {
  /** The flow of a module listed earlier; throws `invalid_flow_order` when it was not built yet. */
  get<F>(module: FlowModule<string, F, object>): F
  /** Every flow built so far, by name (flow-less modules are left out). */
  all(): ReadonlyArray<{ name: string; flow: unknown }>
}

/** Declares a flow module (an identity function that fixes the types). */
export function defineFlowModule<
  N extends string,
  F,
  C extends object,
  S extends ScreenDeclarations = Record<never, never>,
>(module: FlowModule<N, F, C, S>): FlowModule<N, F, C, S> {
  return module
}

/**
 * Declares the face of a core service on the client (`flows.modal`, `flows.request`, `$lastError`): like a flow
 * module, but its `create` receives the whole context, services included, to hand them out.
 */
export function defineServiceModule<N extends string, F, C extends object>(module: {
  readonly name: N
  create(ctx: ClientContext, services: FlowServices): FlowInstance<F, C>
}): FlowModule<N, F, C, Record<never, never>> {
  return module
}

/** The error `services.get` throws for a module listed after the one asking for it. */
export function flowOrderError(name: string): LatchError {
  return new LatchError('invalid_flow_order', `Flow '${name}' is used before it is created: list it earlier`)
}
