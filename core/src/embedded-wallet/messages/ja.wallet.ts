/** The embedded wallet's EIP-1193 provider: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': 'サポートされていないメソッドです: {method}',
  'embeddedProvider.invalidParams': '{method} のパラメーターが無効です',
  'embeddedProvider.noRpcUrl': 'チェーン {id} の RPC URL がありません',
  'embeddedProvider.disconnected': '埋め込みウォレットは切断されています(ユーザーがログアウトしました)',
  'embeddedProvider.chainUnreachable': 'チェーン {id} の RPC ノードが応答しませんでした',
} satisfies Translation<typeof en>
