/**
 * The prebuilt wallet frame bundle's file, relative to the built server's own module, or null to bundle core's frame
 * sources with esbuild on first use (this repository). The published package's build replaces this module with the
 * name of the bundle it ships (scripts/build-package.mjs), so an installed server needs neither esbuild nor the
 * frame's browser dependencies.
 */
export const PREBUILT_FRAME_FILE: string | null = null
