/** The transaction preview: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': '余额变化',
  'preview.simulating': '正在模拟交易…',
  'preview.noChanges': '余额无变化',
  'preview.unavailable': '无法预览',
  'preview.unavailableBody': '无法模拟此交易。请在提交前仔细核对。',
  'preview.reverted': '此交易将会失败:{reason}',
  'preview.noReason': '合约未给出原因',
  'preview.transfer': '向 {to} 发送 {amount} {symbol}',
  'preview.transferFrom': '从 {from} 向 {to} 转移 {amount} {symbol}',
  'preview.approve': '允许 {spender} 使用 {amount} {symbol}',
  'preview.approveUnlimited': '允许 {spender} 使用你的全部 {symbol}',
  'preview.unlimitedWarning': '无限额授权:在你撤销之前,{spender} 现在和以后都可以转走你的全部 {symbol}。',
} satisfies Translation<typeof en>
