// size-limit budgets (gzip). Workspace packages resolve to their sources through the `latch-source` export
// condition, as in tsc, vitest and vite, so the budgets measure the code as a host bundler would see it, with no
// build step first. Whatever loads with `import()` (phone metadata, wallet code, WalletConnect, zxcvbn) is left out
// of the eager figures by the `latch-lazy-chunks` plugin below.
// @latch/themes is the exception: its sources are vanilla-extract `.css.ts` files that a host compiles with the
// vanilla-extract plugin, so the budget takes its build (`npm test` builds themes before size-limit runs).
import { fileURLToPath } from 'node:url'

const themesBuild = fileURLToPath(new URL('./themes/dist/index.js', import.meta.url))
const sourceConditions = (config) => {
  config.conditions = ['latch-source', 'module', 'browser', 'import', 'default']
  config.plugins = [
    ...(config.plugins ?? []),
    {
      name: 'latch-themes-build',
      setup(build) {
        build.onResolve({ filter: /^@latch\/themes$/ }, () => ({ path: themesBuild }))
      },
    },
    {
      // What loads with `import()` is not part of the eager bundle: a host bundler splits it into its own chunk.
      // size-limit would otherwise inline it; leaving it external measures exactly what loads up front.
      name: 'latch-lazy-chunks',
      setup(build) {
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        )
      },
    },
  ]
  return config
}

export default [
  {
    name: '@latch/core (eager)',
    path: 'core/src/index.ts',
    import: '{ createLatch }',
    gzip: true,
    // 22 kB for the login half; the wallet half's flows add their stores and command stubs (their code loads
    // with import() on first use).
    limit: '30 kB',
    modifyEsbuildConfig: sourceConditions,
  },
  {
    name: '@latch/react host, eager: LatchProvider + hooks (core included, react excluded)',
    path: 'ui/src/index.ts',
    import: '{ LatchProvider, useLatch }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    gzip: true,
    limit: '45 kB',
    modifyEsbuildConfig: sourceConditions,
  },
  {
    // The provider requests the modal chunk right after its first render; this is the whole login UI a person
    // can reach (email, SMS, social, the code screen), i.e. everything but the wallet half's chunks.
    name: '@latch/react host with the login modal chunk (email, SMS, social; core included, react excluded)',
    path: 'ui/src/index.ts',
    import: '{ LatchProvider, useLatch, LatchModal }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    gzip: true,
    limit: '52 kB',
    modifyEsbuildConfig: sourceConditions,
  },
  {
    name: '@latch/themes/styles.css',
    path: 'themes/dist/index.css',
    gzip: true,
    // One stylesheet for every screen, the wallet half's included (login half alone: 2.2 kB).
    limit: '3.6 kB',
  },
]
