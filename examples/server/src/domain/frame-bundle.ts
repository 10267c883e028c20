/**
 * The wallet frame's script, bundled with esbuild from `@latch/core`'s frame sources on first use and cached: the
 * frame pages serve it and the readiness check builds it.
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The frame program's entry, in the sources of the installed `@latch/core` (found by its name, not a relative path). */
const FRAME_ENTRY = join(
  dirname(createRequire(import.meta.url).resolve('@latch/core/package.json')),
  'src/embedded-wallet/frame/index.ts',
)

/** The built frame bundle. */
export interface FrameBundle {
  code: string
  etag: string
  bytes: number
  gzipBytes: number
  buildMs: number
  /** Every source file bundled (paths relative to the working directory), to check what the frame imports. */
  inputs: string[]
}

const bundles = new Map<string, Promise<FrameBundle>>()

/**
 * Bundles the frame program (once per process and entry; a failed build is retried on the next call). `entry`: the
 * program's entry file. @default core's frame program
 */
export function buildFrameBundle(entry: string = FRAME_ENTRY): Promise<FrameBundle> {
  const cached = bundles.get(entry)
  if (cached) return cached
  const bundle = (async () => {
    const start = performance.now()
    const { build } = await import('esbuild')
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      conditions: ['latch-source', 'browser', 'import', 'default'],
      logLevel: 'silent',
      metafile: true,
    })
    const code = out.outputFiles[0]?.text ?? ''
    return {
      code,
      etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 16)}"`,
      bytes: Buffer.byteLength(code),
      gzipBytes: gzipSync(code, { level: 9 }).length,
      buildMs: performance.now() - start,
      inputs: Object.keys(out.metafile.inputs),
    }
  })().catch((error) => {
    bundles.delete(entry)
    throw error
  })
  bundles.set(entry, bundle)
  return bundle
}
