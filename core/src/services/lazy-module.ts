/**
 * A module loaded with `import()` on first use: one load however many callers ask (a failed load is tried again on
 * the next call), and the module itself once it has loaded, for callers that must then stay synchronous (typing, a
 * wait whose first check runs in the call).
 */

/** A lazily loaded module (`lazyModule`). */
export interface LazyModule<M> {
  /** Loads the module once; a failed load is tried again on the next call. */
  load(): Promise<M>
  /** The module if it has loaded, else null. */
  current(): M | null
}

/** Wraps `importer` (e.g. `() => import('./x.impl')`) so the module loads once, on first use. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | null = null
  let loading: Promise<M> | undefined
  return {
    load: () =>
      (loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    current: () => module,
  }
}
