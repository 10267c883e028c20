/** French (fr): the login group. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const fr: LoginCatalogue = {
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
  'config.logoNotShown':
    '{source} {logo} n’est pas affiché : utilisez une URL https (http uniquement sur localhost), un chemin de votre site ou une URL data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} est activé dans la configuration mais désactivé dans les réglages serveur de l’app : le serveur refusera ces connexions',
  'config.unsupportedChainId': 'chainId non pris en charge',
  'config.chainNotSupported':
    'L’ID de chaîne {id} n’est pas pris en charge. Il doit être ajouté à la propriété config.supportedChains de LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} ne fait pas partie des langues fournies ({locales}) : les textes sont affichés en anglais',
  'intl.loadFailed':
    'Les textes {locale} n’ont pas pu être chargés, ils sont donc affichés en anglais : {reason}',

  'error.requestTimeout': 'La requête a expiré',
  'error.mustBeAuthenticated': 'L’utilisateur doit être connecté',
  'error.captchaFailed': 'Échec du captcha',
  'error.oauthInvalidCode': 'Code non valide pendant le parcours OAuth.',
  'error.noApiInstance': 'Le parcours d’authentification n’a pas d’instance d’API',
  'error.unableToConnectWallet': 'Impossible de se connecter au portefeuille.',
  'error.malformedResponse': 'Le serveur a envoyé une réponse d’un format inattendu',
  'error.network': 'La requête réseau a échoué',
  'error.rateLimited': 'Trop de requêtes. Patientez un instant, puis réessayez.',
  'error.somethingWentWrong': 'Une erreur s’est produite',
  'error.alreadyAuthenticated': 'login() a été appelé alors que l’utilisateur est déjà connecté',
  'error.exitedAuthFlow': 'L’utilisateur a fermé la connexion avant la fin',
  'error.unknownScreen': 'Écran de la fenêtre inconnu : {screen}',
  'error.originNotAllowed':
    'Cette origine ({origin}) n’est pas autorisée pour l’app {appId} : ajoutez-la aux origines autorisées de l’app',
  'error.requestFailed': 'La requête a échoué avec le statut {status}',

  'landing.title': 'Se connecter ou s’inscrire',
  'landing.legalPrefix': 'En me connectant, j’accepte les',
  'landing.terms': 'Conditions',
  'landing.termsOfService': 'Conditions d’utilisation',
  'landing.privacyPolicy': 'Politique de confidentialité',
  'landing.and': 'et la',
  'landing.protectedBy': 'Protégé par',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'Plus d’options',
  'landing.moreWallets': 'Plus de portefeuilles',
  'landing.emailPlaceholder': 'vous@exemple.com',
  'landing.phonePlaceholder': 'Numéro de téléphone',
  'landing.submit': 'Valider',
  'landing.continueWith': 'Continuer avec {provider}',
  'landing.continueWithWallet': 'Continuer avec un portefeuille',
  'landing.continueWithPasskey': "Continuer avec une clé d'accès",
  'landing.back': 'Retour',
  'landing.close': 'Fermer',
  'landing.country': 'Pays',
  'landing.emailLabel': 'Adresse e-mail',
  'landing.phoneLabel': 'Numéro de téléphone',
  'landing.continueWithEmail': 'Continuer avec une adresse e-mail',
  'landing.continueWithPhone': 'Continuer avec un numéro de téléphone',

  'wallet.connect': 'Connecter',
  'wallet.dontSeeWallet':
    'Vous ne voyez pas votre portefeuille ? Vérifiez vos autres fenêtres de navigateur.',
  'wallet.unableToConnect': 'Impossible de connecter le portefeuille',
  'wallet.useDifferentWallet': 'Utiliser un autre portefeuille',
  'wallet.loginFailed': 'Impossible de se connecter avec le portefeuille',
  'wallet.tryAgain': 'Réessayer',
  'wallet.cancel': 'Annuler',

  'code.title': 'Saisissez le code de confirmation',
  'code.sentTo': 'Consultez {recipient} : nous vous avons envoyé un e-mail. Saisissez le code ci-dessous.',
  'code.sentToPhone': 'Consultez {recipient} : nous vous avons envoyé un SMS. Saisissez le code ci-dessous.',
  'code.resend': 'Renvoyer le code',
  'code.resent': 'Code envoyé',
  'code.numeric': 'Le code doit être composé de chiffres',
  'stepUp.invalidType': "Un code de vérification part vers 'email' ou 'phone'",
  'code.invalidOrExpired': 'Code de vérification non valide ou expiré',
  'code.issueVerifying': 'Problème lors de la vérification du code',
  'code.label': 'Chiffre {index} sur {length} du code',
  'code.requestPending': 'Une connexion par {channel} est déjà en cours',
  'code.noCodeSent': 'Aucun code n’a été envoyé par {channel} : appelez d’abord la commande init',
  'code.noChannelWaiting':
    'Aucun code n’a été envoyé : appelez d’abord initLoginWithEmail ou initLoginWithSms',

  'email.issueSubmitting': 'Problème lors de l’envoi de l’adresse e-mail',
  'email.invalid': 'Saisissez une adresse e-mail valide',
  'sms.issueSubmitting': 'Problème lors de l’envoi du numéro de téléphone',
  'sms.invalid': 'Saisissez un numéro de téléphone valide',
  'captcha.issueVerifying': 'Problème lors de la vérification que vous êtes un humain',

  'oauth.awaiting': 'Connexion avec {provider}',
  'oauth.awaitingDetail': 'Terminez la connexion dans la fenêtre {provider} pour continuer.',
  'oauth.failed': 'Échec de l’authentification',
  'oauth.linkedToAnotherUser': 'Ce compte est déjà associé à un autre utilisateur.',
  'oauth.invalidCredentials': 'Une erreur s’est produite. Réessayez.',
  'oauth.userDenied': 'Vérifiez {provider} pour terminer la connexion de votre compte.',
  'oauth.stateMismatch': 'Code non valide pendant le parcours OAuth.',
  'oauth.retry': 'Réessayer',
  'passkey.awaiting': "En attente de votre clé d'accès",
  'passkey.awaitingDetail':
    "Utilisez votre empreinte, votre visage ou le verrouillage de l'écran dans la fenêtre du navigateur pour continuer.",
  'passkey.awaitingCreate': "Création d'une clé d'accès",
  'passkey.cancel': 'Annuler',
  'passkey.retry': 'Réessayer',
  'passkey.noPasskey':
    "Aucune clé d'accès n'a été utilisée. Si cet appareil n'a pas de clé d'accès pour cette app, connectez-vous autrement, puis ajoutez-en une.",
  'passkey.notAllowed': "La demande de clé d'accès a été annulée ou refusée.",
  'passkey.unsupported': "Ce navigateur ne prend pas en charge les clés d'accès.",
  'passkey.alreadyRegistered': "Cette clé d'accès est déjà liée à votre compte.",
  'passkey.failed': "La clé d'accès n'a pas pu être vérifiée. Veuillez réessayer.",
  'passkey.created': 'Créée le {date}',
  'passkey.lastUsed': 'Dernière utilisation : {date}',
  'passkey.neverUsed': 'Pas encore utilisée',
  'passkey.nameRequired': "Saisissez un nom pour cette clé d'accès.",
  'passkey.nameTooLong': '{max} caractères au maximum.',
  'passkey.nameInvalid': 'Ce nom contient des caractères qui ne peuvent pas être utilisés.',

  'allowlist.title': 'Vous n’avez pas accès à cette app',
  'allowlist.detail': 'Avez-vous été invité ?',
  'allowlist.cta': 'Essayer un autre compte',

  'link.alreadyHasEmail': 'L’utilisateur a déjà une adresse e-mail associée à son compte.',
  'link.alreadyHasPhone': 'L’utilisateur a déjà un numéro de téléphone associé à son compte.',
  'link.alreadyHasSocial': 'L’utilisateur a déjà un compte {provider} associé à son compte.',
  'link.alreadyHasWallet': 'L’utilisateur a déjà associé ce portefeuille à son compte.',
  'link.linkedToAnotherUser': 'Ce compte est déjà associé à un autre utilisateur.',
  'link.cannotLinkEmbedded': 'Les portefeuilles intégrés ne peuvent être ni associés ni dissociés.',
  'link.lastLoginMethod': "Impossible de dissocier la dernière méthode de connexion de l'utilisateur.",

  'generic.close': 'Fermer',
  'generic.back': 'Retour',
  'generic.cancel': 'Annuler',
  'generic.continue': 'Continuer',
  'generic.loading': 'Chargement',
}

export default fr
