#!/usr/bin/env node
// The docs check (a step of `npm test`, through docs.test.mjs): what the packages export is written down, and what
// the README shows compiles.
//   1. Every command of a `Latch` client (a function member of the `Latch` type), every hook of `@latch/react`
//      (`use*` exports) and every field of the public config (`LatchConfig`, nested fields by their path, e.g.
//      `embeddedWallets.transactionPreview`) is named in the README (in code: `name`, `latch.name(`, `name:`), or has
//      a doc comment in the source, which is what the generated reference (`npm run docs`, TypeDoc) shows for it.
//      Hooks must be in the README itself.
//   2. Every ```ts / ```tsx block of the README type-checks against the workspace packages' types (their sources,
//      through the `latch-source` condition: the same types the packed declarations are built from; packing first
//      would cost a build per run). A block is a module of its own; the names README fragments use without declaring
//      them (`latch`, `appId`, `wallet`, ...) are declared once in PRELUDE below. A block that is a sketch, not code,
//      is preceded by the line `<!-- docs-test: skip (why) -->`.
//   node test/scripts/docs.mjs   prints what is missing or does not compile; exit 1 when anything is
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The free names of README fragments, declared for every block (a block's own declaration shadows them). */
export const PRELUDE = `
type Latch = import('@latch/core').Latch
declare global {
  const latch: Latch
  const appId: string
  const apiUrl: string
  const appSecret: string
  const config: import('@latch/core').LatchConfig
  const wallet: { address: \`0x\${string}\` }
  const address: string
  const to: \`0x\${string}\`
  const chain: import('viem').Chain
  const base: import('viem').Chain
  const domain: { name: string; version: string; chainId: number }
  const types: Record<string, { name: string; type: string }[]>
  const message: Record<string, unknown>
  const form: HTMLFormElement
  const input: HTMLInputElement
  const children: import('react').ReactNode
  const app: import('hono').Hono
  const request: Request
  const welcome: (user: unknown) => Promise<void>
  const useStore: typeof import('@latch/react').useStore
  const useLatch: typeof import('@latch/react').useLatch
  const App: import('react').ComponentType
  const userId: string
  const credentialId: string
  const parseEther: typeof import('viem').parseEther
  const createWalletClient: typeof import('viem').createWalletClient
  const custom: typeof import('viem').custom
  const http: typeof import('viem').http
  const BrowserProvider: new (provider: unknown) => { getBalance(address: string): Promise<bigint> }
  const LatchProvider: typeof import('@latch/react').LatchProvider
  const createLatchServerClient: typeof import('@latch/core/server').createLatchServerClient
  type ReactNode = import('react').ReactNode
  interface ImportMeta {
    readonly env: { readonly DEV: boolean; readonly [name: string]: string | boolean | undefined }
  }
}
export {}
`

/** The ```ts / ```tsx blocks of a markdown text: [{ line, lang, code, skip }]. */
export function codeBlocks(markdown) {
  const lines = markdown.split('\n')
  const blocks = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(ts|tsx)\b/.exec(lines[i])
    if (!open) continue
    const start = i
    const body = []
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i])
    const skip = /^<!-- docs-test: skip\b/.test(lines[start - 1] ?? '')
    blocks.push({ line: start + 1, lang: open[1], code: body.join('\n'), skip })
  }
  return blocks
}

function compilerOptions() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  return { ...parsed.options, noEmit: true, noUnusedLocals: false, noUnusedParameters: false }
}

const PACKAGE_ENTRIES = ['core/src/index.ts', 'ui/src/index.ts']

/** The last program built: the next one reuses its unchanged source files (the packages' sources). */
let lastProgram

/**
 * One program: the README's blocks (each a module beside the README, so `@latch/*` resolve as in the workspace),
 * the prelude and the packages' entries. Returns the program and the block files with their blocks.
 */
function buildProgram(blocks, readmePath) {
  const dir = dirname(readmePath)
  const files = new Map()
  files.set(join(dir, '__docs_prelude__.d.ts'), PRELUDE)
  const owner = new Map()
  blocks.forEach((block, n) => {
    if (block.skip) return
    const file = join(dir, `__docs_block_${n}__.${block.lang}`)
    // a module, so top-level names of two blocks never collide and top-level await is allowed
    files.set(file, `${block.code}\nexport {}\n`)
    owner.set(file, block)
  })
  const options = compilerOptions()
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = (f) => files.has(f) || fileExists.call(host, f)
  host.readFile = (f) => files.get(f) ?? readFile.call(host, f)
  host.getSourceFile = (f, language, ...rest) =>
    files.has(f)
      ? ts.createSourceFile(f, files.get(f), language, true)
      : getSourceFile.call(host, f, language, ...rest)
  const rootNames = [...files.keys(), ...PACKAGE_ENTRIES.map((f) => join(ROOT, f))]
  lastProgram = ts.createProgram({ rootNames, options, host, oldProgram: lastProgram })
  return { program: lastProgram, owner }
}

/** The type errors of the blocks: [{ line, message }], the line being the README's. */
function blockErrors(program, owner) {
  const errors = []
  for (const [file, block] of owner) {
    const source = program.getSourceFile(file)
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line
      errors.push({
        line: block.line + 1 + line,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
      })
    }
  }
  return errors
}

const hasDoc = (symbol, checker) => symbol.getDocumentationComment(checker).length > 0

/**
 * The names to document: the `Latch` commands, the ui hooks and the config fields (dotted paths), each with
 * whether its declaration carries a doc comment.
 */
export function publicNames(program) {
  const checker = program.getTypeChecker()
  const exportsOf = (file) => {
    const source = program.getSourceFile(join(ROOT, file))
    return checker.getExportsOfModule(checker.getSymbolAtLocation(source))
  }
  const core = exportsOf('core/src/index.ts')
  const typeOf = (name) => {
    const symbol = core.find((s) => s.name === name)
    if (!symbol) throw new Error(`core exports no ${name}`)
    return checker.getDeclaredTypeOfSymbol(
      symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
    )
  }
  const commands = []
  for (const p of checker.getPropertiesOfType(typeOf('Latch'))) {
    if (checker.getTypeOfSymbol(p).getCallSignatures().length > 0) {
      commands.push({ name: p.name, documented: hasDoc(p, checker) })
    }
  }
  const hooks = exportsOf('ui/src/index.ts')
    .filter((s) => /^use[A-Z]/.test(s.name))
    .map((s) => ({ name: s.name, documented: false }))
  const fields = []
  const walk = (type, path, depth) => {
    for (const p of checker.getPropertiesOfType(checker.getNonNullableType(type))) {
      const name = path ? `${path}.${p.name}` : p.name
      fields.push({ name, documented: hasDoc(p, checker) })
      const inner = checker.getNonNullableType(checker.getTypeOfSymbol(p))
      const plainObject =
        depth < 2 &&
        inner.getCallSignatures().length === 0 &&
        !checker.isArrayType(inner) &&
        inner.flags & ts.TypeFlags.Object &&
        !inner.isUnion() &&
        (inner.symbol?.flags ?? 0) & (ts.SymbolFlags.TypeLiteral | ts.SymbolFlags.Interface) &&
        !/^(Chain|Record)$/.test(inner.symbol?.name ?? '') &&
        inner.getStringIndexType() === undefined
      // `intl.messages` is a map of text keys (each key documented by its English text), not config fields
      if (plainObject && name !== 'intl.messages') walk(inner, name, depth + 1)
    }
  }
  walk(typeOf('LatchConfig'), '', 0)
  return { commands, hooks, fields }
}

/** Whether the text names `name` in code: `...name...`, `.name(` or `name:` (a dotted path: by its last part). */
export function namedIn(markdown, name) {
  const last = name.split('.').pop()
  const e = last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(\`[^\`\\n]*\\b${e}\\b[^\`\\n]*\`|\\.${e}\\(|\\b${e}:)`).test(markdown)
}

/** The READMEs whose text counts as naming a hook, command or field: the root one and the packages' own. */
const READMES = ['README.md', 'ui/README.md', 'themes/README.md']

/**
 * Every problem: [string]. `markdown` is the root README's text (its blocks are checked); the packages' READMEs
 * count for names only.
 */
export function check(markdown = readFileSync(join(ROOT, 'README.md'), 'utf8')) {
  const names = [markdown, ...READMES.slice(1).map((f) => readFileSync(join(ROOT, f), 'utf8'))].join('\n')
  const { program, owner } = buildProgram(codeBlocks(markdown), join(ROOT, 'README.md'))
  const problems = []
  const { commands, hooks, fields } = publicNames(program)
  for (const c of commands) {
    if (!c.documented && !namedIn(names, c.name))
      problems.push(`Latch command ${c.name}: not in the README and no doc comment for the reference`)
  }
  for (const h of hooks) {
    if (!namedIn(names, h.name)) problems.push(`hook ${h.name} (@latch/react): not in the README`)
  }
  for (const f of fields) {
    if (!f.documented && !namedIn(names, f.name))
      problems.push(`config field ${f.name}: not in the README and no doc comment for the reference`)
  }
  for (const e of blockErrors(program, owner)) problems.push(`README.md:${e.line}: ${e.message}`)
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const problems = check()
  for (const p of problems) console.log(p)
  console.log(`${problems.length} problem(s), ${((Date.now() - started) / 1000).toFixed(1)} s`)
  process.exit(problems.length ? 1 : 0)
}
