/** The step-up flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "인증 코드는 'email' 또는 'phone'으로 보내집니다",
} satisfies Translation<typeof en>
