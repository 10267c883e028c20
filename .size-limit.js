// size-limit budgets (gzip). Workspace packages resolve to their sources through the `latch-source` export
// condition, as in tsc, vitest and vite, so the budgets measure the code as a host bundler would see it, with no
// build step first. Lazily imported packages are ignored here: size-limit would count them in the entry.
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
  ]
  return config
}

export default [
  {
    name: '@latch/core (eager)',
    path: 'core/src/index.ts',
    import: '{ createLatch }',
    ignore: [
      'libphonenumber-js',
      'libphonenumber-js/min',
      'mipd',
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
    ],
    gzip: true,
    limit: '24 kB',
    modifyEsbuildConfig: sourceConditions,
  },
  {
    name: '@latch/react host: LatchProvider + modal (email, SMS, social; core included, react excluded)',
    path: 'ui/src/index.ts',
    import: '{ LatchProvider, useLatch }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'libphonenumber-js', 'libphonenumber-js/min', 'mipd'],
    gzip: true,
    limit: '45 kB',
    modifyEsbuildConfig: sourceConditions,
  },
  {
    name: '@latch/themes/styles.css',
    path: 'themes/dist/index.css',
    gzip: true,
    limit: '2.6 kB',
  },
]
