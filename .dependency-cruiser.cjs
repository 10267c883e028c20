/**
 * The import graph's rules (`npm run check:graph`, a step of `npm test`): no import cycle, and no import back up the
 * layers of a package. A layer may import its own layer and the ones below it, never one above. Flow folders stand
 * on core (services, rules, the API client) and never import each other; ui screens never import each other.
 * Test files (`*.test.ts(x)`) may import anything and are not cruised.
 */

/** Each package's layers, bottom first: [name, path pattern]. A file matches the first pattern that fits. */
const LAYERS = {
  core: [
    // a flow's or service's texts (`messages/en.ts`, `messages/<tag>.ts`): assembled by the foundation's catalogues
    ['texts', '^core/src/.*/messages/[^/]+\\.ts$'],
    ['foundation', '^core/src/(constants|errors|env|messages[^/]*)\\.ts$'],
    [
      'model',
      '^core/src/(api/|debug/|user/|config/types\\.ts$|session/types\\.ts$|chains/(catalogue|errors)\\.ts$)',
    ],
    ['rules', '^core/src/rules/'],
    ['domain', '^core/src/(analytics|chains|config|connectors|embedded-wallet|fiat|gas|mfa|session)/'],
    ['context', '^core/src/(context\\.ts$|services/)'],
    ['flow-kernel', '^core/src/flows/shared/'],
    ['flows', '^core/src/flows/[^/]+/'],
    ['flow-list', '^core/src/flows/[^/]+\\.ts$'],
    ['client', '^core/src/latch\\.ts$'],
    ['entry', '^core/src/(index|internal|server|wallet)\\.ts$'],
  ],
  ui: [
    ['foundation', '^ui/src/(types|context|modal/modal-context)\\.ts$'],
    ['hooks', '^ui/src/hooks/'],
    ['primitives', '^ui/src/(primitives/|screens/lazy\\.tsx$)'],
    ['screens', '^ui/src/screens/[^/]+/'],
    ['screen-list', '^ui/src/(screens/[^/]+\\.tsx?|registry\\.ts)$'],
    ['modal', '^ui/src/modal/'],
    ['devtools', '^ui/src/devtools/'],
    ['provider', '^ui/src/LatchProvider\\.tsx$'],
    ['entry', '^ui/src/(index|deprecated)\\.ts$'],
  ],
  themes: [
    ['contract', '^themes/src/(contract\\.css|color)\\.ts$'],
    ['themes', '^themes/src/themes\\.ts$'],
    ['rules', '^themes/src/rules/'],
    ['stylesheet', '^themes/src/(rules|styles\\.css)\\.ts$'],
    ['entry', '^themes/src/index\\.ts$'],
  ],
}

/** One rule per layer: nothing in it imports a layer listed after it. */
const upward = Object.entries(LAYERS).flatMap(([pkg, layers]) =>
  layers.slice(0, -1).map(([name, path], i) => ({
    name: `${pkg}-${name}-imports-up`,
    comment: `${pkg}: the ${name} layer imports only itself and the layers below (${layers
      .slice(0, i)
      .map(([n]) => n)
      .join(', ')})`,
    severity: 'error',
    from: { path, pathNot: layers.slice(0, i).map(([, p]) => p) },
    to: { path: layers.slice(i + 1).map(([, p]) => p), pathNot: layers.slice(0, i + 1).map(([, p]) => p) },
  })),
)

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle (type-only and lazy import() edges count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'flows-import-no-other-flow',
      comment: 'A flow folder uses core and flows/shared, never another flow folder.',
      severity: 'error',
      from: { path: '^core/src/flows/([^/]+)/' },
      to: { path: '^core/src/flows/[^/]+/', pathNot: '^core/src/flows/($1|shared)/' },
    },
    {
      name: 'screens-import-no-other-screen',
      comment: 'A ui screen folder uses hooks and primitives, never another screen folder.',
      severity: 'error',
      from: { path: '^ui/src/screens/([^/]+)/' },
      to: { path: '^ui/src/screens/[^/]+/', pathNot: '^ui/src/screens/$1/' },
    },
    {
      name: 'packages-import-packages-by-name',
      comment: 'A package reaches another only through its public entry (@latch/core, ...), never by a path.',
      severity: 'error',
      from: { path: '^(core|ui|themes)/src/' },
      to: {
        path: '^(core|ui|themes)/src/',
        pathNot: [
          '^$1/src/',
          '^core/src/(index|internal)\\.ts$',
          '^(ui|themes)/src/index\\.ts$',
          '^themes/src/(rules|styles\\.css)\\.ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/dist/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ['latch-source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
}
