/** The send-transaction flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError': 'Hubo un error al preparar tu transacción. Inténtalo de nuevo.',
  'transaction.processError': 'Hubo un error al procesar tu transacción. Ponte en contacto con el soporte.',
  'transaction.insufficientFunds': 'La billetera no tiene fondos suficientes para esta transacción.',
  'transaction.submitting': 'Enviando (puede tardar unos minutos)...',
  'transaction.sendTitle': 'Enviar {symbol}',
  'transaction.reviewTitle': 'Revisar la transacción',
  'transaction.submit': 'Enviar',
  'transaction.addFunds': 'Añadir fondos',
  'transaction.success': 'Listo',
  'transaction.invalidQuantity':
    'Valor {field} de la transacción no válido: se esperaba un número no negativo, un bigint o una cadena hexadecimal con prefijo 0x',
  'transaction.invalidChainId': 'chainId de la transacción no válido: se esperaba un número entero positivo',
  'transaction.invalidData':
    'data de la transacción no válido: se esperaba una cadena hexadecimal con prefijo 0x de bytes completos',
  'transaction.invalidAddress':
    'Valor {field} de la transacción no válido: se esperaba una dirección hexadecimal de 20 bytes',
  'transaction.invalidRequest': 'Una solicitud de transacción debe ser un objeto',
  'transaction.preparing': 'Preparando tu transacción',
  'transaction.amountLabel': 'Importe',
  'transaction.feeLabel': 'Comisión estimada',
  'transaction.totalLabel': 'Total',
  'transaction.networkLabel': 'Red',
  'transaction.fromLabel': 'De',
  'transaction.toLabel': 'Para',
  'transaction.tryAgain': 'Reintentar',
  'transaction.completeTitle': 'Transacción completada',
  'transaction.completeBody': 'Tu transacción se confirmó.',
  'transaction.sentBody': 'Tu transacción se envió.',
  'transaction.revertedBody': 'Tu transacción se incluyó, pero se revirtió.',
  'transaction.hashLabel': 'Hash de la transacción',
  'transaction.statusLabel': 'Estado',
  'transaction.statusSuccess': 'Confirmada',
  'transaction.statusReverted': 'Revertida',
  'transaction.gasUsedLabel': 'Gas usado',
  'transaction.feePaidLabel': 'Comisión pagada',
  'transaction.blockLabel': 'Bloque',
  'transaction.done': 'Hecho',
  'transaction.sentUnconfirmed': 'La transacción se envió; la pantalla se cerró antes de que se confirmara',
  'transaction.notFromWallet': 'La transacción no es de esta billetera',
} satisfies Translation<typeof en>
