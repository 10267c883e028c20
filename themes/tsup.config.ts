import { copyFile } from 'node:fs/promises'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

// Two entries: the JS (contract + theme values, no CSS side effects) and the stylesheet, emitted as
// dist/styles.css (plus an empty styles.js) and copied to dist/index.css, the file `@latch/themes/styles.css` maps
// to. The JS never imports the CSS: hosts import '@latch/themes/styles.css'.
export default defineConfig({
  entry: { index: 'src/index.ts', rules: 'src/rules.ts', styles: 'src/styles.css.ts' },
  format: ['esm'],
  dts: {
    entry: { index: 'src/index.ts', rules: 'src/rules.ts' },
    compilerOptions: { allowImportingTsExtensions: true },
  },
  clean: true,
  sourcemap: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    await copyFile('dist/styles.css', 'dist/index.css')
  },
})
