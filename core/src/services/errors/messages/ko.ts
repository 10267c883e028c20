/** The client errors: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': '요청 시간이 초과되었습니다',
  'error.mustBeAuthenticated': '사용자가 로그인해야 합니다',
  'error.captchaFailed': '캡차 인증에 실패했습니다',
  'error.oauthInvalidCode': 'OAuth 과정에서 유효하지 않은 코드를 받았습니다.',
  'error.noApiInstance': '인증 과정에 API 인스턴스가 없습니다',
  'error.unableToConnectWallet': '지갑에 연결할 수 없습니다.',
  'error.malformedResponse': '서버가 예상하지 못한 형식의 응답을 보냈습니다',
  'error.network': '네트워크 요청에 실패했습니다',
  'error.rateLimited': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'error.somethingWentWrong': '문제가 발생했습니다',
  'error.alreadyAuthenticated': '사용자가 이미 로그인한 상태에서 login()이 호출되었습니다',
  'error.exitedAuthFlow': '로그인이 끝나기 전에 사용자가 창을 닫았습니다',
  'error.unknownScreen': '알 수 없는 모달 화면입니다: {screen}',
  'error.originNotAllowed':
    '이 출처({origin})는 앱 {appId}에서 허용되지 않습니다. 앱의 허용된 출처에 추가하세요',
  'error.requestFailed': '요청이 상태 코드 {status}(으)로 실패했습니다',
} satisfies Translation<typeof en>
