import { defineConfig } from 'tsup'

// Declarations only: the JavaScript is built by scripts/build-package.mjs (kernel, public entry, lazily loaded
// modal and screens; see build.config.mjs), which runs this with `tsup --dts-only`.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { allowImportingTsExtensions: true } },
  clean: false,
})
