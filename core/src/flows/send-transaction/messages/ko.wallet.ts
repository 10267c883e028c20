/** The send-transaction flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError': '트랜잭션을 준비하는 중 오류가 발생했습니다. 다시 시도해 주세요.',
  'transaction.processError': '트랜잭션을 처리하는 중 오류가 발생했습니다. 고객 지원에 문의해 주세요.',
  'transaction.insufficientFunds': '지갑 잔액이 이 트랜잭션을 처리하기에 부족합니다.',
  'transaction.submitting': '제출하는 중(몇 분 정도 걸릴 수 있습니다)...',
  'transaction.sendTitle': '{symbol} 보내기',
  'transaction.reviewTitle': '트랜잭션 검토',
  'transaction.submit': '제출',
  'transaction.addFunds': '자금 추가',
  'transaction.success': '완료',
  'transaction.invalidQuantity':
    '트랜잭션의 {field} 값이 올바르지 않습니다. 음수가 아닌 숫자, bigint 또는 0x로 시작하는 16진수 문자열이어야 합니다',
  'transaction.invalidChainId': '트랜잭션의 chainId가 올바르지 않습니다. 양의 정수여야 합니다',
  'transaction.invalidData':
    '트랜잭션의 data가 올바르지 않습니다. 0x로 시작하고 완전한 바이트로 이루어진 16진수 문자열이어야 합니다',
  'transaction.invalidAddress': '트랜잭션의 {field} 값이 올바르지 않습니다. 20바이트 16진수 주소여야 합니다',
  'transaction.invalidRequest': '트랜잭션 요청은 객체여야 합니다',
  'transaction.preparing': '트랜잭션을 준비하는 중',
  'transaction.amountLabel': '금액',
  'transaction.feeLabel': '예상 수수료',
  'transaction.totalLabel': '합계',
  'transaction.networkLabel': '네트워크',
  'transaction.fromLabel': '보내는 주소',
  'transaction.toLabel': '받는 주소',
  'transaction.tryAgain': '다시 시도',
  'transaction.completeTitle': '트랜잭션 완료',
  'transaction.completeBody': '트랜잭션이 확인되었습니다.',
  'transaction.sentBody': '트랜잭션을 보냈습니다.',
  'transaction.revertedBody': '트랜잭션이 블록에 포함되었지만 되돌려졌습니다.',
  'transaction.hashLabel': '트랜잭션 해시',
  'transaction.statusLabel': '상태',
  'transaction.statusSuccess': '확인됨',
  'transaction.statusReverted': '되돌려짐',
  'transaction.gasUsedLabel': '사용한 가스',
  'transaction.feePaidLabel': '지불한 수수료',
  'transaction.blockLabel': '블록',
  'transaction.done': '완료',
  'transaction.sentUnconfirmed': '트랜잭션을 보냈지만, 확인되기 전에 화면이 닫혔습니다',
  'transaction.notFromWallet': '이 지갑에서 보낸 트랜잭션이 아닙니다',
} satisfies Translation<typeof en>
