/**
 * The server SDK and the browser bundles stay apart: `@latch/core/server` reaches only its own folder and the pure
 * user model and wire shapes (no stores, no DOM, no flows), and nothing a browser loads (core, core/internal, the
 * React kit) reaches the server SDK or `standardwebhooks`. esbuild resolves the real import graphs.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

async function inputs(entry: string, platform: 'node' | 'browser'): Promise<string[]> {
  const result = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    write: false,
    metafile: true,
    platform,
    format: 'esm',
    logLevel: 'silent',
    conditions: ['latch-source'],
    // React and the wallet kits are the host's; only the graph matters here
    external: ['react', 'react-dom', 'react/jsx-runtime', '@walletconnect/*'],
  })
  return Object.keys(result.metafile.inputs)
}

describe('server SDK boundary', () => {
  it('@latch/core/server reaches only core/src/server, the user model, the wire shapes, the endpoints and the provider list', async () => {
    const own = (await inputs('core/src/server/index.ts', 'node')).filter((p) => p.startsWith('core/'))
    const outside = own.filter(
      (p) =>
        !/^core\/src\/(server\/|user\/|api\/(wire|shapes)\.ts$|protocol\/(endpoints?|providers)\.ts$)/.test(
          p,
        ),
    )
    expect(outside).toEqual([])
    expect(own).toContain('core/src/server/client.ts')
  })

  it('no browser entry reaches the server SDK or standardwebhooks', async () => {
    for (const entry of ['core/src/index.ts', 'core/src/internal.ts', 'ui/src/index.ts']) {
      const found = (await inputs(entry, 'browser')).filter(
        (p) => p.startsWith('core/src/server/') || p.includes('node_modules/standardwebhooks/'),
      )
      expect(found, entry).toEqual([])
    }
  }, 60_000)
})
