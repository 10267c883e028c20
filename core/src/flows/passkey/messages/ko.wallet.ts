/** The passkey flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': '패스키',
  'passkey.manageDetail': '코드 대신 지문, 얼굴 또는 화면 잠금으로 로그인하세요.',
  'passkey.empty': '아직 패스키가 없습니다.',
  'passkey.add': '패스키 추가',
  'passkey.rename': '이름 변경',
  'passkey.renameNamed': '{name} 이름 변경',
  'passkey.nameLabel': '패스키 이름',
  'passkey.save': '저장',
  'passkey.remove': '삭제',
  'passkey.removeNamed': '{name} 삭제',
  'passkey.removeConfirm': '{name}을(를) 삭제할까요? 더 이상 이 패스키로 로그인할 수 없습니다.',
} satisfies Translation<typeof en>
