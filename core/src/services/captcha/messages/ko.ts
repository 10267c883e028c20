/** The captcha: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': '사람인지 확인하는 중 문제가 발생했습니다',
} satisfies Translation<typeof en>
