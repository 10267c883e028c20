/**
 * Test helpers for the wallet modules (test-only, not exported from the package): a clock whose timers run only
 * when advanced, and a scriptable EIP-1193 provider that records its calls.
 */
import type { Clock } from '../env'
import type { EIP1193ProviderLike } from './types'

/** A clock whose timers run only in `advance`. */
export interface StepClock extends Clock {
  advance(ms: number): Promise<void>
}

/** Creates a step clock at `start`. */
export function createStepClock(start = 1_800_000_000_000): StepClock {
  let now = start
  let next = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  return {
    now: () => now,
    setTimeout(fn, ms) {
      timers.set(++next, { at: now + Math.max(0, ms), fn })
      return next
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    async advance(ms) {
      const target = now + ms
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].fn()
        await flush()
      }
      now = target
      await flush()
    },
  }
}

/** Lets pending promise chains settle. */
export async function flush(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve))
}

type Handler = (params: unknown, provider: FakeProvider) => unknown

/** A scriptable EIP-1193 provider: `handlers[method]` answers (return a value, or throw an RPC error). */
export interface FakeProvider extends EIP1193ProviderLike {
  handlers: Record<string, Handler>
  calls: Array<{ method: string; params: unknown }>
  emit(event: string, ...args: unknown[]): void
  listenerCount(event: string): number
  isMetaMask?: boolean
}

/** An RPC error as wallets throw it. */
export function rpcError(code: number, message = 'wallet error', data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** Creates a fake provider with the given handlers. */
export function createFakeProvider(handlers: Record<string, Handler> = {}): FakeProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider: FakeProvider = {
    handlers,
    calls: [],
    async request({ method, params }) {
      provider.calls.push({ method, params })
      const handler = provider.handlers[method]
      if (!handler) throw rpcError(4200, `The method ${method} is not supported`)
      return handler(params, provider)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener as (...args: unknown[]) => void)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (...args: unknown[]) => void)
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return provider
}
