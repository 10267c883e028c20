/**
 * The wallet group of the catalogue: the texts of the wallet half (external and embedded wallets, signing and
 * sending, MFA, funding) and of the account screens only shown after login (passkey manager, link titles). Its own
 * module, imported only by code that loads with the wallet half or those screens, so a bundler keeps it out of the
 * eager chunks; the login group and the formatters are in `messages.ts`. The English texts are written in the
 * `messages/en.wallet.ts` of the flow or service that shows them; `npm run messages` copies them into
 * `messages.wallet.texts.ts` (no imports), whose keys the login catalogue's types name.
 */
import { fillMessage, type MessageKey, messages } from './messages'
import { type WalletMessageKey, walletMessages } from './messages.wallet.texts'

export { type WalletMessageKey, walletMessages }

const defaults: Record<string, string> = walletMessages

/** `formatMessage` for wallet code: any key of either group; the host's override, else the default. */
export function formatWalletMessage(
  catalogue: Partial<Record<MessageKey, string>> | undefined,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return fillMessage(catalogue?.[key] ?? defaults[key] ?? messages[key as keyof typeof messages], values)
}
