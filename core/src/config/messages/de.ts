/** The config checks: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'config.invalidAppId':
    'Der Privy-Provider kann mit einer ungültigen Privy-App-ID nicht initialisiert werden',
  'config.noLoginMethods': 'Du musst mindestens eine Anmeldemethode aktivieren',
  'config.emptySupportedChains': 'supportedChains muss mindestens eine Chain enthalten',
  'config.defaultChainNotSupported': 'defaultChain muss eine der supportedChains sein',
  'config.supportedChainsWins':
    'supportedChains und additionalChains wurden beide angegeben: supportedChains wird verwendet, additionalChains ignoriert',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation darf nur false sein, wenn embeddedWallets.noPromptOnSignature true ist',
  'config.unknownWalletName': 'Nicht unterstützter Wallet-Name: {name}',
  'config.unsupportedCaptchaSiteKey': 'Nicht unterstützter Captcha-Site-Key',
  'config.backgroundLuminance':
    'Die Hintergrundfarbe {color} hat eine Leuchtdichte zwischen 0,2 und 0,8: Text darauf ist im hellen wie im dunklen Modus womöglich schwer lesbar',
  'config.invalidApiUrl': 'apiUrl muss eine absolute http(s)-URL sein',
  'config.apiUrlWithPath': 'apiUrl muss der Ursprung des Servers ohne Pfad sein: {origin}',
  'config.logoNotShown':
    '{source} {logo} wird nicht angezeigt: Verwende eine https-URL (http nur auf localhost), einen Pfad deiner Website oder eine data:image-URL',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} ist in der Konfiguration aktiviert, in den Servereinstellungen der App aber deaktiviert: Der Server wird diese Anmeldungen ablehnen',
  'config.unsupportedChainId': 'Nicht unterstützte chainId',
  'config.chainNotSupported':
    'Die Chain-ID {id} wird nicht unterstützt. Sie muss der Eigenschaft config.supportedChains des LatchProvider hinzugefügt werden.',
  'config.unknownLocale':
    'intl.locale {locale} ist keine mitgelieferte Sprache ({locales}): Die Texte werden auf Englisch angezeigt',
} satisfies Translation<typeof en>
