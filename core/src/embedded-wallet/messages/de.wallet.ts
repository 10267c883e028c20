/** The embedded wallet's EIP-1193 provider: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': 'Nicht unterstützte Methode: {method}',
  'embeddedProvider.invalidParams': 'Ungültige Parameter für {method}',
  'embeddedProvider.noRpcUrl': 'Keine RPC-URL für Chain {id}',
  'embeddedProvider.disconnected': 'Die eingebettete Wallet ist getrennt: Der Nutzer hat sich abgemeldet',
  'embeddedProvider.chainUnreachable': 'Der RPC-Knoten von Chain {id} hat nicht geantwortet',
} satisfies Translation<typeof en>
