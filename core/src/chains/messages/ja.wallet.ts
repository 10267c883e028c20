/** The chain clients: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    'チェーン {id} の RPC URL がありません。config.rpcConfig.rpcUrls に追加するか、定義に RPC URL を含むチェーンを使用してください。',
  'chain.rpcTimeout': 'チェーン {id} の RPC ノードが {timeout} ms 以内に応答しませんでした',
  'chain.rpcFailed': 'チェーン {id} の RPC ノードがリクエスト({method})に応答できませんでした',
} satisfies Translation<typeof en>
