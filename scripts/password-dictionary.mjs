#!/usr/bin/env node
// Builds the compact dictionary of the password strength estimate (core/src/flows/embedded-wallet/
// password-dictionary.json) from the zxcvbn-ts language packages, so the password screen does not download their
// 800 kB: the most common passwords and English words and names, each list cut to its first entries, plus the
// keyboard adjacency graphs. `npm run build` in core runs it first; run alone it rewrites the file.
//
// A list is ranked (zxcvbn guesses a dictionary word's strength from its position). Within each power-of-two band
// of positions (1, 2-3, 4-7, 8-15, ...) the words are sorted alphabetically, which keeps every word's rank within
// a factor of two (zxcvbn's score moves by a whole point only for a factor of 1000) and makes the prefix
// compression of @zxcvbn-ts/dictionary-compression, which the estimate decompresses, about a quarter smaller.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** How many entries of each list are kept (the rest of a list is left out). */
export const LIST_SIZES = {
  'passwords-common': 3000,
  'commonWords-en': 2000,
  'firstnames-en': 400,
  'lastnames-en': 400,
}
/** Small English lists (days, months, numbers...) are kept whole. */
const SMALL_LIST = 200
/** Keyboard layouts kept for the spatial matcher. */
const GRAPHS = ['qwerty', 'dvorak', 'keypad', 'keypadMac']

const core = fileURLToPath(new URL('../core/', import.meta.url))
const require = createRequire(`${core}package.json`)

/** Sorts each power-of-two band of positions alphabetically (see the file comment). */
export function sortWithinBands(list) {
  const out = []
  for (let start = 0, size = 1; start < list.length; start += size, size *= 2) {
    out.push(...list.slice(start, start + size).sort())
  }
  return out
}

/** The compact dictionary: `{ lists: { name: compressed string }, graphs }`. */
export function buildPasswordDictionary() {
  const common = require('@zxcvbn-ts/language-common')
  const en = require('@zxcvbn-ts/language-en')
  const compressModule = require('@zxcvbn-ts/dictionary-compression/compress')
  const compress = compressModule.default ?? compressModule
  const all = { ...common.dictionary, ...en.dictionary }
  const lists = {}
  for (const [name, list] of Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const size = LIST_SIZES[name] ?? (list.length <= SMALL_LIST ? list.length : 0)
    if (size > 0) lists[name] = compress(sortWithinBands(list.slice(0, size).map(String)))
  }
  const graphs = Object.fromEntries(GRAPHS.map((name) => [name, common.adjacencyGraphs[name]]))
  const versions = Object.fromEntries(
    ['@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'].map((name) => [
      name,
      JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version,
    ]),
  )
  return { source: versions, sizes: LIST_SIZES, lists, graphs }
}

export const OUTPUT = `${core}src/flows/embedded-wallet/password-dictionary.json`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const data = buildPasswordDictionary()
  const text = `${JSON.stringify(data)}\n`
  let previous = ''
  try {
    previous = readFileSync(OUTPUT, 'utf8')
  } catch {}
  if (previous !== text) writeFileSync(OUTPUT, text)
}
