/**
 * The wallet frame's script, bundled with esbuild from `@latch/core`'s frame sources on first use and cached: the
 * frame pages serve it and the readiness check builds it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'esbuild'
import { PREBUILT_FRAME_FILE } from './frame-prebuilt'

/** The frame program's entry, in the sources of the installed `@latch/core` (found by its name, not a relative path). */
const frameEntry = () =>
  join(
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
 * One copy per package version: npm nests a package (viem's and @noble/curves' own @noble/hashes 1.8.0, beside a
 * hoisted 2.x) once per dependent, and esbuild would bundle each copy. A file of a copy whose name and version were
 * seen already resolves to the same file of the first copy (only an identical version is merged).
 */
export function onePackageCopy(): Plugin {
  const NESTED = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\/(.*)$/
  const firstRoot = new Map<string, string>()
  const versionOf = (root: string) => {
    try {
      return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version
    } catch {
      return undefined
    }
  }
  return {
    name: 'one-package-copy',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'one-package-copy') return undefined
        const resolved = await build.resolve(args.path, {
          importer: args.importer,
          kind: args.kind,
          resolveDir: args.resolveDir,
          with: args.with,
          pluginData: 'one-package-copy',
        })
        const match = NESTED.exec(resolved.path)
        if (resolved.errors.length > 0 || !match) return resolved
        const [, root, name, file] = match as unknown as [string, string, string, string]
        const version = versionOf(root)
        if (!version) return resolved
        const key = `${name}@${version}`
        const first = firstRoot.get(key)
        if (!first) firstRoot.set(key, root)
        return { ...resolved, path: first ? join(first, file) : resolved.path }
      })
    },
  }
}

/** The bundle of core's frame program read from the file the published package ships (scripts/build-package.mjs). */
async function readPrebuilt(file: string): Promise<FrameBundle> {
  const start = performance.now()
  const code = await readFile(new URL(file, import.meta.url), 'utf8')
  return {
    code,
    etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 16)}"`,
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code, { level: 9 }).length,
    buildMs: performance.now() - start,
    inputs: [],
  }
}

/**
 * Bundles the frame program (once per process and entry; a failed build is retried on the next call). `entry`: the
 * program's entry file. @default core's frame program (in the published package: its prebuilt bundle, no build)
 */
export function buildFrameBundle(entry?: string): Promise<FrameBundle> {
  const key = entry ?? ''
  const cached = bundles.get(key)
  if (cached) return cached
  const bundle = (async () => {
    if (entry === undefined && PREBUILT_FRAME_FILE) return readPrebuilt(PREBUILT_FRAME_FILE)
    const start = performance.now()
    const { build } = await import('esbuild')
    const out = await build({
      entryPoints: [entry ?? frameEntry()],
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
      plugins: [onePackageCopy()],
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
    bundles.delete(key)
    throw error
  })
  bundles.set(key, bundle)
  return bundle
}
