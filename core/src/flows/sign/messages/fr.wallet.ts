/** The signing flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': 'Signer le message',
  'sign.description': 'Signer ce message ne vous coûtera aucuns frais.',
  'sign.button': 'Signer et continuer',
  'sign.success': 'Terminé',
  'sign.typedDataLabel': 'Données typées',
  'sign.messageLabel': 'Message',
} satisfies Translation<typeof en>
