/** The chain clients: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    '链 {id} 没有 RPC URL。请在 config.rpcConfig.rpcUrls 中添加一个,或使用定义中带有 RPC URL 的链。',
  'chain.rpcTimeout': '链 {id} 的 RPC 节点未在 {timeout} 毫秒内响应',
  'chain.rpcFailed': '链 {id} 的 RPC 节点无法响应该请求({method})',
} satisfies Translation<typeof en>
