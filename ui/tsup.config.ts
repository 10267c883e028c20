import { defineConfig } from 'tsup'

// One ESM entry; React, the core and the themes stay external. esbuild keeps the entry's 'use client' directive at
// the top of the bundle, so React Server Components hosts can import it from a server file.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { allowImportingTsExtensions: true } },
  clean: true,
  sourcemap: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@latch/core',
    '@latch/themes',
    '@nanostores/react',
    '@floating-ui/react',
    'nanostores',
  ],
})
