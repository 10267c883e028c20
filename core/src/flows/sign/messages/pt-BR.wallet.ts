/** The signing flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': 'Assinar mensagem',
  'sign.description': 'Assinar esta mensagem não vai gerar nenhuma taxa.',
  'sign.button': 'Assinar e continuar',
  'sign.success': 'Concluído',
  'sign.typedDataLabel': 'Dados tipados',
  'sign.messageLabel': 'Mensagem',
} satisfies Translation<typeof en>
