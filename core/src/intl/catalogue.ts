/** The shape of a translation: every key of a group, nothing else (the compiler and `locales.test.ts` check both). */
import type { LoginMessageKey } from '../messages'
import type { WalletMessageKey } from '../messages.wallet'

/** A translation of the login group (`messages.ts`): `core/src/locales/<tag>.ts`, assembled by `npm run messages`. */
export type LoginCatalogue = { readonly [K in LoginMessageKey]: string }

/** A translation of the wallet group (`messages.wallet.ts`): `core/src/locales/<tag>.wallet.ts`, assembled likewise. */
export type WalletCatalogue = { readonly [K in WalletMessageKey]: string }
