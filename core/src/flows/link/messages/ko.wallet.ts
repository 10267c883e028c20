/** The link flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': '이메일 연동',
  'link.phoneTitle': '전화번호 연동',
  'link.walletTitle': '지갑 연동',
} satisfies Translation<typeof en>
