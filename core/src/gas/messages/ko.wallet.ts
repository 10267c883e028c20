/** The gas and price estimates: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': '지원하지 않는 체인입니다',
  'gas.estimateFailed': '체인 {id}에서 이 트랜잭션의 가스를 추정하지 못했습니다',
  'gas.feesFailed': '체인 {id}의 현재 가스 수수료를 읽지 못했습니다',
  'gas.polygonStationFailed':
    'Polygon gas station({url})에서 가스 가격을 읽지 못했습니다: {reason}. 잠시 후 다시 시도하세요.',
  'gas.polygonStationMalformed':
    'Polygon gas station({url})의 응답에 유효한 safeLow, standard, fast 단계가 없습니다',
  'gas.arbitrumBaseFeeMissing':
    '체인 {id}의 최신 Arbitrum 블록 기본 수수료를 읽지 못해 최대 수수료를 설정할 수 없습니다',
  'gas.l1FeeFailed': '체인 {id}의 가스 가격 오라클에서 L1 데이터 수수료를 읽지 못했습니다',
  'price.unavailable': '지금은 {symbol} 가격을 확인할 수 없습니다',
} satisfies Translation<typeof en>
