#!/usr/bin/env node
// The longest functions of each package's production code (tests, `*-testing.ts` helpers and generated texts left
// out), measured in source lines from the function's first line to its last, with the TypeScript parser (syntax
// only: no program, so it takes a second). A figure for the notes, never a gate.
//
//   node test/scripts/longest-functions.mjs [--top N]   the N longest per package (default 3)
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PACKAGES = ['core/src', 'ui/src', 'themes/src', 'examples/server/src']
const LEFT_OUT =
  /(\.test\.tsx?|\.test-d\.ts|[-.]testing\.ts|\/messages\/[^/]+\.ts|\/locales\/[^/]+\.ts|\.d\.ts)$/

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'test' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !LEFT_OUT.test(path) ? [path] : []
  })
}

/** A function's name: its own, or the variable, property or method it is assigned to. */
function nameOf(node) {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText()
  }
  return '(anonymous)'
}

/** Every function of one file: [{ name, file, line, lines }]. */
export function functionsOf(path, text = readFileSync(path, 'utf8')) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true)
  const out = []
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      out.push({ name: nameOf(node), file: relative(ROOT, path), line: first + 1, lines: last - first + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

/** The `top` longest functions of each package. */
export function longestFunctions(top = 3) {
  return Object.fromEntries(
    PACKAGES.map((pkg) => {
      const all = sourceFiles(join(ROOT, pkg)).flatMap((file) => functionsOf(file))
      return [pkg, all.sort((a, b) => b.lines - a.lines).slice(0, top)]
    }),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--top')
  const top = at > 0 ? Number(process.argv[at + 1]) : 3
  for (const [pkg, list] of Object.entries(longestFunctions(top))) {
    console.log(pkg)
    for (const f of list)
      console.log(`  ${String(f.lines).padStart(5)} lines  ${f.name}  ${f.file}:${f.line}`)
  }
}
