/** The pending-request service: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'Sie wurden abgemeldet, daher wurde die Anfrage abgebrochen',
} satisfies Translation<typeof en>
