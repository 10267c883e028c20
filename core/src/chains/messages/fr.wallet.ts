/** The chain clients: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    'Aucune URL RPC pour la chaîne {id}. Ajoutez-en une à config.rpcConfig.rpcUrls, ou utilisez une chaîne dont la définition en contient une.',
  'chain.rpcTimeout': 'Le nœud RPC de la chaîne {id} n’a pas répondu en {timeout} ms',
  'chain.rpcFailed': 'Le nœud RPC de la chaîne {id} n’a pas pu répondre à la requête ({method})',
} satisfies Translation<typeof en>
