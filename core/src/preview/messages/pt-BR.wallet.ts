/** The transaction preview: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': 'Mudanças de saldo',
  'preview.simulating': 'Simulando a transação…',
  'preview.noChanges': 'Nenhuma mudança de saldo',
  'preview.unavailable': 'Prévia indisponível',
  'preview.unavailableBody': 'Não foi possível simular esta transação. Confira-a antes de enviar.',
  'preview.reverted': 'Esta transação falharia: {reason}',
  'preview.noReason': 'o contrato não informou o motivo',
  'preview.transfer': 'Enviar {amount} {symbol} para {to}',
  'preview.transferFrom': 'Mover {amount} {symbol} de {from} para {to}',
  'preview.approve': 'Permitir que {spender} gaste {amount} {symbol}',
  'preview.approveUnlimited': 'Permitir que {spender} gaste todos os seus {symbol}',
  'preview.unlimitedWarning':
    'Aprovação ilimitada: {spender} pode retirar todos os seus {symbol}, agora e depois, até você revogá-la.',
} satisfies Translation<typeof en>
