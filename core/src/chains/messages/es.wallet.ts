/** The chain clients: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    'No hay URL de RPC para la cadena {id}. Añade una a config.rpcConfig.rpcUrls o usa una cadena cuya definición la incluya.',
  'chain.rpcTimeout': 'El nodo RPC de la cadena {id} no respondió en {timeout} ms',
  'chain.rpcFailed': 'El nodo RPC de la cadena {id} no pudo responder a la solicitud ({method})',
} satisfies Translation<typeof en>
