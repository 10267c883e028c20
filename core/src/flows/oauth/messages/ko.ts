/** The OAuth flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': '{provider}(으)로 로그인하는 중',
  'oauth.awaitingDetail': '계속하려면 {provider} 창에서 로그인을 완료하세요.',
  'oauth.failed': '인증에 실패했습니다',
  'oauth.linkedToAnotherUser': '이 계정은 이미 다른 사용자와 연결되어 있습니다.',
  'oauth.invalidCredentials': '문제가 발생했습니다. 다시 시도해 주세요.',
  'oauth.providerFailed': '{provider}(으)로 로그인하지 못했습니다. 다시 시도해 주세요.',
  'oauth.userDenied': '{provider}에서 계정 연결을 마무리해 주세요.',
  'oauth.stateMismatch': 'OAuth 과정에서 유효하지 않은 코드를 받았습니다.',
  'oauth.retry': '다시 시도',
} satisfies Translation<typeof en>
