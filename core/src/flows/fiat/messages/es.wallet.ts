/** The funding flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': 'Añadir fondos a la cuenta',
  'fiat.promptBody': 'Compra criptomonedas con tarjeta y recíbelas directamente en tu billetera.',
  'fiat.onRampDisabled': 'La compra con dinero fiat debe estar activada',
  'fiat.unsupportedProvider':
    'Proveedor de compra con dinero fiat no compatible {provider}: solo se admite moonpay',
  'fiat.inProgress': 'En curso',
  'fiat.inProgressBody':
    'Termina la compra en la ventana de pago. Esta página se actualizará cuando se complete.',
  'fiat.completedTitle': '¡Has añadido fondos a tu cuenta!',
  'fiat.completedBody': 'Los activos pueden tardar unos minutos en aparecer en tu billetera.',
  'fiat.failedTitle': '¡Algo salió mal!',
  'fiat.failedBody':
    'No se pudo completar el pago. Inténtalo de nuevo o ponte en contacto con el soporte si el problema continúa.',
  'fiat.failedDebitCardHint': 'Las tarjetas de débito suelen funcionar mejor que las de crédito.',
  'fiat.serviceFailureTitle': '¡Algo salió mal!',
  'fiat.serviceFailureBody': 'Nuestro proveedor de pagos tuvo un error. Inténtalo de nuevo más tarde.',
  'fiat.awaitingAuthorizationTitle': 'Procesando el pago',
  'fiat.awaitingAuthorizationBody':
    'Puede tardar unas horas. Recibirás un correo electrónico cuando se complete la compra.',
  'fiat.invalidAddress': 'La dirección que recibe los fondos debe ser una dirección hexadecimal de 20 bytes',
  'fiat.noApiKey': 'La URL firmada de compra no tiene apiKey',
  'fiat.nothingToStart': 'No hay ninguna compra de fondos pendiente de iniciar',
  'fiat.walletLabel': 'Billetera que recibe los fondos',
  'fiat.openWindow': 'Abrir la ventana de pago',
  'fiat.backToTransaction': 'Volver a la transacción',
} satisfies Translation<typeof en>
