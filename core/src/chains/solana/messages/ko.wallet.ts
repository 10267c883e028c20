/** The Solana chain family: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn':
    '이 지갑으로는 로그인할 수 없습니다: Sign In With Solana와 메시지 서명을 모두 지원하지 않습니다',
  'solana.noAccount': '지갑이 Solana 계정을 공유하지 않았습니다',
  'solana.signedOtherMessage': '지갑이 요청한 것과 다른 메시지에 서명했습니다',
} satisfies Translation<typeof en>
