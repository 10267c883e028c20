#!/usr/bin/env node
// The API reports: one file per public entry point (core/api-report/index.api.md, ...), written by API Extractor from
// the packages' declarations. `npm run api` (a step of `npm test`) fails when a package's public surface differs
// from its report, and prints the difference; `npm run api:update` rewrites the reports after the change has been
// reviewed. Commit the updated report with the change: the diff of the .api.md file is the review of the surface.
//
//   node test/scripts/api-report.mjs            check every report (exit 1 on a difference)
//   node test/scripts/api-report.mjs --update   rewrite the reports
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const update = process.argv.includes('--update')
const declarations = join(root, '.api-build/dts')
const temp = join(root, '.api-build/reports')

/**
 * Every public entry point, read from the packages' `exports` (the `latch-source` file of each subpath that has
 * types), so a new entry point gets its report without editing this list: `.` is `index`, `./internal` is `internal`.
 */
export const ENTRIES = [
  ...['core', 'ui', 'themes'].flatMap((pkg) => {
    const { exports } = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'))
    return Object.entries(exports)
      .filter(([, target]) => typeof target === 'object' && target.types && target['latch-source'])
      .map(([subpath, target]) => ({
        pkg,
        entry: target['latch-source'].replace(/^\.\//, ''),
        report: subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replaceAll('/', '-'),
      }))
  }),
  // The reference server's package entry (`exports['.']`, its source): what a host embedding it or a test imports
  // (startServer, createServerApp, the config and app settings types, Storage). It runs on Node: its report is
  // built with Node's types.
  ...(() => {
    const pkg = 'examples/server'
    const { exports } = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'))
    return [{ pkg, entry: String(exports['.']).replace(/^\.\//, ''), report: 'index', node: true }]
  })(),
]

// 1. Declarations of the three packages' sources, with tsc (independent of how the packages are bundled).
rmSync(declarations, { recursive: true, force: true })
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.api.json', '--outDir', declarations], {
  cwd: root,
  stdio: 'inherit',
})
if (tsc.status !== 0) {
  console.error('api-report: the declarations did not compile (run npm run typecheck)')
  process.exit(1)
}

// 2. One report per entry point, all from one compiler program.
const configs = ENTRIES.map(({ pkg, entry, report, node }) => {
  const dts = join(declarations, pkg, entry.replace(/\.ts$/, '.d.ts'))
  if (!existsSync(dts)) throw new Error(`api-report: no declarations for ${pkg}/${entry}`)
  mkdirSync(join(root, pkg, 'api-report'), { recursive: true })
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: join(root, pkg),
      mainEntryPointFilePath: dts,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            customConditions: ['latch-source'],
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            skipLibCheck: true,
            types: node ? ['node'] : [],
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: `${report}.api.md`,
        reportFolder: join(root, pkg, 'api-report'),
        reportTempFolder: join(temp, pkg),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // Release tags (@public/@beta) are not used: the entry point is the public surface.
          'ae-missing-release-tag': { logLevel: 'none' },
          // Documentation is checked by TypeDoc (npm run docs).
          'ae-undocumented': { logLevel: 'none' },
          // A type reached from the surface but not exported by name is still written into the report (as a declaration
          // without `export`); the message itself is left out, since it names the checkout's absolute path.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, pkg, 'package.json'),
  })
})
// One compiler program per set of compiler options: the packages' (browser) and the server's (Node types).
const compilerStates = new Map()
const compilerStateOf = (i) => {
  const key = ENTRIES[i].node ? 'node' : 'browser'
  if (!compilerStates.has(key)) {
    const same = configs.filter((_, j) => (ENTRIES[j].node ? 'node' : 'browser') === key)
    compilerStates.set(
      key,
      CompilerState.create(same[0], { additionalEntryPoints: same.map((c) => c.mainEntryPointFilePath) }),
    )
  }
  return compilerStates.get(key)
}

let changed = 0
let failed = 0
for (const [i, config] of configs.entries()) {
  const { pkg, report } = ENTRIES[i]
  const name = `${pkg}/api-report/${report}.api.md`
  const result = Extractor.invoke(config, {
    localBuild: update,
    compilerState: compilerStateOf(i),
    messageCallback: (message) => {
      // Compiler warnings about the declarations are shown; the rest is in the report.
      if (message.category !== 'Compiler') message.handled = true
    },
  })
  if (result.errorCount > 0) failed++
  if (result.apiReportChanged) {
    changed++
    if (!update) {
      console.error(`\n${name} differs from the public surface:`)
      spawnSync('git', ['diff', '--no-index', '--', config.reportFilePath, config.reportTempFilePath], {
        cwd: root,
        stdio: 'inherit',
      })
    } else console.log(`updated ${name}`)
  } else console.log(`${name}: unchanged`)
}
if (!update && changed > 0) {
  console.error(
    `\n${changed} API report(s) changed. If the change of the public surface is intended, run \`npm run api:update\`` +
      ' and commit the reports with it (CONTRIBUTING.md, "Public names").',
  )
  process.exit(1)
}
if (failed > 0) process.exit(1)
