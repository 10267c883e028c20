/** The chain clients: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'chain.noRpcUrl':
    'No RPC url for chain {id}. Add one to config.rpcConfig.rpcUrls, or use a chain whose definition has one.',
  'chain.rpcTimeout': 'The RPC node of chain {id} did not answer within {timeout} ms',
  'chain.rpcFailed': 'The RPC node of chain {id} could not answer the request ({method})',
} as const
