/** The embedded wallet's EIP-1193 provider: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'embeddedProvider.unsupportedMethod': 'Unsupported method: {method}',
  'embeddedProvider.invalidParams': 'Invalid parameters for {method}',
  'embeddedProvider.noRpcUrl': 'No RPC url for chain {id}',
  'embeddedProvider.disconnected': 'The embedded wallet is disconnected: the user signed out',
  'embeddedProvider.chainUnreachable': 'The RPC node of chain {id} did not answer',
} as const
