/** The transaction preview: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': 'Cambios de saldo',
  'preview.simulating': 'Simulando la transacción…',
  'preview.noChanges': 'Sin cambios de saldo',
  'preview.unavailable': 'Vista previa no disponible',
  'preview.unavailableBody': 'No se pudo simular esta transacción. Revísala antes de enviarla.',
  'preview.reverted': 'Esta transacción fallaría: {reason}',
  'preview.noReason': 'el contrato no dio ningún motivo',
  'preview.transfer': 'Enviar {amount} {symbol} a {to}',
  'preview.transferFrom': 'Mover {amount} {symbol} de {from} a {to}',
  'preview.approve': 'Permitir que {spender} gaste {amount} {symbol}',
  'preview.approveUnlimited': 'Permitir que {spender} gaste todos tus {symbol}',
  'preview.unlimitedWarning':
    'Aprobación ilimitada: {spender} puede tomar todos tus {symbol}, ahora y después, hasta que la revoques.',
} satisfies Translation<typeof en>
