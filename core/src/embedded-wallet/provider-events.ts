/**
 * The EIP-1193 events of the embedded wallet's providers (the user's provider and the announced one): the
 * listeners a host adds with `on` and removes with `removeListener`, and `emit` for the provider itself.
 */

/** A listener of a provider event. */
export type ProviderListener = (...args: unknown[]) => void

/** One provider's listeners: `emit` for the provider, `methods` to spread onto it (each returns the provider). */
export function createProviderEvents() {
  const listeners = new Map<string, Set<ProviderListener>>()
  return {
    /** Calls every listener of `event` added so far; one that throws does not stop the others. */
    emit(event: string, ...args: unknown[]): void {
      for (const fn of [...(listeners.get(event) ?? [])]) {
        try {
          fn(...args)
        } catch {
          // a host listener that throws does not stop the others
        }
      }
    },
    methods: {
      on<P>(this: P, event: string, listener: ProviderListener): P {
        const set = listeners.get(event) ?? new Set<ProviderListener>()
        listeners.set(event, set)
        set.add(listener)
        return this
      },
      removeListener<P>(this: P, event: string, listener: ProviderListener): P {
        listeners.get(event)?.delete(listener)
        return this
      },
    },
  }
}
