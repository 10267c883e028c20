/**
 * viem's public client and HTTP transport in a module of their own, for code that loads them with `import()`: a
 * bundler then keeps only these in the lazily loaded chunk (an `import('viem')` keeps every export of viem).
 */
export { createPublicClient, http } from 'viem'
