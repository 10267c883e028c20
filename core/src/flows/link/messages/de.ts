/** The link flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': 'Mit dem Konto des Nutzers ist bereits eine E-Mail-Adresse verknüpft.',
  'link.alreadyHasPhone': 'Mit dem Konto des Nutzers ist bereits eine Telefonnummer verknüpft.',
  'link.alreadyHasSocial': 'Mit dem Konto des Nutzers ist bereits ein {provider}-Konto verknüpft.',
  'link.alreadyHasWallet': 'Diese Wallet ist bereits mit dem Konto des Nutzers verknüpft.',
  'link.linkedToAnotherUser': 'Dieses Konto ist bereits mit einem anderen Nutzer verknüpft.',
  'link.cannotLinkEmbedded': 'Eingebettete Wallets können nicht verknüpft oder getrennt werden.',
  'link.lastLoginMethod': 'Die letzte Anmeldemethode des Benutzers kann nicht getrennt werden.',
} satisfies Translation<typeof en>
