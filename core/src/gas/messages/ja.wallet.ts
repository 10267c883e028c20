/** The gas and price estimates: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': 'サポートされていないチェーンです',
  'gas.estimateFailed': 'チェーン {id} でこのトランザクションのガスを見積もれませんでした',
  'gas.feesFailed': 'チェーン {id} の現在のガス代を取得できませんでした',
  'gas.polygonStationFailed':
    'Polygon gas station({url})からガス価格を取得できませんでした: {reason}。しばらくしてからもう一度お試しください。',
  'gas.polygonStationMalformed':
    'Polygon gas station({url})の応答に有効な safeLow、standard、fast の各段階がありません',
  'gas.arbitrumBaseFeeMissing':
    'チェーン {id} の最新の Arbitrum ブロックのベース手数料を取得できないため、最大手数料を設定できません',
  'gas.l1FeeFailed': 'チェーン {id} のガス価格オラクルから L1 データ手数料を取得できませんでした',
  'price.unavailable': '現在 {symbol} の価格を取得できません',
} satisfies Translation<typeof en>
