/** The chain clients: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    'Nenhuma URL de RPC para a rede {id}. Adicione uma em config.rpcConfig.rpcUrls ou use uma rede cuja definição tenha uma.',
  'chain.rpcTimeout': 'O nó RPC da rede {id} não respondeu em {timeout} ms',
  'chain.rpcFailed': 'O nó RPC da rede {id} não conseguiu responder à solicitação ({method})',
} satisfies Translation<typeof en>
