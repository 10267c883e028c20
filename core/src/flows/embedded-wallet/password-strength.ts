/**
 * The general estimate of a password's strength: zxcvbn-ts's score (0-4) with a compact dictionary, the first
 * entries of the common-password, English-word and name lists of its language packages plus the keyboard graphs,
 * built from those packages by scripts/password-dictionary.mjs and shipped as data (about 24 kB gzip instead of
 * their 800 kB). `password.rules` loads this module with `import()` when a password is first scored.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import decompress from '@zxcvbn-ts/dictionary-compression/decompress'
import data from './password-dictionary.json'

/** zxcvbn over the compact dictionary; its score in [0, 4]. */
export function createGeneralEstimate(): (password: string) => number {
  const dictionary = Object.fromEntries(
    Object.entries(data.lists).map(([name, packed]) => [name, decompress(packed)]),
  )
  const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: data.graphs })
  return (password) => zxcvbn.check(password).score
}
