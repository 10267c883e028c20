/** The pending-request service: texts in German (de). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': 'Die Anfrage wurde abgebrochen',
  'request.timedOut': 'Die Anfrage hat zu lange gedauert',
  'request.sessionEnded': 'Sie wurden abgemeldet, daher wurde die Anfrage abgebrochen',
  'request.pending': 'Eine andere Anfrage wartet noch auf eine Antwort',
} satisfies Translation<typeof en>
