// A scratch host made from the packed packages, as a host app gets them: the three workspaces built (tsup), packed
// (`npm pack`), and their tarballs unpacked into `<dir>/node_modules/@latch/*`. Nothing needs the network: every
// dependency the tarballs declare is linked from this repo's installed copy (the lockfile's version), after checking
// that the installed version satisfies the declared range. Optional peers (WalletConnect) are linked only when asked
// for, so a host without them really cannot resolve them.
//
//   const packed = await packPackages()                      // build + pack once (JS only unless { dts: true })
//   const host = createPackedHost({ packed, dir, deps: ['vite'], walletConnect: true })
//   // host.dir/node_modules has @latch/core, @latch/react, @latch/themes (from the tarballs), react, react-dom, ...
//
// Used by the packed-host size check (test/scripts/host-size.mjs) and by tests that build a host app from the
// published shape of the packages.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** The packed workspaces, in build order (core first: ui's types read core's declarations). */
export const PACKAGES = [
  { name: '@latch/core', dir: 'core' },
  { name: '@latch/themes', dir: 'themes' },
  { name: '@latch/react', dir: 'ui' },
]

/** The host's own dependencies besides the Latch packages: the peers every host has. */
export const HOST_PEERS = ['react', 'react-dom']

const semver = createRequire(join(repoRoot, 'package.json'))('semver')

function run(cmd, args, cwd, timeout = 300_000) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, NO_COLOR: '1' } })
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd} (exit ${r.status}):\n${r.stdout}\n${r.stderr}`)
  }
  return r.stdout
}

/**
 * A hash of everything a package build reads: each workspace's files (dist and node_modules aside), the build
 * scripts, the root's package files.
 */
export function sourcesHash(root = repoRoot, { dts = false } = {}) {
  const hash = createHash('sha256').update(`dts=${dts}\n`)
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (['dist', 'node_modules', '.turbo'].includes(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) hash.update(`${path.slice(root.length)}\n`).update(readFileSync(path))
    }
  }
  for (const pkg of PACKAGES) walk(join(root, pkg.dir))
  walk(join(root, 'scripts'))
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json']) {
    if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Builds the three packages with their own build configs (declarations only when `dts`: the JS is the same either
 * way and the declarations cost about a minute), then packs them into `outDir`. Returns the tarball of each package
 * and the package.json it carries. With `cache` (the default when no `outDir` is given), the tarballs are kept in
 * node_modules/.cache/latch-packed/<hash of the sources>, so a second caller in the same run (or a later run with
 * unchanged sources) reuses them instead of building again.
 */
export function packPackages({ root = repoRoot, outDir, dts = false, cache = outDir === undefined } = {}) {
  const cacheDir = cache ? join(root, 'node_modules/.cache/latch-packed', sourcesHash(root, { dts })) : null
  const out = outDir ?? cacheDir ?? mkdtempSync(join(tmpdir(), 'latch-packed-'))
  const manifestFile = join(out, 'packed.json')
  if (cacheDir && out === cacheDir && existsSync(manifestFile)) {
    return { dir: out, root, cached: true, packages: JSON.parse(readFileSync(manifestFile, 'utf8')) }
  }
  // Build into a fresh folder, then move it into place, so an interrupted build never leaves a partial cache.
  const staging = cacheDir ? `${cacheDir}.tmp-${process.pid}` : out
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const packages = {}
  for (const pkg of PACKAGES) {
    const cwd = join(root, pkg.dir)
    run('npm', ['run', 'build', '--silent', '--', ...(dts ? [] : ['--no-dts'])], cwd)
    const [info] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', staging], cwd))
    packages[pkg.name] = {
      tarball: join(out, info.filename),
      manifest: JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')),
      files: info.files.map((f) => f.path),
      unpackedSize: info.unpackedSize,
    }
  }
  writeFileSync(join(staging, 'packed.json'), JSON.stringify(packages, null, 2))
  if (staging !== out) {
    rmSync(out, { recursive: true, force: true })
    mkdirSync(dirname(out), { recursive: true })
    renameSync(staging, out)
    // Keep one build in the cache: older sources' tarballs are of no further use.
    for (const old of readdirSync(dirname(out))) {
      if (join(dirname(out), old) !== out && !old.includes('.tmp-')) {
        rmSync(join(dirname(out), old), { recursive: true, force: true })
      }
    }
  }
  return { dir: out, root, cached: false, packages }
}

/** Where a package installed for `fromDir` (a workspace) lives: its own node_modules first, then the root's. */
function installedDir(root, fromDir, name) {
  for (const base of [join(root, fromDir), root]) {
    const dir = join(base, 'node_modules', name)
    if (existsSync(join(dir, 'package.json'))) return dir
  }
  return null
}

function isOptionalPeer(manifest, name) {
  return manifest.peerDependenciesMeta?.[name]?.optional === true
}

/**
 * Lays out a scratch host in `dir` (a fresh temp dir by default): the tarballs unpacked under node_modules, their
 * dependencies and the host peers (react, react-dom) linked from this repo, plus `deps` (more packages the host uses,
 * e.g. 'vite') and, when `walletConnect`, the optional peer `@walletconnect/ethereum-provider`.
 * Returns `{ dir, linked }` (linked: name -> { version, range, from }).
 */
export function createPackedHost({ packed, dir, deps = [], walletConnect = false } = {}) {
  if (!packed) throw new Error('createPackedHost needs the result of packPackages()')
  const host = dir ?? mkdtempSync(join(tmpdir(), 'latch-host-'))
  const modules = join(host, 'node_modules')
  rmSync(modules, { recursive: true, force: true })
  mkdirSync(modules, { recursive: true })

  const wanted = new Map() // name -> { range, from (workspace dir) }
  const want = (name, range, from) => {
    if (name.startsWith('@latch/') || wanted.has(name)) return
    wanted.set(name, { range, from })
  }
  for (const pkg of PACKAGES) {
    const { manifest } = packed.packages[pkg.name]
    const target = join(modules, pkg.name)
    mkdirSync(target, { recursive: true })
    run('tar', ['-xzf', packed.packages[pkg.name].tarball, '-C', target, '--strip-components=1'], host)
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) want(name, range, pkg.dir)
    for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
      if (!isOptionalPeer(manifest, name) || (walletConnect && name === '@walletconnect/ethereum-provider')) {
        want(name, range, pkg.dir)
      }
    }
  }
  for (const name of HOST_PEERS) want(name, '*', '.')
  if (walletConnect) want('@walletconnect/ethereum-provider', '*', 'ui')
  for (const name of deps) want(name, '*', '.')

  const linked = {}
  for (const [name, { range, from }] of wanted) {
    const real = installedDir(packed.root, from, name) ?? installedDir(packed.root, '.', name)
    if (!real) throw new Error(`${name} (${range}, needed by the scratch host) is not installed in this repo`)
    const { version } = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8'))
    if (range !== '*' && !semver.satisfies(version, range)) {
      throw new Error(
        `${name}@${version} installed in this repo does not satisfy ${range} (declared by ${from})`,
      )
    }
    mkdirSync(dirname(join(modules, name)), { recursive: true })
    symlinkSync(real, join(modules, name), 'dir')
    linked[name] = { version, range, from }
  }
  writeFileSync(
    join(host, 'package.json'),
    `${JSON.stringify(
      {
        name: 'latch-scratch-host',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries([
          ...PACKAGES.map((p) => [p.name, `file:${packed.packages[p.name].tarball}`]),
          ...HOST_PEERS.map((name) => [name, linked[name].version]),
        ]),
      },
      null,
      2,
    )}\n`,
  )
  return { dir: host, linked }
}

/**
 * The packages `npm install @latch/core @latch/react @latch/themes` puts in an empty host, read off this repo's
 * lockfile (the same versions): the three packages, their dependencies and every non-optional peer, transitively,
 * resolved the way node_modules nests them; optional peers only when listed in `optionalPeers`.
 * Returns the sorted list of `name@version`.
 */
export function hostInstallClosure({ root = repoRoot, optionalPeers = [] } = {}) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const entries = lock.packages
  const seen = new Map() // lockfile path -> name@version
  const resolveFrom = (from, name) => {
    // node's lookup: <from>/node_modules/<name>, then each parent's node_modules.
    let base = from
    for (;;) {
      const path = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
      const entry = entries[path]
      if (entry)
        return entry.link ? { path: entry.resolved, entry: entries[entry.resolved] } : { path, entry }
      if (!base) return null
      const cut = base.lastIndexOf('/node_modules/')
      base = cut >= 0 ? base.slice(0, cut) : ''
    }
  }
  const platformOk = (entry) =>
    (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch))
  const visit = (from, name, optional) => {
    const found = resolveFrom(from, name)
    if (!found?.entry) {
      if (optional) return
      throw new Error(`${name} (needed by ${from || 'the host'}) is not in package-lock.json`)
    }
    if (seen.has(found.path) || !platformOk(found.entry)) return
    const pkgName = name.startsWith('@latch/') ? name : name
    seen.set(found.path, `${pkgName}@${found.entry.version}`)
    const e = found.entry
    for (const dep of Object.keys(e.dependencies ?? {})) visit(found.path, dep, false)
    for (const dep of Object.keys(e.optionalDependencies ?? {})) visit(found.path, dep, true)
    for (const dep of Object.keys(e.peerDependencies ?? {})) {
      const optionalPeer = e.peerDependenciesMeta?.[dep]?.optional === true
      if (!optionalPeer || optionalPeers.includes(dep)) visit(found.path, dep, optionalPeer)
    }
  }
  for (const pkg of PACKAGES) visit('', pkg.name, false)
  return [...new Set(seen.values())].sort()
}
