/**
 * The server bundles core's wallet frame at run time (esbuild), so a production install of the server alone
 * (`npm ci --omit=dev --workspace @latch/server`, as the Dockerfile does) must hold every package the frame imports.
 * Without that, /embedded-wallets/frame.js answered 500 (`Could not resolve "idb-keyval"`) in the image.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildFrameBundle } from '../domain/frame-bundle'

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** The folder of package `name` as Node resolves it from `from` (nearest node_modules going up). */
function packageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dirname(dir) === dir) return null
  }
}

/** Every package a production install of the server has: its dependencies and theirs, optional ones included. */
function productionClosure(): Set<string> {
  const names = new Set<string>()
  const visited = new Set<string>()
  const queue: Array<{ dir: string }> = [{ dir: SERVER_DIR }]
  while (queue.length > 0) {
    const { dir } = queue.pop() as { dir: string }
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      optionalDependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
    }
    const deps = Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
    })
    for (const name of deps) {
      const found = packageDir(name, dir)
      if (!found || visited.has(found)) continue
      visited.add(found)
      names.add(name)
      queue.push({ dir: found })
    }
  }
  return names
}

describe('the wallet frame in a production install', () => {
  it('every package the frame bundle takes from node_modules is a production dependency of the server (or of one)', async () => {
    const bundle = await buildFrameBundle()
    const used = new Set(
      bundle.inputs
        .filter((input) => input.includes('node_modules/'))
        .map((input) => {
          const [first, second] = (input.split('node_modules/').pop() ?? '').split('/')
          return first?.startsWith('@') ? `${first}/${second}` : (first ?? '')
        }),
    )
    expect(used).toContain('idb-keyval')
    expect(used).toContain('shamir-secret-sharing')
    const closure = productionClosure()
    expect([...used].filter((name) => !closure.has(name))).toEqual([])
  }, 30_000)
})
