/** The Telegram flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'En attente de Telegram',
  'telegram.awaitingDetail': 'Confirmez la connexion dans la fenêtre Telegram pour continuer.',
  'telegram.cancelled': 'La connexion Telegram a été fermée.',
  'telegram.unavailable': 'La connexion avec Telegram n’est pas disponible ici.',
  'telegram.expired': 'Cette connexion Telegram a expiré. Veuillez réessayer.',
  'telegram.failed': 'La connexion Telegram n’a pas pu être vérifiée. Veuillez réessayer.',
} satisfies Translation<typeof en>
