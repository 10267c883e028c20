/** The landing screen: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'landing.title': '로그인 또는 가입',
  'landing.legalPrefix': '로그인하면 다음에 동의하게 됩니다:',
  'landing.terms': '약관',
  'landing.termsOfService': '서비스 약관',
  'landing.privacyPolicy': '개인정보처리방침',
  'landing.and': '및',
  'landing.protectedBy': '보안 제공:',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': '다른 방법',
  'landing.moreWallets': '다른 지갑',
  'landing.emailPlaceholder': 'your@email.com',
  'landing.phonePlaceholder': '전화번호',
  'landing.submit': '제출',
  'landing.continueWith': '{provider}(으)로 계속하기',
  'landing.continueWithWallet': '지갑으로 계속하기',
  'landing.continueWithPasskey': '패스키로 계속하기',
  'landing.back': '뒤로',
  'landing.close': '닫기',
  'landing.country': '국가',
  'landing.emailLabel': '이메일 주소',
  'landing.phoneLabel': '전화번호',
  'landing.continueWithEmail': '이메일로 계속하기',
  'landing.continueWithPhone': '전화번호로 계속하기',
} satisfies Translation<typeof en>
