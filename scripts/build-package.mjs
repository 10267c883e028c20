#!/usr/bin/env node
// Builds a workspace package's dist so that a host's bundler, whichever it is, splits it the way the package is
// meant to load: `npm run build` in core/ or ui/ (`node ../scripts/build-package.mjs [--no-dts]`), configured by
// the package's build.config.mjs.
//
// Why not one splitting build: esbuild (and tsup on it) assigns whole files to chunks by the set of entry points that
// reach them, and counts a re-export nobody uses as reaching. A package index that re-exports a screen or a wallet
// rule therefore drags that file, and every import it has, into the host's eager chunks; and a splitting build of
// the package scatters the eager code over dozens of chunk files (a host got 36 eager chunks). So the dist is made
// of layers, each one esbuild build:
//
//   dist/kernel.js        the shared runtime: the static import closure of the `kernel` roots (createLatch, the
//                         provider...), ONE file. Every other file takes these modules from it, never a copy.
//   dist/lazy/<group>.js  `lazyGroups`: a lazily loaded module with its static closure (beyond the kernel) in ONE
//                         file, e.g. the modal; what loads after it (the screens the modal shows) takes those modules
//                         from it.
//   dist/<entry>.js       the public entries (index, internal): what they export beyond the kernel is bundled into
//                         the entry (a copy a host tree-shakes away unless it uses it), and their dynamic imports
//                         point into dist/lazy. Imports of a lazily loaded subpath (`@latch/core/wallet`) are pointed
//                         at the package root (`publicAliases`), so a public entry never reaches lazily loaded code.
//   dist/lazy/*.js        everything else loaded with import() (and the `lazyEntries` subpaths): one splitting build;
//                         a module used here and by a public entry is a copy here too.
//   (lazyCopies)          pure modules of the kernel (constants, pure rules) that lazily loaded code bundles its own
//                         tree-shaken copy of, so what only lazy code uses of them stays out of the eager file.
//   dist/<node entry>.js  `nodeEntries` (a server subpath such as `@latch/core/server`): built on their own for
//                         Node and edge runtimes, sharing no file with the browser side, so no browser bundle
//                         can reach them.
//
// In a host the eager path is then the public entry (tree-shaken) plus kernel.js and its dependencies, in a few
// chunks whatever the bundler; lazily loaded code never has an eager importer.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const cwd = process.cwd()
const config = (await import(pathToFileURL(join(cwd, 'build.config.mjs')).href)).default
const withDts = !process.argv.includes('--no-dts')
const outDir = join(cwd, 'dist')
const lazyDir = join(outDir, 'lazy')

const common = {
  bundle: true,
  format: 'esm',
  platform: config.platform ?? 'browser',
  target: config.target ?? 'es2022',
  sourcemap: true,
  logLevel: 'warning',
  jsx: 'automatic',
  ...(config.banner ? { banner: { js: config.banner } } : {}),
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.json', '/index.ts', '/index.tsx']
/** A relative import resolved to its source file. */
function resolveSource(importer, specifier) {
  const base = resolve(dirname(importer), specifier)
  for (const ext of EXTENSIONS) {
    const file = base + ext
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  throw new Error(`cannot resolve ${specifier} from ${relative(cwd, importer)}`)
}

/** Bare imports (dependencies, peers, the other workspaces) stay imports; `aliases` rewrite some first. */
const externals = (aliases = {}) => ({
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('latch-layer:')
        ? undefined
        : { path: aliases[args.path] ?? args.path, external: true },
    )
  },
})

/**
 * Marks every call of the functions named in `config.pureCalls` (`forwardPart(...)`, `lazyScreen(...)`) as pure, so a
 * host's bundler drops the ones whose result it does not use (the public entries' copies of parts a host never
 * renders); what babel-plugin-annotate-pure-calls does for React libraries.
 */
const pureCallsPattern = config.pureCalls?.length
  ? new RegExp(`(?<![\\w$.])(${config.pureCalls.join('|')})(\\s*[<(])`, 'g')
  : null
const pureCalls = {
  name: 'pure-calls',
  setup(b) {
    if (!pureCallsPattern) return
    b.onLoad({ filter: /\.tsx?$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(pureCallsPattern, '/* @__PURE__ */ $1$2'),
      loader: args.path.endsWith('x') ? 'tsx' : 'ts',
    }))
  },
}

// ── 1. The module graph ──────────────────────────────────────────────────────────────────────────────────────────
const groups = config.lazyGroups ?? []
const roots = [
  ...Object.values(config.entries),
  ...Object.values(config.lazyEntries ?? {}),
  ...config.kernel,
  ...groups,
].map((f) => resolve(cwd, f))
const graph = await build({
  ...common,
  entryPoints: roots,
  splitting: true,
  write: false,
  outdir: join(cwd, '.graph'),
  metafile: true,
  sourcemap: false,
  logLevel: 'silent',
  plugins: [externals()],
})
const inputs = Object.fromEntries(
  Object.entries(graph.metafile.inputs).map(([path, input]) => [resolve(cwd, path), input]),
)
const edges = (file, kind) =>
  (inputs[file]?.imports ?? []).filter((i) => i.kind === kind && !i.external).map((i) => resolve(cwd, i.path))

/** Each layer: one file holding the static closure of its roots, minus the modules of the layers before it. */
const layers = [
  { name: 'kernel', roots: config.kernel, file: join(outDir, 'kernel.js') },
  ...groups.map((root) => ({
    name: basename(root, extname(root)),
    roots: [root],
    // The group's modules; `<name>.js` beside it is what import() of the root loads: the root's own names only, so
    // the module a host's bundler makes of it stays a few bytes.
    file: join(lazyDir, `${basename(root, extname(root))}.group.js`),
  })),
]
const layerOf = new Map()
for (const [index, layer] of layers.entries()) {
  layer.index = index
  layer.modules = []
  const stack = layer.roots.map((f) => resolve(cwd, f))
  while (stack.length) {
    const file = stack.pop()
    if (layerOf.has(file)) continue
    layerOf.set(file, layer)
    layer.modules.push(file)
    stack.push(...edges(file, 'import-statement'))
  }
  layer.modules.sort()
}
const kernel = new Set(layers[0].modules)
const lazyModules = new Set(
  Object.keys(inputs)
    .flatMap((file) => edges(file, 'dynamic-import'))
    .filter((file) => !kernel.has(file)),
)

// Output names in dist/lazy: the file name, made unique with its folder when two share one; a group's root is its
// group file.
const lazyNames = new Map()
const taken = new Map()
for (const file of [...lazyModules].sort()) {
  const short = basename(file, extname(file))
  const name = taken.has(short) ? `${basename(dirname(file))}-${short}` : short
  taken.set(short, file)
  lazyNames.set(file, name)
}
for (const [name, file] of Object.entries(config.lazyEntries ?? {})) lazyNames.set(resolve(cwd, file), name)
for (const layer of layers.slice(1)) lazyNames.set(resolve(cwd, layer.roots[0]), layer.name)

// ── 2. The layers' exports, each renamed so one file can carry every module's ────────────────────────────────────
const layerFiles = [...layerOf.keys()].sort()
const listed = await build({
  entryPoints: layerFiles,
  bundle: false,
  write: false,
  outdir: join(cwd, '.exports'),
  outbase: cwd,
  metafile: true,
  format: 'esm',
  jsx: 'automatic',
  logLevel: 'silent',
})
const exportsOf = new Map()
for (const output of Object.values(listed.metafile.outputs)) {
  if (output.entryPoint) exportsOf.set(resolve(cwd, output.entryPoint), output.exports)
}
const moduleId = new Map(layerFiles.map((file, i) => [file, i]))
const layerName = (file, name) => `${name}$${moduleId.get(file)}`
const layerSource = (layer) =>
  layer.modules
    .map((file) => {
      const names = exportsOf.get(file) ?? []
      if (names.length === 0) return `import ${JSON.stringify(file)}`
      const list = names.map((n) => `${n} as ${layerName(file, n)}`)
      return `export { ${list.join(', ')} } from ${JSON.stringify(file)}`
    })
    .join('\n')

/** A path from the folder of `fromFile` to `toFile`, as an import specifier. */
const specifier = (fromFile, toFile) => {
  const path = relative(dirname(fromFile), toFile)
  return path.startsWith('.') ? path : `./${path}`
}

/**
 * For a build whose outputs sit beside `outFile`: a relative import of a module of an earlier layer becomes a facade
 * re-exporting it from that layer's file; a dynamic import of a lazily loaded module points at its file in dist/lazy,
 * unless `bundleLazy` (the splitting build of dist/lazy bundles those itself).
 */
const lazyCopies = new Set((config.lazyCopies ?? []).map((f) => resolve(cwd, f)))
const split = ({ outFile, below = layers.length, bundleLazy = false, copies = false }) => ({
  name: 'split',
  setup(b) {
    b.onResolve({ filter: /^latch-layer:/ }, (args) => ({
      path: specifier(outFile, layers[Number(args.path.slice('latch-layer:'.length))].file),
      external: true,
    }))
    b.onResolve({ filter: /^\./ }, (args) => {
      if (!args.importer || args.namespace === 'layer-facade') return undefined
      const file = resolveSource(args.importer, args.path)
      const layer = layerOf.get(file)
      if (copies && lazyCopies.has(file)) return { path: file }
      if (layer && layer.index < below) return { path: file, namespace: 'layer-facade' }
      if (args.kind === 'dynamic-import' && lazyNames.has(file) && (!bundleLazy || layer)) {
        return { path: specifier(outFile, join(lazyDir, `${lazyNames.get(file)}.js`)), external: true }
      }
      return { path: file }
    })
    b.onLoad({ filter: /.*/, namespace: 'layer-facade' }, (args) => {
      const names = exportsOf.get(args.path) ?? []
      const list = names.map((n) => `${layerName(args.path, n)} as ${n}`)
      const from = `latch-layer:${layerOf.get(args.path).index}`
      return {
        contents: names.length ? `export { ${list.join(', ')} } from '${from}'` : `import '${from}'`,
        loader: 'js',
        resolveDir: cwd,
      }
    })
  },
})

// ── 3. The builds ────────────────────────────────────────────────────────────────────────────────────────────────
rmSync(outDir, { recursive: true, force: true })
const layerBuilds = []
for (const layer of layers) {
  layerBuilds.push(
    await build({
      ...common,
      metafile: true,
      stdin: { contents: layerSource(layer), resolveDir: cwd, sourcefile: `${layer.name}.ts`, loader: 'ts' },
      outfile: layer.file,
      plugins: [externals(), split({ outFile: layer.file, below: layer.index }), pureCalls],
    }),
  )
}
await build({
  ...common,
  entryPoints: config.entries,
  outdir: outDir,
  plugins: [
    externals(config.publicAliases),
    split({ outFile: join(outDir, 'index.js'), below: 1 }),
    pureCalls,
  ],
})
// `export * as Landing from ...` (the parts grouped per screen) bundles as `var Landing_exports = {};` followed by a
// top-level `__export(Landing_exports, {...})` call, which a host's bundler must keep (a call with an effect), and
// with it every part the object's getters name: the whole screen kit on the eager path. Rewritten as one pure call
// that returns the object, an unused namespace drops out with its parts. Same number of lines, so the source map
// still matches.
for (const name of Object.keys(config.entries)) {
  const file = join(outDir, `${name}.js`)
  const code = readFileSync(file, 'utf8')
  if (!code.includes('__export(')) continue
  const rewritten = code
    .replace(
      /^var __defProp = Object\.defineProperty;$/m,
      'var __defProp = Object.defineProperty; var __namespace = (all) => { var target = {}; for (var name in all) __defProp(target, name, { get: all[name], enumerable: true }); return target; };',
    )
    .replace(/^var (\w+) = \{\};\n__export\(\1, \{$/gm, 'var $1 = /* @__PURE__ */ __namespace({\n')
  if (/^__export\(/m.test(rewritten) || !rewritten.includes('var __namespace')) {
    throw new Error(`${file}: a namespace export this build does not know how to make tree-shakeable`)
  }
  writeFileSync(file, rewritten)
}
// Each group's import() target: its root's names, from the group file.
for (const layer of layers.slice(1)) {
  const root = resolve(cwd, layer.roots[0])
  const names = (exportsOf.get(root) ?? []).map((n) => `${layerName(root, n)} as ${n}`)
  const target = join(lazyDir, `${layer.name}.js`)
  await build({
    ...common,
    sourcemap: false,
    stdin: {
      contents: `export { ${names.join(', ')} } from '${specifier(target, layer.file)}'`,
      resolveDir: cwd,
    },
    outfile: target,
    plugins: [externals()],
    external: ['./*'],
  })
}
if (config.nodeEntries) {
  await build({
    ...common,
    entryPoints: config.nodeEntries,
    // neutral, not node: these entries import no Node built-in, so they run on edge runtimes too (workerd,
    // edge-light); test/contract/server-sdk-edge.test.ts bundles them refusing any built-in
    platform: 'neutral',
    outdir: outDir,
    plugins: [externals()],
  })
}
const lazyEntries = Object.fromEntries(
  [...lazyNames].filter(([file]) => !layerOf.has(file)).map(([file, name]) => [name, file]),
)
if (Object.keys(lazyEntries).length > 0) {
  await build({
    ...common,
    entryPoints: lazyEntries,
    splitting: true,
    outdir: lazyDir,
    chunkNames: 'chunk-[hash]',
    plugins: [
      externals(),
      split({ outFile: join(lazyDir, 'x.js'), bundleLazy: true, copies: true }),
      pureCalls,
    ],
  })
}

// ── 4. One import statement per package in each file ─────────────────────────────────────────────────────────────
// esbuild keeps an import statement per bundled module: a file made of 60 modules that render JSX starts with 60
// `import { jsx as jsx23 } from "react/jsx-runtime"` lines. A host's bundler keeps them all when react is external
// (an import map, a CDN build): 2.9 kB in the eager entry. Each such file is bundled once more with every package it
// imports by name behind one module re-exporting just those names, so it imports each package once.
const NAMED_IMPORT = /^import \{([^}]*)\} from "([^".][^"]*)";$/gm
const jsFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  )
const nodeFiles = new Set(Object.keys(config.nodeEntries ?? {}).map((name) => join(outDir, `${name}.js`)))
for (const file of jsFiles(outDir).filter((f) => !nodeFiles.has(f))) {
  const code = readFileSync(file, 'utf8')
  const names = new Map()
  const repeated = new Set()
  for (const [, list, from] of code.matchAll(NAMED_IMPORT)) {
    if (names.has(from)) repeated.add(from)
    const set = names.get(from) ?? new Set()
    for (const part of list.split(',')) set.add(part.trim().split(/\s+as\s+/)[0])
    set.delete('')
    names.set(from, set)
  }
  // a package also imported or re-exported another way (default, namespace, `export ... from`) is left as it is
  for (const from of repeated) {
    const quoted = JSON.stringify(from).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    if (new RegExp(`^(import (?!\\{)[^;]*|export [^;]*) from ${quoted};$`, 'm').test(code))
      repeated.delete(from)
  }
  if (repeated.size === 0) continue
  await build({
    ...common,
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    banner: {}, // the file's own 'use client' directive stays at its top
    logLevel: 'error',
    plugins: [
      {
        name: 'one-import-per-package',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined
            if (args.namespace !== 'merged' && args.kind === 'import-statement' && repeated.has(args.path)) {
              return { path: args.path, namespace: 'merged' }
            }
            return { path: args.path, external: true }
          })
          b.onLoad({ filter: /.*/, namespace: 'merged' }, (args) => ({
            contents: `export { ${[...names.get(args.path)].join(', ')} } from ${JSON.stringify(args.path)}`,
            loader: 'js',
          }))
        },
      },
    ],
  })
}

// ── 5. Declarations (tsup's dts build, configured in tsup.config.ts) ─────────────────────────────────────────────
if (withDts) {
  const r = spawnSync('npx', ['tsup', '--dts-only'], { cwd, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const kb = (file) => `${(statSync(file).size / 1000).toFixed(1)} kB`
console.log(
  `${basename(cwd)}: ${layers.map((l) => `${l.name} ${l.modules.length} modules (${kb(l.file)})`).join(', ')}, ` +
    `${Object.keys(config.entries).length} public entries, ${Object.keys(lazyEntries).length} other lazily loaded ` +
    `modules${withDts ? ', declarations' : ''}`,
)
if (process.env.LATCH_BUILD_REPORT) {
  for (const [i, result] of layerBuilds.entries()) {
    const output = Object.values(result.metafile.outputs).find(
      (o) => o.entryPoint || Object.keys(o.inputs).length,
    )
    console.log(`  ${layers[i].name}:`)
    const rows = Object.entries(output?.inputs ?? {}).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    for (const [file, { bytesInOutput }] of rows)
      console.log(`  ${String(bytesInOutput).padStart(7)}  ${file}`)
  }
}
