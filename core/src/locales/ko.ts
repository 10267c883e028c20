/** Korean (ko): the login group. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const ko: LoginCatalogue = {
  'config.invalidAppId': '유효하지 않은 Privy 앱 ID로는 Privy 공급자를 초기화할 수 없습니다',
  'config.noLoginMethods': '로그인 방법을 하나 이상 활성화해야 합니다',
  'config.emptySupportedChains': 'supportedChains에는 체인이 하나 이상 있어야 합니다',
  'config.defaultChainNotSupported': 'defaultChain은 supportedChains 중 하나여야 합니다',
  'config.supportedChainsWins':
    'supportedChains와 additionalChains가 모두 지정되었습니다. supportedChains를 사용하고 additionalChains는 무시합니다',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation은 embeddedWallets.noPromptOnSignature가 true일 때만 false로 설정할 수 있습니다',
  'config.unknownWalletName': '지원하지 않는 지갑 이름입니다: {name}',
  'config.unsupportedCaptchaSiteKey': '지원하지 않는 캡차 사이트 키입니다',
  'config.backgroundLuminance':
    '배경색 {color}의 휘도가 0.2에서 0.8 사이입니다. 라이트 모드와 다크 모드 모두에서 텍스트를 읽기 어려울 수 있습니다',
  'config.invalidApiUrl': 'apiUrl은 절대 http(s) URL이어야 합니다',
  'config.logoNotShown':
    '{source} {logo}은(는) 표시되지 않습니다. https URL(http는 localhost에서만), 사이트 내 경로 또는 data:image URL을 사용하세요',
  'config.loginMethodOffOnServer':
    'loginMethods.{method}이(가) 설정에서는 켜져 있지만 앱의 서버 설정에서는 꺼져 있습니다. 서버가 해당 로그인을 거부합니다',
  'config.unsupportedChainId': '지원하지 않는 chainId입니다',
  'config.chainNotSupported':
    '체인 ID {id}은(는) 지원되지 않습니다. LatchProvider의 config.supportedChains 속성에 추가해야 합니다.',
  'config.unknownLocale':
    'intl.locale {locale}은(는) 기본 제공 언어({locales})가 아닙니다. 텍스트가 영어로 표시됩니다',
  'intl.loadFailed': '{locale} 텍스트를 불러오지 못해 영어로 표시합니다: {reason}',

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
  'landing.back': '뒤로',
  'landing.close': '닫기',
  'landing.country': '국가',
  'landing.emailLabel': '이메일 주소',
  'landing.phoneLabel': '전화번호',
  'landing.continueWithEmail': '이메일로 계속하기',
  'landing.continueWithPhone': '전화번호로 계속하기',

  'wallet.connect': '연결',
  'wallet.dontSeeWallet': '지갑이 보이지 않나요? 다른 브라우저 창을 확인해 주세요.',
  'wallet.unableToConnect': '지갑을 연결할 수 없습니다',
  'wallet.useDifferentWallet': '다른 지갑 사용',
  'wallet.loginFailed': '지갑으로 연결하지 못했습니다',
  'wallet.tryAgain': '다시 시도',
  'wallet.cancel': '취소',

  'code.title': '인증 코드 입력',
  'code.sentTo': '{recipient}(으)로 보낸 이메일을 확인하고 아래에 코드를 입력하세요.',
  'code.sentToPhone': '{recipient}(으)로 보낸 문자 메시지를 확인하고 아래에 코드를 입력하세요.',
  'code.resend': '코드 다시 보내기',
  'code.resent': '코드를 보냈습니다',
  'code.numeric': '코드는 숫자만 입력할 수 있습니다',
  'stepUp.invalidType': "인증 코드는 'email' 또는 'phone'으로 보내집니다",
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
  'captcha.issueVerifying': '사람인지 확인하는 중 문제가 발생했습니다',

  'oauth.awaiting': '{provider}(으)로 로그인하는 중',
  'oauth.awaitingDetail': '계속하려면 {provider} 창에서 로그인을 완료하세요.',
  'oauth.failed': '인증에 실패했습니다',
  'oauth.linkedToAnotherUser': '이 계정은 이미 다른 사용자와 연결되어 있습니다.',
  'oauth.invalidCredentials': '문제가 발생했습니다. 다시 시도해 주세요.',
  'oauth.userDenied': '{provider}에서 계정 연결을 마무리해 주세요.',
  'oauth.stateMismatch': 'OAuth 과정에서 유효하지 않은 코드를 받았습니다.',
  'oauth.retry': '다시 시도',

  'allowlist.title': '이 앱에 접근할 권한이 없습니다',
  'allowlist.detail': '초대를 받으셨나요?',
  'allowlist.cta': '다른 계정으로 시도',

  'link.emailTitle': '이메일 연동',
  'link.phoneTitle': '전화번호 연동',
  'link.walletTitle': '지갑 연동',
  'link.alreadyHasEmail': '이 사용자의 계정에는 이미 이메일이 연결되어 있습니다.',
  'link.alreadyHasPhone': '이 사용자의 계정에는 이미 전화번호가 연결되어 있습니다.',
  'link.alreadyHasSocial': '이 사용자의 계정에는 이미 {provider} 계정이 연결되어 있습니다.',
  'link.alreadyHasWallet': '이 지갑은 이미 사용자의 계정에 연결되어 있습니다.',
  'link.linkedToAnotherUser': '이 계정은 이미 다른 사용자와 연결되어 있습니다.',
  'link.cannotLinkEmbedded': '임베디드 지갑은 연결하거나 연결 해제할 수 없습니다.',

  'generic.close': '닫기',
  'generic.back': '뒤로',
  'generic.cancel': '취소',
  'generic.continue': '계속',
  'generic.loading': '불러오는 중',
}

export default ko
