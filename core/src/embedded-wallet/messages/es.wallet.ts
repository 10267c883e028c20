/** The embedded wallet's EIP-1193 provider: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': 'Método no compatible: {method}',
  'embeddedProvider.invalidParams': 'Parámetros no válidos para {method}',
  'embeddedProvider.noRpcUrl': 'No hay URL de RPC para la cadena {id}',
  'embeddedProvider.disconnected': 'La billetera integrada está desconectada: el usuario cerró sesión',
  'embeddedProvider.chainUnreachable': 'El nodo RPC de la cadena {id} no respondió',
} satisfies Translation<typeof en>
