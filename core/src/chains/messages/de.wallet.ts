/** The chain clients: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    'Keine RPC-URL für Chain {id}. Füge eine zu config.rpcConfig.rpcUrls hinzu oder verwende eine Chain, deren Definition eine enthält.',
  'chain.rpcTimeout': 'Der RPC-Knoten von Chain {id} hat nicht innerhalb von {timeout} ms geantwortet',
  'chain.rpcFailed': 'Der RPC-Knoten von Chain {id} konnte die Anfrage nicht beantworten ({method})',
} satisfies Translation<typeof en>
