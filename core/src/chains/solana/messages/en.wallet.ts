/** The Solana chain family: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'solana.noSignIn': 'This wallet cannot sign in: it offers neither Sign In With Solana nor message signing',
  'solana.noAccount': 'Your wallet shared no Solana account',
  'solana.signedOtherMessage': 'Your wallet signed a different message than the one asked for',
} as const
