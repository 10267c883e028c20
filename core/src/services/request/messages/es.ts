/** The pending-request service: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'Se cerró tu sesión, así que la solicitud se canceló',
} satisfies Translation<typeof en>
