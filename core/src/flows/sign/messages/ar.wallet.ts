/** The signing flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': 'توقيع رسالة',
  'sign.description': 'توقيع هذه الرسالة لن يكلّفك أي رسوم.',
  'sign.button': 'التوقيع والمتابعة',
  'sign.success': 'تم بنجاح',
  'sign.typedDataLabel': 'بيانات منظّمة',
  'sign.messageLabel': 'الرسالة',
} satisfies Translation<typeof en>
