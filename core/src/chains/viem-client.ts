/**
 * viem's bare client, its HTTP transport and the one action the embedded provider needs, in a module of their own for
 * code that loads them with `import()`: a bundler then keeps only these in the lazily loaded chunk (an
 * `import('viem')` keeps every export of viem, and a public client carries every public action).
 */
export { createClient, http } from 'viem'
export { prepareTransactionRequest } from 'viem/actions'
