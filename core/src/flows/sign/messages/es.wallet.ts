/** The signing flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': 'Firmar mensaje',
  'sign.description': 'Firmar este mensaje no te costará ninguna comisión.',
  'sign.button': 'Firmar y continuar',
  'sign.success': 'Listo',
  'sign.typedDataLabel': 'Datos tipados',
  'sign.messageLabel': 'Mensaje',
} satisfies Translation<typeof en>
