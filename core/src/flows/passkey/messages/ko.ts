/** The passkey flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'passkey.awaiting': '패스키를 기다리는 중',
  'passkey.awaitingDetail': '계속하려면 브라우저 창에서 지문, 얼굴 또는 화면 잠금을 사용하세요.',
  'passkey.awaitingCreate': '패스키를 만드는 중',
  'passkey.cancel': '취소',
  'passkey.retry': '다시 시도',
  'passkey.noPasskey':
    '패스키가 사용되지 않았습니다. 이 기기에 이 앱의 패스키가 없다면 다른 방법으로 로그인한 후 추가하세요.',
  'passkey.notAllowed': '패스키 요청이 취소되었거나 허용되지 않았습니다.',
  'passkey.unsupported': '이 브라우저는 패스키를 지원하지 않습니다.',
  'passkey.alreadyRegistered': '이 패스키는 이미 계정에 등록되어 있습니다.',
  'passkey.failed': '패스키를 확인할 수 없습니다. 다시 시도해 주세요.',
  'passkey.created': '생성일 {date}',
  'passkey.lastUsed': '마지막 사용 {date}',
  'passkey.neverUsed': '아직 사용하지 않음',
  'passkey.nameRequired': '이 패스키의 이름을 입력하세요.',
  'passkey.nameTooLong': '최대 {max}자까지 입력할 수 있습니다.',
  'passkey.nameInvalid': '이 이름에는 사용할 수 없는 문자가 포함되어 있습니다.',
} satisfies Translation<typeof en>
