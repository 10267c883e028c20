import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

// Two entries: the JS (contract + theme values, no CSS side effects) and the stylesheet, emitted as
// dist/styles.css (plus an empty styles.js). The JS never imports the CSS: hosts import '@latch/themes/styles.css'.
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles.css.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { allowImportingTsExtensions: true } },
  clean: true,
  sourcemap: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
})
