/**
 * The wallet frame's script, bundled with esbuild from `@latch/core`'s frame sources on first use and cached: the
 * frame pages serve it and the readiness check builds it. The HD seed's derivation (`./seed.ts`: BIP-39, BIP-32,
 * SLIP-0010), which the frame imports dynamically, is its own bundle beside it (`/embedded-wallets/frame-seed.js`),
 * fetched on first use: bundled separately because esbuild's code splitting would move the libraries it shares with
 * viem's accounts module (which re-exports viem's own HD accounts) into a chunk every frame page loads.
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

/** A chunk of the frame program loaded on first use. */
export interface FrameChunk {
  code: string
  etag: string
  bytes: number
  gzipBytes: number
}

/** The built frame bundle. */
export interface FrameBundle {
  code: string
  etag: string
  bytes: number
  gzipBytes: number
  /** Chunks by file name (the entry imports them as `./<name>` when it first needs them). */
  chunks: Map<string, FrameChunk>
  buildMs: number
  /** Every source file bundled (paths relative to the working directory), to check what the frame imports. */
  inputs: string[]
}

const bundles = new Map<string, Promise<FrameBundle>>()

/** The frame modules bundled as chunks of their own, by the specifier the frame imports them with dynamically. */
export const FRAME_CHUNKS: Record<string, string> = { './seed': 'frame-seed.js' }

/** A dynamic import of a chunk module stays an import, of the chunk's file beside the frame script. */
function frameChunks(): Plugin {
  return {
    name: 'frame-chunks',
    setup(build) {
      build.onResolve({ filter: /^\.\/[a-z-]+$/ }, (args) => {
        const file = FRAME_CHUNKS[args.path]
        if (args.kind !== 'dynamic-import' || !file) return undefined
        return { path: `./${file}`, external: true }
      })
    },
  }
}

const chunkOf = (code: string): FrameChunk => ({
  code,
  etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 16)}"`,
  bytes: Buffer.byteLength(code),
  gzipBytes: gzipSync(code, { level: 9 }).length,
})

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

/**
 * The bundle of core's frame program read from the file the published package ships (scripts/build-package.mjs),
 * its chunks from the files of their names beside it.
 */
async function readPrebuilt(file: string): Promise<FrameBundle> {
  const start = performance.now()
  const url = new URL(file, import.meta.url)
  const chunks = new Map<string, FrameChunk>()
  for (const name of Object.values(FRAME_CHUNKS))
    chunks.set(name, chunkOf(await readFile(new URL(name, url), 'utf8')))
  return {
    ...chunkOf(await readFile(url, 'utf8')),
    chunks,
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
    const bundleOf = (entryPoint: string) =>
      build({
        entryPoints: [entryPoint],
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
        plugins: [onePackageCopy(), frameChunks()],
      })
    const main = entry ?? frameEntry()
    const out = await bundleOf(main)
    const chunks = new Map<string, FrameChunk>()
    for (const [specifier, file] of Object.entries(FRAME_CHUNKS)) {
      const chunk = await bundleOf(join(dirname(main), `${specifier}.ts`))
      chunks.set(file, chunkOf(chunk.outputFiles[0]?.text ?? ''))
    }
    return {
      ...chunkOf(out.outputFiles[0]?.text ?? ''),
      chunks,
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
