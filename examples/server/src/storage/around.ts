/** Storage decorators: one rule run around every call of an engine (error mapping, timing). */
import type { Storage } from './types'

/**
 * A copy of `storage` whose every method runs through `around`, given the method's name and the call itself (the
 * original method with the caller's arguments); other properties (`engine`) are copied as they are.
 */
export function aroundEachMethod(
  storage: Storage,
  around: (method: string, call: () => Promise<unknown>) => Promise<unknown>,
): Storage {
  const wrapped = { ...storage }
  for (const [name, value] of Object.entries(storage)) {
    if (typeof value !== 'function') continue
    ;(wrapped as Record<string, unknown>)[name] = (...args: unknown[]) =>
      around(name, () => (value as (...a: unknown[]) => Promise<unknown>)(...args))
  }
  return wrapped
}
