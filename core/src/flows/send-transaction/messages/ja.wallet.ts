/** The send-transaction flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError': 'トランザクションの準備中にエラーが発生しました。もう一度お試しください。',
  'transaction.processError':
    'トランザクションの処理中にエラーが発生しました。サポートにお問い合わせください。',
  'transaction.insufficientFunds': 'このトランザクションに必要な残高がウォレットにありません。',
  'transaction.submitting': '送信中(数分かかる場合があります)...',
  'transaction.sendTitle': '{symbol} を送金',
  'transaction.reviewTitle': 'トランザクションを確認',
  'transaction.submit': '送信',
  'transaction.addFunds': '入金する',
  'transaction.success': '完了',
  'transaction.invalidQuantity':
    'トランザクションの {field} が無効です。0 以上の数値、bigint、または 0x で始まる 16 進文字列を指定してください',
  'transaction.invalidChainId': 'トランザクションの chainId が無効です。正の整数を指定してください',
  'transaction.invalidData':
    'トランザクションの data が無効です。0x で始まり、バイト単位で区切れる 16 進文字列を指定してください',
  'transaction.invalidAddress':
    'トランザクションの {field} が無効です。20 バイトの 16 進アドレスを指定してください',
  'transaction.invalidRequest': 'トランザクションリクエストはオブジェクトである必要があります',
  'transaction.preparing': 'トランザクションを準備しています',
  'transaction.amountLabel': '金額',
  'transaction.feeLabel': '推定手数料',
  'transaction.totalLabel': '合計',
  'transaction.networkLabel': 'ネットワーク',
  'transaction.fromLabel': '送信元',
  'transaction.toLabel': '送信先',
  'transaction.tryAgain': 'もう一度試す',
  'transaction.completeTitle': 'トランザクション完了',
  'transaction.completeBody': 'トランザクションが承認されました。',
  'transaction.sentBody': 'トランザクションを送信しました。',
  'transaction.revertedBody': 'トランザクションはブロックに含まれましたが、リバートされました。',
  'transaction.hashLabel': 'トランザクションハッシュ',
  'transaction.statusLabel': 'ステータス',
  'transaction.statusSuccess': '承認済み',
  'transaction.statusReverted': 'リバート',
  'transaction.gasUsedLabel': '使用ガス',
  'transaction.feePaidLabel': '支払った手数料',
  'transaction.blockLabel': 'ブロック',
  'transaction.done': '完了',
  'transaction.sentUnconfirmed': 'トランザクションは送信されましたが、承認される前に画面が閉じられました',
  'transaction.notFromWallet': 'このトランザクションはこのウォレットからのものではありません',
} satisfies Translation<typeof en>
