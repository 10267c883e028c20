/** The passkey flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
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
} satisfies Translation<typeof en>
