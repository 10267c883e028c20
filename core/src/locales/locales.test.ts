/**
 * The catalogue check that keeps every translation in step with the English texts: each shipped locale has both
 * groups, with exactly the English keys (a key missing or left over fails here, naming it), a non-empty text for
 * each, and the same `{placeholders}`. Adding a key to a flow's `messages/en.ts` (or `en.wallet.ts`) means adding it
 * to every `<tag>.ts` (`<tag>.wallet.ts`) beside it too, then `npm run messages`.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOGIN_CATALOGUES, WALLET_CATALOGUES } from '../intl/loaders'
import { SUPPORTED_LOCALES } from '../intl/locales'
import { messages } from '../messages'
import { walletMessages } from '../messages.wallet'

const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

function compare(english: Record<string, string>, catalogue: Record<string, string>) {
  const keys = Object.keys(english)
  return {
    missing: keys.filter((key) => !(key in catalogue)),
    extra: Object.keys(catalogue).filter((key) => !(key in english)),
    empty: keys.filter((key) => typeof catalogue[key] !== 'string' || catalogue[key].trim() === ''),
    placeholders: keys.filter(
      (key) =>
        key in catalogue &&
        placeholders(catalogue[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    ),
    untranslated: keys.filter((key) => catalogue[key] === english[key]),
  }
}

describe('shipped catalogues', () => {
  it('every locale module is named by its tag, and every module belongs to a shipped locale', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => !f.endsWith('.test.ts'))
    const expected = translated.flatMap((tag) => [`${tag}.ts`, `${tag}.wallet.ts`])
    expect(files.sort()).toEqual(expected.sort())
    expect(Object.keys(LOGIN_CATALOGUES).sort()).toEqual([...translated].sort())
    expect(Object.keys(WALLET_CATALOGUES).sort()).toEqual([...translated].sort())
  })

  describe.each(translated)('%s', (locale) => {
    it.each([
      ['login', messages, LOGIN_CATALOGUES],
      ['wallet', walletMessages, WALLET_CATALOGUES],
    ] as const)(
      'the %s group: exactly the English keys, each translated, placeholders kept',
      async (_, english, loaders) => {
        const catalogue = (await loaders[locale]()).default as Record<string, string>
        const result = compare(english, catalogue)
        expect(result.missing, `keys missing from locales/${locale}`).toEqual([])
        expect(result.extra, `keys in locales/${locale} that English no longer has`).toEqual([])
        expect(result.empty, 'empty texts').toEqual([])
        expect(result.placeholders, 'texts whose {placeholders} differ from English').toEqual([])
        // Names and codes may stay as they are ('Latch', 'SMS', 'Total'), but a catalogue is not English copied over.
        expect(result.untranslated.length).toBeLessThan(Object.keys(english).length * 0.05)
      },
    )
  })
})
