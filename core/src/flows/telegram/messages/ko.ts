/** The Telegram flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'Telegram을 기다리는 중',
  'telegram.awaitingDetail': '계속하려면 Telegram 창에서 로그인을 확인하세요.',
  'telegram.cancelled': 'Telegram 로그인이 닫혔습니다.',
  'telegram.unavailable': '여기에서는 Telegram 로그인을 사용할 수 없습니다.',
  'telegram.expired': '이 Telegram 로그인이 만료되었습니다. 다시 시도해 주세요.',
  'telegram.failed': 'Telegram 로그인을 확인할 수 없습니다. 다시 시도해 주세요.',
} satisfies Translation<typeof en>
