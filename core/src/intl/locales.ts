/**
 * The locales Latch ships a catalogue for, and how a host's `config.intl.locale` picks one: the exact tag, else the
 * same tag in another case or with extra subtags (`es-MX` -> `es`, `pt` -> `pt-BR`, `zh-Hans` -> `zh-CN`), else
 * nothing (the caller falls back to English and warns).
 */

/**
 * The BCP 47 tags of the shipped catalogues. Each non-English one has a `<tag>.ts` and `<tag>.wallet.ts` in every
 * `messages/` folder, assembled by `npm run messages` into `../locales/<tag>.ts` and `<tag>.wallet.ts`; the same
 * script writes their loaders (`loaders.ts`) from this list.
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ar'] as const

/** A shipped locale. */
export type Locale = (typeof SUPPORTED_LOCALES)[number]

/** The locale of the built-in texts, and the fallback. */
export const DEFAULT_LOCALE: Locale = 'en'

/** Text direction of a locale's script. */
export type TextDirection = 'ltr' | 'rtl'

const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur'])

/** 'rtl' for a right-to-left script (Arabic among the shipped locales), else 'ltr'. */
export function textDirection(locale: string): TextDirection {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}

/**
 * The shipped locale for a BCP 47 tag: the same tag in any case, else the shipped tag of the same language and
 * script (`es-MX` -> 'es', `pt` -> 'pt-BR', `zh-Hans-SG` -> 'zh-CN'); null for an invalid tag or a language or
 * script that is not shipped (`it`; `zh-TW` is Traditional Chinese, so not 'zh-CN').
 */
export function matchLocale(tag: unknown): Locale | null {
  if (typeof tag !== 'string') return null
  let wanted: Intl.Locale
  try {
    wanted = new Intl.Locale(tag.trim()).maximize()
  } catch {
    return null
  }
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase())
  if (exact) return exact
  return (
    SUPPORTED_LOCALES.find((locale) => {
      const shipped = new Intl.Locale(locale).maximize()
      return shipped.language === wanted.language && shipped.script === wanted.script
    }) ?? null
  )
}
