/** The locale of a delivered message: the request's Accept-Language, matched to the locales messages exist in. */
import type { Context } from 'hono'
import { accepts } from 'hono/accepts'
import { DELIVERY_LOCALES, type DeliveryLocale } from './texts'

/**
 * The best locale of `DELIVERY_LOCALES` for the request, by quality: an exact tag first ('pt-BR'), else its language
 * ('pt-PT' and 'pt' read Brazilian Portuguese, 'zh-SG' Simplified Chinese); 'en' when none fits.
 */
export function requestLocale(c: Context): DeliveryLocale {
  return accepts(c, {
    header: 'Accept-Language',
    supports: [...DELIVERY_LOCALES],
    default: 'en',
    match: (list) => {
      const wanted = list.filter((a) => a.q > 0).sort((a, b) => b.q - a.q)
      for (const { type } of wanted) {
        const found = matchLocale(type)
        if (found) return found
      }
      return 'en'
    },
  }) as DeliveryLocale
}

/** The supported locale for one language tag, or null. */
export function matchLocale(tag: string | undefined | null): DeliveryLocale | null {
  if (!tag) return null
  const lower = tag.trim().toLowerCase()
  const exact = DELIVERY_LOCALES.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split('-')[0]
  return DELIVERY_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? null
}
