/** The external-wallet flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': '연결',
  'wallet.dontSeeWallet': '지갑이 보이지 않나요? 다른 브라우저 창을 확인해 주세요.',
  'wallet.unableToConnect': '지갑을 연결할 수 없습니다',
  'wallet.useDifferentWallet': '다른 지갑 사용',
  'wallet.loginFailed': '지갑으로 연결하지 못했습니다',
  'wallet.tryAgain': '다시 시도',
  'wallet.cancel': '취소',
} satisfies Translation<typeof en>
