/** The funding flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': '계정에 자금 추가',
  'fiat.promptBody': '카드로 암호화폐를 구매해 지갑으로 바로 받으세요.',
  'fiat.onRampDisabled': '법정화폐 구매를 활성화해야 합니다',
  'fiat.unsupportedProvider': '지원하지 않는 법정화폐 구매 제공업체입니다: {provider}(moonpay만 지원합니다)',
  'fiat.inProgress': '진행 중',
  'fiat.inProgressBody': '결제 창에서 구매를 완료하세요. 결제가 완료되면 이 페이지가 업데이트됩니다.',
  'fiat.completedTitle': '계정에 자금을 추가했습니다!',
  'fiat.completedBody': '자산이 지갑에 표시되기까지 몇 분 정도 걸릴 수 있습니다.',
  'fiat.failedTitle': '문제가 발생했습니다!',
  'fiat.failedBody': '결제가 완료되지 않았습니다. 다시 시도하거나, 문제가 계속되면 고객 지원에 문의하세요.',
  'fiat.failedDebitCardHint': '신용카드보다 체크카드가 더 잘 되는 경우가 많습니다.',
  'fiat.serviceFailureTitle': '문제가 발생했습니다!',
  'fiat.serviceFailureBody': '결제 제공업체에서 오류가 발생했습니다. 나중에 다시 시도해 주세요.',
  'fiat.awaitingAuthorizationTitle': '결제 처리 중',
  'fiat.awaitingAuthorizationBody': '몇 시간 정도 걸릴 수 있습니다. 구매가 완료되면 이메일로 알려 드립니다.',
  'fiat.invalidAddress': '자금을 받을 주소는 20바이트 16진수 주소여야 합니다',
  'fiat.noApiKey': '서명된 구매 URL에 apiKey가 없습니다',
  'fiat.nothingToStart': '시작을 기다리는 자금 추가가 없습니다',
  'fiat.walletLabel': '자금을 받을 지갑',
  'fiat.openWindow': '결제 창 열기',
  'fiat.backToTransaction': '거래로 돌아가기',
} satisfies Translation<typeof en>
