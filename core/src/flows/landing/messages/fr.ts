/** The landing screen: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
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
} satisfies Translation<typeof en>
