/**
 * The catalogue's login group and the formatters. Every user-visible string is keyed, once, in two groups, each its
 * own module so a bundler never puts them in one chunk: the login group, `messages` (what the login half shows; it
 * ships with the eager code), and the wallet group, `walletMessages` in `messages.wallet.ts` (external and embedded
 * wallets, signing and sending, MFA, funding, and the account screens only shown after login), imported only by code
 * that loads when a wallet or such a screen is first used. A host overrides any key of either group with
 * `config.intl.messages`; screens read them through `formatMessage` / `formatWalletMessage`.
 *
 * The texts themselves live with the flow or service that shows them, in its `messages/` folder (`en.ts` for the
 * login group, `en.wallet.ts` for the wallet group, one `<tag>.ts` / `<tag>.wallet.ts` per locale);
 * `npm run messages` assembles them into `messages.texts.ts`, `messages.wallet.texts.ts` and `locales/<tag>.ts` /
 * `<tag>.wallet.ts` (one chunk per locale group).
 */
import { messages } from './messages.texts'
import type { WalletMessageKey } from './messages.wallet.texts'

export type { WalletMessageKey } from './messages.wallet.texts'
export { messages }

/** A key of the login catalogue (always loaded). */
export type LoginMessageKey = keyof typeof messages
/** A key of either catalogue. */
export type MessageKey = LoginMessageKey | WalletMessageKey
/**
 * A client's catalogue: every login text, plus the host's overrides of wallet texts (the wallet defaults are read
 * with `formatWalletMessage`, which falls back to `walletMessages`).
 */
export type Messages = Record<LoginMessageKey, string> & Partial<Record<WalletMessageKey, string>>

/** Fills `{name}` placeholders of a template (a name without a value stays as written). */
export function fillMessage(template: string, values?: Record<string, string | number>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/**
 * Fills `{name}` placeholders. Values are inserted as plain text; rendering is the caller's concern (React escapes).
 */
export function formatMessage(
  catalogue: Partial<Record<MessageKey, string>> | undefined,
  key: LoginMessageKey,
  values?: Record<string, string | number>,
): string {
  return fillMessage(catalogue?.[key] ?? messages[key], values)
}

/**
 * Merges a host's overrides over the login defaults. Wallet keys are kept as given (their defaults are not loaded
 * yet); values that are not strings are ignored.
 */
export function resolveMessages(overrides?: Partial<Record<string, string>>): Messages {
  const out: Record<string, string> = { ...messages }
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides)) {
      if (typeof value === 'string') out[key] = value
    }
  }
  return out as Messages
}
