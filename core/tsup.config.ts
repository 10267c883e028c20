import { defineConfig } from 'tsup'

// Declarations only: the JavaScript is built by scripts/build-package.mjs (kernel, public entries, lazily loaded
// modules, the Node-only server entry; see build.config.mjs), which runs this with `tsup --dts-only`.
export default defineConfig({
  // `server` (@latch/core/server) is the Node library of a host's backend; its package export has only a `node`
  // condition, so a browser bundle cannot resolve it
  // `csp` (@latch/core/csp) builds a host's policy where its headers are made (a server or build config)
  entry: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    // `protocol` (@latch/core/protocol): the endpoint descriptors and wire shapes the reference server shares
    protocol: 'src/protocol/index.ts',
    wallet: 'src/wallet.ts',
    csp: 'src/csp/index.ts',
    // `wagmi` (@latch/core/wagmi): the wagmi connector; @wagmi/core is an optional peer, left external
    wagmi: 'src/wagmi/index.ts',
    server: 'src/server/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: false,
})
