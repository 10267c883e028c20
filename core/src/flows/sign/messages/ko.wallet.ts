/** The signing flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': '메시지 서명',
  'sign.description': '이 메시지에 서명해도 수수료가 들지 않습니다.',
  'sign.button': '서명하고 계속하기',
  'sign.success': '완료',
  'sign.typedDataLabel': '구조화된 데이터',
  'sign.messageLabel': '메시지',
} satisfies Translation<typeof en>
