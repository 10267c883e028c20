/** The config checks: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'config.invalidAppId':
    "Impossible d'initialiser le fournisseur Privy avec un identifiant d'app Privy non valide",
  'config.noLoginMethods': 'Vous devez activer au moins une méthode de connexion',
  'config.emptySupportedChains': 'supportedChains doit contenir au moins une chaîne',
  'config.defaultChainNotSupported': 'defaultChain doit faire partie de supportedChains',
  'config.supportedChainsWins':
    'supportedChains et additionalChains ont été fournis tous les deux : supportedChains est utilisé et additionalChains est ignoré',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation ne peut valoir false que si embeddedWallets.noPromptOnSignature vaut true',
  'config.unknownWalletName': 'Nom de portefeuille non pris en charge : {name}',
  'config.unsupportedCaptchaSiteKey': 'Clé de site captcha non prise en charge',
  'config.backgroundLuminance':
    'La couleur de fond {color} a une luminance comprise entre 0,2 et 0,8 : le texte risque d’être difficile à lire en mode clair comme en mode sombre',
  'config.invalidApiUrl': 'apiUrl doit être une URL http(s) absolue',
  'config.apiUrlWithPath': "apiUrl doit être l'origine du serveur, sans chemin : {origin}",
  'config.logoNotShown':
    '{source} {logo} n’est pas affiché : utilisez une URL https (http uniquement sur localhost), un chemin de votre site ou une URL data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} est activé dans la configuration mais désactivé dans les réglages serveur de l’app : le serveur refusera ces connexions',
  'config.unsupportedChainId': 'chainId non pris en charge',
  'config.chainNotSupported':
    'L’ID de chaîne {id} n’est pas pris en charge. Il doit être ajouté à la propriété config.supportedChains de LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} ne fait pas partie des langues fournies ({locales}) : les textes sont affichés en anglais',
} satisfies Translation<typeof en>
