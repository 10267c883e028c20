// The catalogue generator (npm run messages): it assembles the per-folder texts, finds stale assembled modules, and
// refuses a key defined twice or a folder without a translation, and writes the locale loaders from SUPPORTED_LOCALES.
// Runs on a small tree in a temp dir.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generate, MessagesError } from './messages.mjs'

let root
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const texts = (entries, tail = 'as const') =>
  `export default {\n${Object.entries(entries)
    .map(([key, text]) => `  '${key}': '${text}',\n`)
    .join('')}} ${tail}\n`

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'latch-messages-'))
  write('intl/locales.ts', "export const SUPPORTED_LOCALES = ['en', 'de'] as const\n")
  write('flows/notice/messages/en.ts', texts({ 'notice.title': 'Notice', 'notice.body': 'Read this' }))
  write('flows/notice/messages/de.ts', texts({ 'notice.title': 'Hinweis', 'notice.body': 'Lies das' }, ''))
  write('gas/messages/en.wallet.ts', texts({ 'gas.high': 'Gas is high' }))
  write('gas/messages/de.wallet.ts', texts({ 'gas.high': 'Gas ist teuer' }, ''))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm run messages', () => {
  it('writes one module per group and locale, then finds nothing stale until a text changes', () => {
    expect(generate(root).sort()).toEqual([
      'intl/loaders.ts',
      'locales/de.ts',
      'locales/de.wallet.ts',
      'messages.texts.ts',
      'messages.wallet.texts.ts',
    ])
    const english = readFileSync(join(root, 'messages.texts.ts'), 'utf8')
    expect(english).toContain("import flowsNotice from './flows/notice/messages/en'")
    expect(english).not.toContain('gas')
    const german = readFileSync(join(root, 'locales/de.wallet.ts'), 'utf8')
    expect(german).toContain("import gas from '../gas/messages/de.wallet'")
    expect(german).not.toContain('notice')
    expect(generate(root, { check: true })).toEqual([])

    // an assembled module edited by hand is stale; --check only reports it
    writeFileSync(join(root, 'messages.texts.ts'), english.replace('...flowsNotice,', ''))
    expect(generate(root, { check: true })).toEqual(['messages.texts.ts'])
    expect(readFileSync(join(root, 'messages.texts.ts'), 'utf8')).not.toBe(english)
    expect(generate(root)).toEqual(['messages.texts.ts'])
    expect(readFileSync(join(root, 'messages.texts.ts'), 'utf8')).toBe(english)
  })

  it('finds a new folder and a locale no longer shipped', () => {
    generate(root)
    write('flows/probe/messages/en.ts', texts({ 'probe.title': 'Probe' }))
    write('flows/probe/messages/de.ts', texts({ 'probe.title': 'Sonde' }, ''))
    expect(generate(root, { check: true }).sort()).toEqual(['locales/de.ts', 'messages.texts.ts'])
    generate(root)
    write('intl/locales.ts', "export const SUPPORTED_LOCALES = ['en'] as const\n")
    for (const folder of ['flows/notice', 'flows/probe']) rmSync(join(root, folder, 'messages/de.ts'))
    rmSync(join(root, 'gas/messages/de.wallet.ts'))
    expect(generate(root, { check: true }).sort()).toEqual([
      'intl/loaders.ts',
      'locales/de.ts',
      'locales/de.wallet.ts',
    ])
  })

  it('writes one literal import() per translated locale and group, and finds the loaders stale when a locale is added', () => {
    generate(root)
    const loaders = () => readFileSync(join(root, 'intl/loaders.ts'), 'utf8')
    const before = loaders()
    expect(before).toContain(
      "export const LOGIN_CATALOGUES: Record<Exclude<Locale, 'en'>, Loader<LoginCatalogue>> = {\n  de: () => import('../locales/de'),\n}",
    )
    expect(before).toContain(
      "export const WALLET_CATALOGUES: Record<Exclude<Locale, 'en'>, Loader<WalletCatalogue>> = {\n  de: () => import('../locales/de.wallet'),\n}",
    )
    expect(before).not.toContain("'../locales/en")

    // a new locale: its tag and its translation files; the loaders are stale until npm run messages
    write('intl/locales.ts', "export const SUPPORTED_LOCALES = ['en', 'de', 'pt-BR'] as const\n")
    write(
      'flows/notice/messages/pt-BR.ts',
      texts({ 'notice.title': 'Aviso', 'notice.body': 'Leia isto' }, ''),
    )
    write('gas/messages/pt-BR.wallet.ts', texts({ 'gas.high': 'O gás está alto' }, ''))
    expect(generate(root, { check: true }).sort()).toEqual([
      'intl/loaders.ts',
      'locales/pt-BR.ts',
      'locales/pt-BR.wallet.ts',
    ])
    expect(loaders()).toBe(before)
    generate(root)
    expect(loaders()).toContain(
      "  de: () => import('../locales/de'),\n  'pt-BR': () => import('../locales/pt-BR'),\n}",
    )
    expect(loaders()).toContain("  'pt-BR': () => import('../locales/pt-BR.wallet'),\n}")
    expect(generate(root, { check: true })).toEqual([])
  })

  it('refuses a key defined in two folders, naming both', () => {
    write('flows/other/messages/en.ts', texts({ 'notice.title': 'Again' }))
    write('flows/other/messages/de.ts', texts({ 'notice.title': 'Nochmal' }, ''))
    expect(() => generate(root)).toThrow(MessagesError)
    expect(() => generate(root)).toThrow(
      "'notice.title' is defined twice: in flows/notice/messages/en.ts and in flows/other/messages/en.ts",
    )
  })

  it('refuses a folder that lacks a translation, or whose translation has other keys', () => {
    rmSync(join(root, 'gas/messages/de.wallet.ts'))
    write('flows/notice/messages/de.ts', texts({ 'notice.title': 'Hinweis', 'notice.extra': 'Mehr' }, ''))
    let error
    try {
      generate(root, { check: true })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(MessagesError)
    expect(error.message).toContain('gas/messages/de.wallet.ts is missing')
    expect(error.message).toContain(
      'flows/notice/messages/de.ts: missing notice.body; not in en.ts: notice.extra',
    )
  })
})
