/** Types of host-chromium.mjs (see its header). */
import type { Browser } from 'playwright-core'

export const CHROMIUM_ARGS: string[]
export function serveStatic(
  mounts: Record<string, string>,
  pages?: Record<string, string>,
): Promise<{ origin: string; close(): Promise<void> }>
export function buildReactVendor(
  hostDir: string,
  outDir: string,
): Promise<{ imports: Record<string, string> }>
export const reactGlobalPlugin: unknown
export function hostPage(importMap: { imports: Record<string, string> }, body?: string): string
export function measureImports(
  browser: Browser,
  targets: Array<{ name: string; pageUrl: string; entryUrl: string; vendor: Record<string, string> }>,
  options?: { runs?: number },
): Promise<Record<string, { ms: number; heapBytes: number; scripts: number; runs: number }>>
