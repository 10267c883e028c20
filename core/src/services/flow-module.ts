/**
 * Flow modules. A flow folder exports one `FlowModule`: a name plus `create(ctx, services)`, which builds the flow's
 * stores, returns the commands it puts on the `Latch`, and a `dispose` that removes every listener it added.
 * `createFlows` builds a list of modules in order; a module reaches the flows built before it with
 * `services.get(otherModule)`, typed by that module, so no central interface has to list every flow.
 */
import type { LatchContext } from '../context'
import { LatchError } from '../errors'
import type { ModalAction, RouteContext } from '../flows/router/router.rules'

/** What `create` returns: the flow (`latch.flows[name]`), its commands (spread onto the `Latch`), and cleanup. */
export interface FlowInstance<F, C extends object> {
  flow: F
  commands: C
  /** Removes every listener and timer the flow added; the stores keep their last value. */
  dispose(): void
  /**
   * The flow's screens: what the modal does when the flow's `$state` changes (the router follows it). Commands
   * never navigate themselves.
   */
  route?: FlowRoute
}

/** A flow's routing rule: the modal action for its `$state` going from `prev` to `next`, or null. */
export type FlowRoute = (prev: unknown, next: unknown, context: RouteContext) => ModalAction | null

/** One flow: its name on `latch.flows` and its factory. */
export interface FlowModule<N extends string = string, F = unknown, C extends object = object> {
  readonly name: N
  create(ctx: LatchContext, services: FlowServices): FlowInstance<F, C>
}

/** What a module's `create` receives besides the context: the flows built before it. */
export interface FlowServices {
  /** The flow of a module listed earlier; throws `invalid_flow_order` when it was not built yet. */
  get<F>(module: FlowModule<string, F, object>): F
  /** Every flow built so far, by name (flow-less modules are left out), with its routing rule if it has one. */
  all(): ReadonlyArray<{ name: string; flow: unknown; route?: FlowRoute }>
}

/** Declares a flow module (an identity function that fixes the types). */
export function defineFlowModule<N extends string, F, C extends object>(
  module: FlowModule<N, F, C>,
): FlowModule<N, F, C> {
  return module
}

/** Collects unsubscribe functions and timers so `dispose` can run them all once. */
export function createDisposer(): { add(off: () => void): void; dispose(): void } {
  let offs: Array<() => void> = []
  return {
    add(off) {
      offs.push(off)
    },
    dispose() {
      const pending = offs
      offs = []
      for (const off of pending.reverse()) off()
    },
  }
}

/** The error `services.get` throws for a module listed after the one asking for it. */
export function flowOrderError(name: string): LatchError {
  return new LatchError('invalid_flow_order', `Flow '${name}' is used before it is created: list it earlier`)
}
