/** The embedded wallet's EIP-1193 provider: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': '不支持的方法:{method}',
  'embeddedProvider.invalidParams': '{method} 的参数无效',
  'embeddedProvider.noRpcUrl': '链 {id} 没有 RPC URL',
  'embeddedProvider.disconnected': '嵌入式钱包已断开:用户已退出登录',
  'embeddedProvider.chainUnreachable': '链 {id} 的 RPC 节点没有响应',
} satisfies Translation<typeof en>
