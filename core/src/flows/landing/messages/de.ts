/** The landing screen: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'landing.title': 'Anmelden oder registrieren',
  'landing.legalPrefix': 'Mit der Anmeldung akzeptiere ich die',
  'landing.terms': 'Bedingungen',
  'landing.termsOfService': 'Nutzungsbedingungen',
  'landing.privacyPolicy': 'Datenschutzrichtlinie',
  'landing.and': 'und die',
  'landing.protectedBy': 'Geschützt durch',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'Weitere Optionen',
  'landing.moreWallets': 'Weitere Wallets',
  'landing.emailPlaceholder': 'du@beispiel.de',
  'landing.phonePlaceholder': 'Telefonnummer',
  'landing.submit': 'Absenden',
  'landing.continueWith': 'Weiter mit {provider}',
  'landing.continueWithWallet': 'Weiter mit einer Wallet',
  'landing.continueWithPasskey': 'Weiter mit einem Passkey',
  'landing.back': 'Zurück',
  'landing.close': 'Schließen',
  'landing.country': 'Land',
  'landing.emailLabel': 'E-Mail-Adresse',
  'landing.phoneLabel': 'Telefonnummer',
  'landing.continueWithEmail': 'Weiter mit E-Mail',
  'landing.continueWithPhone': 'Weiter mit Telefonnummer',
} satisfies Translation<typeof en>
