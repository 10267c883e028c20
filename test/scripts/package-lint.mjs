#!/usr/bin/env node
// The packed packages, as npm would publish them, checked by the field's two linters (a step of `npm test`):
//   publint               the package.json fields against the files in the tarball (exports, types, module type)
//   arethetypeswrong      every export's types resolve, under Node's ESM resolution and under a bundler's
// The packages are ESM only, so attw checks the `esm-only` profile (a CommonJS `require` of them is not supported,
// by design). `@latch/themes/styles.css` is a stylesheet with no types to resolve: it is left out of attw's check.
// Usage: node test/scripts/package-lint.mjs   (builds and packs with declarations, or reuses that build's cache)
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { packPackages, repoRoot } from './packed-host.mjs'

/** Subpaths that are not code (attw resolves types for each export; a stylesheet has none). */
const NOT_CODE = { '@latch/themes': ['styles.css'] }

const packed = packPackages({ dts: true })
const packages = Object.entries(packed.packages)
let failures = packages.length === 3 ? 0 : 1
if (failures) console.log(`  FAIL expected the three packed packages, got ${packages.length}`)

for (const [name, entry] of packages) {
  const bytes = readFileSync(entry.tarball)
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)

  const { messages, pkg } = await publint({ pack: { tarball }, level: 'warning', strict: true })
  for (const m of messages) console.log(`  publint ${name}: ${m.type}: ${formatMessage(m, pkg)}`)
  const publintOk = messages.length === 0
  console.log(`  ${publintOk ? 'ok  ' : 'FAIL'} publint ${name}`)

  const exclude = NOT_CODE[name] ?? []
  const attw = spawnSync(
    'npx',
    [
      'attw',
      entry.tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      ...(exclude.length ? ['--exclude-entrypoints', ...exclude] : []),
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  )
  const attwOk = attw.status === 0
  if (!attwOk) process.stdout.write(`${attw.stdout}${attw.stderr}`)
  console.log(`  ${attwOk ? 'ok  ' : 'FAIL'} arethetypeswrong ${name}`)

  if (!publintOk) failures++
  if (!attwOk) failures++
}

if (failures > 0) {
  console.log(`package lint: ${failures} check(s) failed`)
  process.exit(1)
}
console.log('package lint: every packed package passes publint and arethetypeswrong')
