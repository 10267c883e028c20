/** Types of packed-server.mjs (see its header): @latch/server packed and installed as an operator does. */
export const repoRoot: string

export interface PackedServer {
  /** The package folder the tarball was made from. */
  dir: string
  dependencies: number
  bundleBytes: number
  frameBytes: number
  tarball: string
  packedBytes: number
  unpackedBytes: number
  files: number
}
export interface InstalledServer {
  dir: string
  /** node_modules/.bin/latch-server of the install. */
  bin: string
  installMs: number
  installBytes: number
}
/** Builds and packs @latch/server (examples/server/scripts/build-package.mjs --pack). */
export function packServer(): PackedServer
/** The lockfile entries of `deps` and their dependencies, from this repo's lockfile, hoisted for a fresh folder. */
export function lockClosure(deps: Record<string, string>, fromDirs?: string[]): Record<string, unknown>
/** `npm i --offline` of the tarball into `dir` (a fresh temp folder by default). */
export function installPackedServer(packed: PackedServer, dir?: string): InstalledServer
