import { defineConfig } from 'tsup'

// ESM only, with declarations. Dependencies stay external: the host's bundler dedupes nanostores/jose/viem and
// tree-shakes them (core imports only `decodeJwt` from jose and only types from viem on its eager path).
export default defineConfig({
  // `server` (@latch/core/server) is the Node library of a host's backend; its package export has only a `node`
  // condition, so a browser bundle cannot resolve it
  // `csp` (@latch/core/csp) builds a host's policy where its headers are made (a server or build config)
  entry: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    csp: 'src/csp/index.ts',
    // `wagmi` (@latch/core/wagmi): the wagmi connector; @wagmi/core is an optional peer, left external
    wagmi: 'src/wagmi/index.ts',
    server: 'src/server/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
})
