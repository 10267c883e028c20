#!/usr/bin/env node
// Builds the publishable @latch/server into examples/server/dist/package/ and, with --pack, packs it there
// (`npm pack`): the printed JSON names the tarball. Run by `npm run build -w @latch/server` (node --import tsx, for
// the frame bundle step, which reuses the server's own esbuild settings).
//
// - src/bin.ts (the `latch-server` command) and src/index.ts (startServer for embedders) bundled by esbuild to ES
//   modules for Node 20, `@latch/core` bundled in from its sources (so the package does not depend on an unpublished
//   core), every other package left as an import and listed in `dependencies` at the version installed here.
// - the wallet frame bundled once now (dist/wallet-frame.js) and served from that file: the installed server needs
//   neither esbuild nor the frame's browser packages (idb-keyval, shamir-secret-sharing).
// - no TypeScript and no tsx at run time.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = resolve(fileURLToPath(new URL('..', import.meta.url)))
const repo = resolve(here, '../..')
const out = join(here, 'dist/package')
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'))

/** Packages imported only by code the package never runs (the frame's build from sources: it ships prebuilt). */
const NOT_SHIPPED = new Set(['esbuild', 'tsx'])

const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]))

/** The installed version of `name` as seen from `fromDir` (a workspace: its own node_modules, then the root's). */
function installedVersion(name, fromDir) {
  for (const base of [fromDir, join(repo, 'core'), repo]) {
    const file = join(base, 'node_modules', name, 'package.json')
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version
  }
  throw new Error(`${name} is imported but not installed`)
}

rmSync(out, { recursive: true, force: true })
mkdirSync(join(out, 'dist'), { recursive: true })
mkdirSync(join(out, 'bin'), { recursive: true })

const imported = new Set()
const result = await build({
  entryPoints: { bin: join(here, 'src/bin.ts'), index: join(here, 'src/index.ts') },
  outdir: join(out, 'dist'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['latch-source'],
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  banner: {
    js: "import { createRequire as __latchRequire } from 'node:module'; const require = __latchRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'latch-server-package',
      setup(b) {
        // the prebuilt frame: the module that names it says so in the package
        b.onLoad({ filter: /frame-prebuilt\.ts$/ }, () => ({
          contents: "export const PREBUILT_FRAME_FILE = './wallet-frame.js'",
          loader: 'js',
        }))
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@latch/core')) return undefined // bundled from core's sources
          if (builtins.has(args.path)) return { path: args.path, external: true }
          const name = packageName(args.path)
          if (!NOT_SHIPPED.has(name)) imported.add(`${name}\0${args.resolveDir}`)
          return { path: args.path, external: true }
        })
      },
    },
  ],
})

const dependencies = {}
for (const entry of imported) {
  const [name, fromDir] = entry.split('\0')
  const owner = fromDir.startsWith(join(repo, 'core')) ? join(repo, 'core') : here
  dependencies[name] = installedVersion(name, owner)
}
for (const name of Object.keys(manifest.dependencies)) {
  // what the server declares and still imports keeps its declared (exact) version
  if (dependencies[name]) dependencies[name] = manifest.dependencies[name]
}

// the local OIDC provider runs in a worker from its own file (dev mode)
copyFileSync(join(here, 'src/dev/oidc-worker.mjs'), join(out, 'dist/oidc-worker.mjs'))
const workerImports = readFileSync(join(here, 'src/dev/oidc-worker.mjs'), 'utf8').matchAll(
  /from '([^.][^']*)'/g,
)
for (const [, spec] of workerImports) {
  if (!builtins.has(spec)) dependencies[packageName(spec)] = manifest.dependencies[packageName(spec)]
}

// the wallet frame, bundled now with the server's own settings
const { buildFrameBundle } = await import('../src/domain/frame-bundle.ts')
const frame = await buildFrameBundle()
writeFileSync(join(out, 'dist/wallet-frame.js'), frame.code)
// its chunks loaded on first use (the HD seed's derivation), read beside it by name
for (const [name, chunk] of frame.chunks) writeFileSync(join(out, 'dist', name), chunk.code)

writeFileSync(
  join(out, 'bin/latch-server.mjs'),
  `#!/usr/bin/env node
// \`latch-server <command>\`: start, backup, migrate, apps, keys, users, webhooks (\`latch-server help\`)
import { main } from '../dist/bin.js'

process.exitCode = await main(process.argv.slice(2), process.env, process.cwd())
`,
  { mode: 0o755 },
)
copyFileSync(join(here, 'README.md'), join(out, 'README.md'))
const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)))
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      license: 'MIT',
      type: 'module',
      engines: { node: '>=20.19' },
      exports: { '.': './dist/index.js' },
      bin: { 'latch-server': './bin/latch-server.mjs' },
      files: ['dist', 'bin'],
      dependencies: sorted,
    },
    null,
    2,
  )}\n`,
)

const summary = {
  dir: out,
  dependencies: Object.keys(sorted).length,
  bundleBytes: Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0),
  frameBytes: frame.bytes,
}
if (process.argv.includes('--pack')) {
  const r = spawnSync('npm', ['pack', '--json', '--pack-destination', dirname(out)], {
    cwd: out,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`npm pack failed:\n${r.stderr}`)
  const [info] = JSON.parse(r.stdout)
  Object.assign(summary, {
    tarball: join(dirname(out), info.filename),
    packedBytes: info.size,
    unpackedBytes: info.unpackedSize,
    files: info.entryCount,
  })
}
console.log(JSON.stringify(summary))
