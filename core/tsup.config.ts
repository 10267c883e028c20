import { defineConfig } from 'tsup'

// ESM only, with declarations. Dependencies stay external: the host's bundler dedupes nanostores/jose/viem and
// tree-shakes them (core imports only `decodeJwt` from jose and only types from viem on its eager path).
export default defineConfig({
  entry: { index: 'src/index.ts', internal: 'src/internal.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
})
