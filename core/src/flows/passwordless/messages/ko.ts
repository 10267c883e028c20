/** The email and SMS code flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': '인증 코드 입력',
  'code.sentTo': '{recipient}(으)로 보낸 이메일을 확인하고 아래에 코드를 입력하세요.',
  'code.sentToPhone': '{recipient}(으)로 보낸 문자 메시지를 확인하고 아래에 코드를 입력하세요.',
  'code.resend': '코드 다시 보내기',
  'code.resent': '코드를 보냈습니다',
  'code.numeric': '코드는 숫자만 입력할 수 있습니다',
  'code.invalidOrExpired': '인증 코드가 유효하지 않거나 만료되었습니다',
  'code.issueVerifying': '코드를 확인하는 중 문제가 발생했습니다',
  'code.label': '코드 {length}자리 중 {index}번째 자리',
  'code.requestPending': '{channel} 로그인이 이미 진행 중입니다',
  'code.noCodeSent': '{channel} 코드가 전송되지 않았습니다. 먼저 init 명령을 호출하세요',
  'code.noChannelWaiting':
    '코드가 전송되지 않았습니다. 먼저 initLoginWithEmail 또는 initLoginWithSms를 호출하세요',
  'email.issueSubmitting': '이메일을 제출하는 중 문제가 발생했습니다',
  'email.invalid': '올바른 이메일 주소를 입력하세요',
  'sms.issueSubmitting': '전화번호를 제출하는 중 문제가 발생했습니다',
  'sms.invalid': '올바른 전화번호를 입력하세요',
  'sms.unavailable': '이 전화번호로는 SMS를 사용할 수 없습니다',
} satisfies Translation<typeof en>
