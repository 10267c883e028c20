// The reference server as an operator installs it: `@latch/server` built and packed (examples/server/scripts/
// build-package.mjs), then `npm i` of that tarball in a scratch folder with no network. What `npm ci` put in npm's
// cache for this repo is enough: the scratch folder gets a package-lock.json made from this repo's lockfile (the
// same versions and integrity hashes, laid out for the scratch tree), so npm needs no registry metadata; and
// better-sqlite3's install script (prebuild-install) finds its prebuilt binary in a local prebuilds folder, made from
// the copy this repo compiled, where an operator's install downloads the same file from the package's releases.
//
//   const packed = packServer()                       // { tarball, packedBytes, unpackedBytes, ... }
//   const installed = installPackedServer(packed)     // { dir, bin, installMs, installBytes }
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const serverDir = join(repoRoot, 'examples/server')

function run(cmd, args, options) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 300_000, ...options })
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`)
  }
  return r.stdout
}

/** Builds and packs @latch/server; returns the build's summary (tarball path, sizes, dependency count). */
export function packServer() {
  const stdout = run(
    process.execPath,
    ['--conditions=latch-source', '--import', 'tsx', 'scripts/build-package.mjs', '--pack'],
    { cwd: serverDir },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1))
}

/**
 * The lockfile entries of `deps` (name -> exact version) and everything they need, laid out as npm would hoist them
 * in a fresh folder: each package at the top when that name is free there, else nested under the package needing it.
 * Entries are copied from this repo's lockfile (found where Node would resolve them from `fromDirs`).
 */
export function lockClosure(deps, fromDirs = ['examples/server', 'core', '']) {
  const source = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')).packages
  const parentOf = (path) => {
    const i = path.lastIndexOf('/node_modules/')
    return i < 0 ? '' : path.slice(0, i)
  }
  /** Node's lookup from the package at `from` (a lockfile path). */
  const lookup = (from, name) => {
    for (let dir = from; ; dir = parentOf(dir)) {
      const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
      if (source[key] && !source[key].link) return key
      if (!dir) return null
    }
  }
  const placed = new Map() // target path -> source path
  const targetLookup = (from, name) => {
    for (let dir = from; ; dir = parentOf(dir)) {
      const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
      if (placed.has(key)) return key
      if (!dir) return null
    }
  }
  const queue = []
  const place = (name, src, parentTarget) => {
    const found = targetLookup(parentTarget, name)
    if (found && source[placed.get(found)].version === source[src].version) return
    const top = `node_modules/${name}`
    const target = !placed.has(top) && !found ? top : `${parentTarget}/node_modules/${name}`
    placed.set(target, src)
    queue.push(target)
  }
  for (const [name, version] of Object.entries(deps)) {
    const src = fromDirs.map((d) => lookup(d, name)).find((k) => k && source[k].version === version)
    if (!src) throw new Error(`${name}@${version} is not in this repo's lockfile`)
    place(name, src, '')
  }
  while (queue.length > 0) {
    const target = queue.shift()
    const src = placed.get(target)
    const entry = source[src]
    const needs = { ...entry.dependencies, ...entry.optionalDependencies }
    for (const [name, range] of Object.entries(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[name]?.optional) needs[name] = range
    }
    for (const name of Object.keys(needs)) {
      const dep = lookup(src, name)
      if (!dep) {
        if (entry.optionalDependencies?.[name] || entry.peerDependencies?.[name]) continue
        throw new Error(`${src} needs ${name}, which this repo's lockfile lacks`)
      }
      place(name, dep, target)
    }
  }
  const packages = {}
  for (const [target, src] of [...placed].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { dev, devOptional, peer, ...entry } = source[src]
    packages[target] = entry
  }
  return packages
}

/**
 * Installs the packed server into `dir` (a fresh temp folder by default) the way an operator does (`npm i` of the
 * tarball), offline. Returns the folder, the installed `latch-server` command, the time `npm i` took and the
 * installed size in bytes.
 */
export function installPackedServer(packed, dir = mkdtempSync(join(tmpdir(), 'latch-server-install-'))) {
  const tarballName = basename(packed.tarball)
  copyFileSync(packed.tarball, join(dir, tarballName))
  const pkg = JSON.parse(run('tar', ['-xOzf', packed.tarball, 'package/package.json'], { cwd: dir }))
  const spec = `file:${tarballName}`
  const integrity = `sha512-${createHash('sha512').update(readFileSync(packed.tarball)).digest('base64')}`
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'latch-server-install', private: true, dependencies: { [pkg.name]: spec } }, null, 2)}\n`,
  )
  const lock = {
    name: 'latch-server-install',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'latch-server-install', dependencies: { [pkg.name]: spec } },
      [`node_modules/${pkg.name}`]: {
        version: pkg.version,
        resolved: spec,
        integrity,
        license: pkg.license,
        dependencies: pkg.dependencies,
        bin: pkg.bin,
        engines: pkg.engines,
      },
      ...lockClosure(pkg.dependencies),
    },
  }
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`)

  // better-sqlite3's prebuilt binary, as its releases publish it: <name>-v<version>-node-v<abi>-<platform>-<arch>.tar.gz
  const sqlite = JSON.parse(readFileSync(join(repoRoot, 'node_modules/better-sqlite3/package.json'), 'utf8'))
  const prebuilds = join(dir, '.prebuilds')
  mkdirSync(prebuilds, { recursive: true })
  const prebuilt = `better-sqlite3-v${sqlite.version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`
  run('tar', ['-czf', join(prebuilds, prebuilt), 'build/Release/better_sqlite3.node'], {
    cwd: join(repoRoot, 'node_modules/better-sqlite3'),
  })

  const start = performance.now()
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env: { ...process.env, npm_config_better_sqlite3_local_prebuilds: prebuilds, NO_COLOR: '1' },
  })
  const installMs = Math.round(performance.now() - start)
  return {
    dir,
    bin: join(dir, 'node_modules/.bin/latch-server'),
    installMs,
    installBytes: du(join(dir, 'node_modules')),
  }
}

/** Bytes of every file under `dir` (symlinks not followed). */
function du(dir) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += du(path)
    else if (entry.isFile()) total += statSync(path).size
  }
  return total
}
