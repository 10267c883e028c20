/**
 * One `import()` per shipped catalogue, written out so a bundler makes each its own chunk and a client fetches only
 * the one its locale names: the login group when the client starts, the wallet group when the wallet half is first
 * used. Each catalogue is assembled by `npm run messages` from the `messages/<tag>.ts` (`<tag>.wallet.ts`) files of
 * every flow and service, so one locale group stays one download. English is built in (`messages.ts`,
 * `messages.wallet.ts`) and has no loader.
 */
import type { LoginCatalogue, WalletCatalogue } from './catalogue'
import type { Locale } from './locales'

type Loader<T> = () => Promise<{ default: T }>

/** The login group of each translated locale. */
export const LOGIN_CATALOGUES: Record<Exclude<Locale, 'en'>, Loader<LoginCatalogue>> = {
  es: () => import('../locales/es'),
  fr: () => import('../locales/fr'),
  de: () => import('../locales/de'),
  'pt-BR': () => import('../locales/pt-BR'),
  ja: () => import('../locales/ja'),
  'zh-CN': () => import('../locales/zh-CN'),
  ko: () => import('../locales/ko'),
  ar: () => import('../locales/ar'),
}

/** The wallet group of each translated locale. */
export const WALLET_CATALOGUES: Record<Exclude<Locale, 'en'>, Loader<WalletCatalogue>> = {
  es: () => import('../locales/es.wallet'),
  fr: () => import('../locales/fr.wallet'),
  de: () => import('../locales/de.wallet'),
  'pt-BR': () => import('../locales/pt-BR.wallet'),
  ja: () => import('../locales/ja.wallet'),
  'zh-CN': () => import('../locales/zh-CN.wallet'),
  ko: () => import('../locales/ko.wallet'),
  ar: () => import('../locales/ar.wallet'),
}
