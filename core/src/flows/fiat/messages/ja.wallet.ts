/** The funding flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': 'アカウントに入金',
  'fiat.promptBody': 'カードで暗号資産を購入して、ウォレットに直接受け取れます。',
  'fiat.onRampDisabled': '法定通貨での購入を有効にする必要があります',
  'fiat.unsupportedProvider':
    'サポートされていない法定通貨購入プロバイダーです: {provider}(サポートしているのは moonpay のみです)',
  'fiat.inProgress': '処理中',
  'fiat.inProgressBody': '支払いウィンドウで購入を完了してください。完了するとこのページが更新されます。',
  'fiat.completedTitle': 'アカウントに入金しました!',
  'fiat.completedBody': 'ウォレットに資産が反映されるまで数分かかる場合があります。',
  'fiat.failedTitle': '問題が発生しました!',
  'fiat.failedBody':
    'お支払いを完了できませんでした。もう一度お試しいただくか、問題が続く場合はサポートにお問い合わせください。',
  'fiat.failedDebitCardHint': 'クレジットカードよりデビットカードのほうがうまくいくことがよくあります。',
  'fiat.serviceFailureTitle': '問題が発生しました!',
  'fiat.serviceFailureBody':
    '決済プロバイダーでエラーが発生しました。しばらくしてからもう一度お試しください。',
  'fiat.awaitingAuthorizationTitle': '支払いを処理しています',
  'fiat.awaitingAuthorizationBody': '数時間かかる場合があります。購入が完了するとメールでお知らせします。',
  'fiat.invalidAddress': '入金先のアドレスは 20 バイトの 16 進アドレスである必要があります',
  'fiat.noApiKey': '署名済みの購入 URL に apiKey がありません',
  'fiat.nothingToStart': '開始を待っている入金はありません',
  'fiat.walletLabel': '入金先ウォレット',
  'fiat.openWindow': '支払いウィンドウを開く',
  'fiat.backToTransaction': '取引に戻る',
} satisfies Translation<typeof en>
