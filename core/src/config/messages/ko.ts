/** The config checks: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
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
  'config.apiUrlWithPath': 'apiUrl은 경로 없는 서버 오리진이어야 합니다: {origin}',
  'config.logoNotShown':
    '{source} {logo}은(는) 표시되지 않습니다. https URL(http는 localhost에서만), 사이트 내 경로 또는 data:image URL을 사용하세요',
  'config.loginMethodOffOnServer':
    'loginMethods.{method}이(가) 설정에서는 켜져 있지만 앱의 서버 설정에서는 꺼져 있습니다. 서버가 해당 로그인을 거부합니다',
  'config.unsupportedChainId': '지원하지 않는 chainId입니다',
  'config.chainNotSupported':
    '체인 ID {id}은(는) 지원되지 않습니다. LatchProvider의 config.supportedChains 속성에 추가해야 합니다.',
  'config.unknownLocale':
    'intl.locale {locale}은(는) 기본 제공 언어({locales})가 아닙니다. 텍스트가 영어로 표시됩니다',
} satisfies Translation<typeof en>
