/** Types of host-size.mjs (see its header): the size budgets on a host made from the packed packages. */
export const BUDGETS: Record<string, number>
export const HOST_APP: string
export const HOST_APP_WC: string
export interface HostBuild {
  outDir: string
  metafile: unknown
}
export function buildHost(
  hostDir: string,
  options?: { source?: string; minify?: boolean; outDir?: string },
): Promise<HostBuild>
export function eagerOf(hostDir: string, build: HostBuild): { eager: Set<string>; gzip: number }
interface Figure {
  gzip: number
  chunks: number
}
export interface HostFigures {
  eager: Figure & { files: string[] }
  modal: Figure
  eagerWithModal: { gzip: number }
  reachable: Figure
  walletConnect: Figure
  password: Figure & { targets: string[] }
  css: { gzip: number }
  outputs: number
}
export function measureBuild(hostDir: string, build: HostBuild): HostFigures
