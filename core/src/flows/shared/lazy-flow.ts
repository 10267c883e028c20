/**
 * The start every flow with a lazily loaded implementation shares: its state store (`$state`, starting at
 * `initial`), a disposer for its listeners and timers, and its implementation loaded with `import()` on first use
 * (`lazyModule`). The eager part of such a flow is then stores, its route and command stubs:
 * `stubs(context)(name)` is a command that loads the implementation and calls its function `name` with the flow's
 * context first, typed from that function.
 */
import { atom, type WritableAtom } from 'nanostores'
import { createDisposer } from '../../services/disposer'
import { type LazyModule, lazyModule } from '../../services/lazy-module'

/** The parameters of an implementation function after its context `C` (never when it takes another context). */
type Rest<F, C> = F extends (c: C, ...rest: infer R) => unknown ? R : never
/** What an implementation function resolves with. */
type Result<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never

/** What `createLazyFlow` gives a flow's `create`. */
export interface LazyFlow<S, M> extends LazyModule<M> {
  $state: WritableAtom<S>
  /** Collects the flow's listeners and timers; its `dispose` is the flow's. */
  disposer: ReturnType<typeof createDisposer>
  /** Command stubs over `context`: `stubs(c)(name)` loads the implementation and calls `impl[name](c, ...args)`. */
  stubs<C>(context: C): <K extends keyof M>(name: K) => (...args: Rest<M[K], C>) => Promise<Result<M[K]>>
}

/** A flow's state, disposer and lazily loaded implementation; `importer` is the flow's `() => import('./x.impl')`. */
export function createLazyFlow<S, M>(initial: S, importer: () => Promise<M>): LazyFlow<S, M> {
  const impl = lazyModule(importer)
  return {
    ...impl,
    $state: atom(initial),
    disposer: createDisposer(),
    stubs:
      (context) =>
      (name) =>
      async (...args) =>
        // the one place the key's function is called untyped: `Rest` and `Result` type it for the callers
        ((await impl.load())[name] as (c: unknown, ...rest: unknown[]) => never)(context, ...args),
  }
}
