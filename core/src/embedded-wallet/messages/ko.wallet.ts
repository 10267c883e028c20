/** The embedded wallet's EIP-1193 provider: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': '지원하지 않는 메서드입니다: {method}',
  'embeddedProvider.invalidParams': '{method}의 매개변수가 올바르지 않습니다',
  'embeddedProvider.noRpcUrl': '체인 {id}의 RPC URL이 없습니다',
  'embeddedProvider.disconnected': '임베디드 지갑의 연결이 끊어졌습니다. 사용자가 로그아웃했습니다',
  'embeddedProvider.chainUnreachable': '체인 {id}의 RPC 노드가 응답하지 않았습니다',
} satisfies Translation<typeof en>
