/** The transaction preview: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': '잔액 변동',
  'preview.simulating': '트랜잭션을 시뮬레이션하는 중…',
  'preview.noChanges': '잔액 변동 없음',
  'preview.unavailable': '미리보기를 사용할 수 없음',
  'preview.unavailableBody': '이 트랜잭션을 시뮬레이션하지 못했습니다. 제출하기 전에 확인하세요.',
  'preview.reverted': '이 트랜잭션은 실패합니다: {reason}',
  'preview.noReason': '컨트랙트가 이유를 알려 주지 않았습니다',
  'preview.transfer': '{to}에게 {amount} {symbol} 보내기',
  'preview.transferFrom': '{from}에서 {to}(으)로 {amount} {symbol} 옮기기',
  'preview.approve': '{spender}이(가) {amount} {symbol}을(를) 사용하도록 허용',
  'preview.approveUnlimited': '{spender}이(가) 내 {symbol} 전부를 사용하도록 허용',
  'preview.unlimitedWarning':
    '무제한 승인: 철회할 때까지 {spender}이(가) 지금은 물론 이후에도 내 {symbol} 전부를 가져갈 수 있습니다.',
} satisfies Translation<typeof en>
