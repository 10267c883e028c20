/** What a step-up or MFA verification approves: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': '{action}하려면 코드를 입력하세요',
  'grant.usePasskey': '{action}하려면 패스키를 사용하세요',
  'grant.confirm': '{action}하려면 본인임을 확인해 주세요',
  'grant.linkEmail': '{email} 추가',
  'grant.linkPhone': '{phone} 추가',
  'grant.linkWallet': '지갑 {address} 추가',
  'grant.linkPasskey': '패스키 추가',
  'grant.linkOauth': '{provider} 계정 추가',
  'grant.linkAccount': '로그인 방법 추가',
  'grant.unlinkEmail': '이메일 {email} 삭제',
  'grant.unlinkPhone': '전화번호 {phone} 삭제',
  'grant.unlinkWallet': '지갑 {address} 삭제',
  'grant.unlinkPasskey': '패스키 삭제',
  'grant.unlinkOauth': '{provider} 계정 삭제',
  'grant.unlinkAccount': '로그인 방법 삭제',
  'grant.mfaEnroll': '2단계 인증 사용 설정',
  'grant.mfaRemove': '2단계 인증 사용 중지',
  'grant.passkeyRename': '패스키 이름 변경',
  'grant.recoveryPassword': '지갑 복구 비밀번호 설정',
  'grant.walletExport': '지갑 내보내기',
  'grant.walletSign': '이 서명 승인',
  'grant.deviceRegister': '이 기기를 지갑에 추가',
  'grant.deviceRevoke': '지갑에서 기기 삭제',
  'grant.other': '이 변경 승인',
} satisfies Translation<typeof en>
