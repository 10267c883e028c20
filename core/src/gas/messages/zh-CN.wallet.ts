/** The gas and price estimates: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': '不支持的链',
  'gas.estimateFailed': '无法估算此交易在链 {id} 上的 Gas',
  'gas.feesFailed': '无法读取链 {id} 当前的 Gas 费用',
  'gas.polygonStationFailed': '无法从 Polygon gas station({url})读取 Gas 价格:{reason}。请稍后再试。',
  'gas.polygonStationMalformed':
    'Polygon gas station({url})的响应中没有有效的 safeLow、standard 和 fast 档位',
  'gas.arbitrumBaseFeeMissing': '无法读取链 {id} 上最新 Arbitrum 区块的基础费用,因此无法设置最高费用',
  'gas.l1FeeFailed': '无法从链 {id} 的 Gas 价格预言机读取 L1 数据费用',
  'price.unavailable': '{symbol} 的价格暂时无法获取',
} satisfies Translation<typeof en>
