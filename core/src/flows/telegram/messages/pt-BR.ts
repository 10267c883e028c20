/** The Telegram flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'Aguardando o Telegram',
  'telegram.awaitingDetail': 'Confirme o login na janela do Telegram para continuar.',
  'telegram.cancelled': 'O login com o Telegram foi fechado.',
  'telegram.unavailable': 'O login com o Telegram não está disponível aqui.',
  'telegram.expired': 'Este login com o Telegram expirou. Tente novamente.',
  'telegram.failed': 'Não foi possível verificar o login com o Telegram. Tente novamente.',
} satisfies Translation<typeof en>
