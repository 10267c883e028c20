/**
 * Field checks for a host config that may come from plain JavaScript: a wrong type becomes a clear
 * `LatchError('invalid_config')` naming the field, never a TypeError from deep inside `resolveConfig`.
 */
import type { Chain } from 'viem'
import { LatchError } from '../errors'

/** A config object section: any keys, values unchecked until read through the guards below. */
export type Section = Record<string, unknown>

/** Throws the config error. */
export function invalid(message: string): never {
  throw new LatchError('invalid_config', message)
}

/** An object section (missing counts as empty). */
export function section(value: unknown, path: string): Section {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) invalid(`config.${path} must be an object`)
  return value as Section
}

/** A boolean or undefined. */
export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') invalid(`config.${path} must be true or false`)
  return value
}

/** A string or undefined. */
export function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') invalid(`config.${path} must be a string`)
  return value
}

/** One of a fixed set of strings, or undefined. */
export function optionalOneOf<T extends string>(
  value: unknown,
  path: string,
  options: readonly T[],
): T | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    invalid(`config.${path} must be one of ${options.map((o) => `'${o}'`).join(', ')}`)
  }
  return value as T
}

/** True for a value shaped like a viem `Chain` (positive integer id and a name). */
export function isChain(value: unknown): value is Chain {
  if (typeof value !== 'object' || value === null) return false
  const chain = value as { id?: unknown; name?: unknown }
  return (
    typeof chain.id === 'number' &&
    Number.isInteger(chain.id) &&
    chain.id > 0 &&
    typeof chain.name === 'string'
  )
}

/** A chain or undefined. */
export function optionalChain(value: unknown, path: string): Chain | undefined {
  if (value === undefined || value === null) return undefined
  if (!isChain(value)) invalid(`config.${path} must be a chain ({ id, name, nativeCurrency, rpcUrls })`)
  return value
}

/** An array of chains or undefined. */
export function optionalChains(value: unknown, path: string): Chain[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) invalid(`config.${path} must be an array of chains`)
  for (const [index, chain] of value.entries()) optionalChain(chain, `${path}[${index}]`)
  return value as Chain[]
}

/** A record whose values all pass `check` (missing counts as empty). */
export function optionalRecord<T>(
  value: unknown,
  path: string,
  check: (v: unknown) => v is T,
): Record<string, T> {
  const out: Record<string, T> = {}
  for (const [key, entry] of Object.entries(section(value, path))) {
    if (!check(entry)) invalid(`config.${path}.${key} has the wrong type`)
    out[key] = entry
  }
  return out
}
