/** The pending-request service: texts in Spanish (es). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': 'La solicitud se canceló',
  'request.timedOut': 'La solicitud tardó demasiado',
  'request.sessionEnded': 'Se cerró tu sesión, así que la solicitud se canceló',
  'request.pending': 'Otra solicitud está esperando una respuesta',
} satisfies Translation<typeof en>
