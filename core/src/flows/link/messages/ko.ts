/** The link flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': '이 사용자의 계정에는 이미 이메일이 연결되어 있습니다.',
  'link.alreadyHasPhone': '이 사용자의 계정에는 이미 전화번호가 연결되어 있습니다.',
  'link.alreadyHasSocial': '이 사용자의 계정에는 이미 {provider} 계정이 연결되어 있습니다.',
  'link.alreadyHasWallet': '이 지갑은 이미 사용자의 계정에 연결되어 있습니다.',
  'link.linkedToAnotherUser': '이 계정은 이미 다른 사용자와 연결되어 있습니다.',
  'link.cannotLinkEmbedded': '임베디드 지갑은 연결하거나 연결 해제할 수 없습니다.',
  'link.lastLoginMethod': '사용자의 마지막 로그인 방법은 연동 해제할 수 없습니다.',
} satisfies Translation<typeof en>
