/** Types of packed-host.mjs (see its header): a scratch host made from the packed packages. */
export const repoRoot: string
export const PACKAGES: ReadonlyArray<{ name: string; dir: string }>
export const HOST_PEERS: readonly string[]

export interface PackedPackage {
  tarball: string
  manifest: Record<string, unknown>
  files: string[]
  unpackedSize: number
}
export interface Packed {
  dir: string
  root: string
  cached: boolean
  packages: Record<string, PackedPackage>
}
export function sourcesHash(root?: string, options?: { dts?: boolean }): string
/** Builds and packs the three packages (cached by a hash of the sources unless `outDir` is given). */
export function packPackages(options?: {
  root?: string
  outDir?: string
  dts?: boolean
  cache?: boolean
}): Packed
/** Lays out a scratch host: the tarballs under node_modules, their dependencies and `deps` linked from this repo. */
export function createPackedHost(options: {
  packed: Packed
  dir?: string
  deps?: string[]
  walletConnect?: boolean
}): { dir: string; linked: Record<string, { version: string; range: string; from: string }> }
/** `name@version` of every package `npm install` of the three packages puts in an empty host (lockfile). */
export function hostInstallClosure(options?: { root?: string; optionalPeers?: string[] }): string[]
