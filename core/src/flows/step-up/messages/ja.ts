/** The step-up flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "確認コードは 'email' または 'phone' に送信されます",
} satisfies Translation<typeof en>
