/** The external-wallet flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': 'Conectar',
  'wallet.dontSeeWallet': 'Não está vendo sua carteira? Verifique as outras janelas do navegador.',
  'wallet.unableToConnect': 'Não foi possível conectar a carteira',
  'wallet.useDifferentWallet': 'Usar outra carteira',
  'wallet.loginFailed': 'Não foi possível conectar com a carteira',
  'wallet.tryAgain': 'Tentar novamente',
  'wallet.cancel': 'Cancelar',
} satisfies Translation<typeof en>
