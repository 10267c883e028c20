/** The chain clients: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    '체인 {id}의 RPC URL이 없습니다. config.rpcConfig.rpcUrls에 추가하거나, 정의에 RPC URL이 포함된 체인을 사용하세요.',
  'chain.rpcTimeout': '체인 {id}의 RPC 노드가 {timeout}ms 안에 응답하지 않았습니다',
  'chain.rpcFailed': '체인 {id}의 RPC 노드가 요청({method})에 응답하지 못했습니다',
} satisfies Translation<typeof en>
