/** The external-wallet flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': 'Conectar',
  'wallet.dontSeeWallet': '¿No ves tu billetera? Revisa las otras ventanas del navegador.',
  'wallet.unableToConnect': 'No se pudo conectar la billetera',
  'wallet.useDifferentWallet': 'Usar otra billetera',
  'wallet.loginFailed': 'No se pudo conectar con la billetera',
  'wallet.tryAgain': 'Reintentar',
  'wallet.cancel': 'Cancelar',
} satisfies Translation<typeof en>
