/**
 * The EVM family: 'ethereum' accounts on `eip155:<id>` chains; the embedded wallet, EIP-6963 browser wallets,
 * WalletConnect and deep links to known wallets; Sign-In With Ethereum; an EIP-1193 signer whose prompted methods are
 * the sign flow's and `eth_sendTransaction` the send flow's; EIP-55 checksummed addresses (viem).
 */
import { type Address, getAddress, isAddress } from 'viem'
import { defineChainFamily } from '../family'

/** The EVM chain family. */
export const evmFamily = defineChainFamily({
  id: 'ethereum',
  namespace: 'eip155',
  walletKinds: ['embedded', 'injected', 'walletconnect', 'deep-link'],
  signInPath: '/siwe',
  signer: {
    interface: 'eip1193',
    // the sign flow's PROMPTED_METHODS and the send flow's method
    signMethods: ['personal_sign', 'eth_sign', 'eth_signTypedData_v4'],
    sendMethods: ['eth_sendTransaction'],
  },
  screens: {
    sign: ['EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'],
    send: ['EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'],
  },
  parseAddress: (value): Address | null =>
    typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : null,
  chainId: (reference) => `eip155:${reference}`,
  chainReference: (caip2) => (caip2.startsWith('eip155:') ? caip2.slice(7) : null),
})
