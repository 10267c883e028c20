/** The embedded wallet's EIP-1193 provider: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': 'Método não suportado: {method}',
  'embeddedProvider.invalidParams': 'Parâmetros inválidos para {method}',
  'embeddedProvider.noRpcUrl': 'Nenhuma URL de RPC para a rede {id}',
  'embeddedProvider.disconnected': 'A carteira integrada está desconectada: o usuário saiu',
  'embeddedProvider.chainUnreachable': 'O nó RPC da rede {id} não respondeu',
} satisfies Translation<typeof en>
