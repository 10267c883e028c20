/** What a step-up or MFA verification approves: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': 'Saisissez le code pour {action}',
  'grant.usePasskey': 'Utilisez votre clé d’accès pour {action}',
  'grant.confirm': 'Confirmez qu’il s’agit bien de vous pour {action}',
  'grant.linkEmail': 'ajouter {email}',
  'grant.linkPhone': 'ajouter {phone}',
  'grant.linkWallet': 'ajouter le portefeuille {address}',
  'grant.linkPasskey': 'ajouter une clé d’accès',
  'grant.linkOauth': 'ajouter votre compte {provider}',
  'grant.linkAccount': 'ajouter une méthode de connexion',
  'grant.unlinkEmail': 'supprimer votre e-mail {email}',
  'grant.unlinkPhone': 'supprimer votre numéro de téléphone {phone}',
  'grant.unlinkWallet': 'supprimer votre portefeuille {address}',
  'grant.unlinkPasskey': 'supprimer une clé d’accès',
  'grant.unlinkOauth': 'supprimer votre compte {provider}',
  'grant.unlinkAccount': 'supprimer une méthode de connexion',
  'grant.mfaEnroll': 'activer la vérification en deux étapes',
  'grant.mfaRemove': 'désactiver la vérification en deux étapes',
  'grant.passkeyRename': 'renommer une clé d’accès',
  'grant.recoveryPassword': 'définir le mot de passe de récupération de votre portefeuille',
  'grant.walletExport': 'exporter votre portefeuille',
  'grant.walletSign': 'approuver cette signature',
  'grant.deviceRegister': 'ajouter cet appareil à votre portefeuille',
  'grant.deviceRevoke': 'retirer un appareil de votre portefeuille',
  'grant.other': 'approuver cette modification',
} satisfies Translation<typeof en>
