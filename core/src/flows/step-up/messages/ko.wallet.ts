/** The step-up flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': '본인 확인',
  'stepUp.body': '보안을 위해 계정을 변경하기 전에 본인임을 확인해 주세요.',
  'stepUp.sendTo': '{recipient}(으)로 코드 보내기',
  'stepUp.sending': '{recipient}(으)로 코드를 보내는 중',
  'stepUp.otherMethod': '다른 방법 사용',
  'stepUp.reloginBody': '보안을 위해 이 변경을 하려면 다시 로그인해 주세요.',
  'stepUp.logout': '로그아웃',
  'stepUp.canceled': '확인이 취소되었습니다',
  'stepUp.timeout': '확인 시간이 초과되었습니다. 다시 시도하세요',
  'stepUp.cannotRemove': '이 방법보다 먼저 추가된 다른 로그인 방법이 없어 삭제를 승인할 수 없습니다.',
} satisfies Translation<typeof en>
