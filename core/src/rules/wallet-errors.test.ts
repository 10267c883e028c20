import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiError, LatchError, WalletError } from '../errors'
import {
  invalidWalletResponse,
  isUnrecognizedChainError,
  isUserRejection,
  mapWalletError,
  toWalletError,
  WALLET_RPC_CODES,
} from './wallet-errors'

const rpc = (code: number, message = 'wallet says no') => Object.assign(new Error(message), { code })
const CHECK_WINDOWS = 'Don\u2019t see your wallet? Check your other browser windows.'

describe('mapWalletError: the EIP-1193 / JSON-RPC table', () => {
  const table: Array<[number, string, string, boolean]> = [
    [4001, 'You rejected the request', 'Please try connecting again.', true],
    [4100, 'Wallet might be locked', CHECK_WINDOWS, true],
    [4200, 'Your wallet does not support this request', 'Try another wallet, or update this one.', false],
    [
      4900,
      'Your wallet is not connected to any network',
      'Open your wallet, check its network, then try again.',
      true,
    ],
    [
      4901,
      'Your wallet is not connected to the requested network',
      'Open your wallet, check its network, then try again.',
      true,
    ],
    [
      4902,
      'This network is not added to your wallet',
      'Add the network in your wallet, then try again.',
      true,
    ],
    [-32700, 'Your wallet could not process the request', 'Please try connecting again.', true],
    [-32600, 'Your wallet could not process the request', 'Please try connecting again.', true],
    [-32601, 'Your wallet does not support this request', 'Try another wallet, or update this one.', false],
    [-32602, 'Your wallet could not process the request', 'Please try connecting again.', true],
    [-32603, 'Your wallet could not process the request', 'Please try connecting again.', true],
    [-32000, 'Your wallet could not process the request', 'Please try connecting again.', true],
    [-32001, 'Your wallet could not process the request', 'Please try connecting again.', true],
    [-32002, 'Connection request already pending', CHECK_WINDOWS, true],
    [-32003, 'Your wallet refused the transaction', 'Please try connecting again.', true],
    [-32004, 'Your wallet does not support this request', 'Try another wallet, or update this one.', false],
    [-32005, 'Your wallet is handling too many requests', 'Wait a moment, then try again.', true],
    [-32006, 'Your wallet does not support this request', 'Try another wallet, or update this one.', false],
  ]

  it('covers every code of the table', () => {
    expect(table.map(([code]) => code).sort()).toEqual([...WALLET_RPC_CODES].sort())
  })

  it.each(table)('%i while connecting', (code, message, detail, retryable) => {
    const info = mapWalletError(rpc(code), 'connect')
    expect(info).toMatchObject({ rpcCode: code, message, detail, retryable })
  })

  it('the detail of the pending and locked rows is spelt with U+2019', () => {
    expect(mapWalletError(rpc(4100)).detail.charCodeAt(3)).toBe(0x2019)
  })

  it('-32002 outside a connection request is a pending resource request', () => {
    expect(mapWalletError(rpc(-32002), 'sign')).toMatchObject({
      code: 'resource_request_pending',
      message: 'Resource request already pending',
      detail: CHECK_WINDOWS,
    })
  })
})

describe('rejections', () => {
  it('4001 while signing is a rejected signature', () => {
    expect(mapWalletError(rpc(4001), 'sign')).toMatchObject({
      code: 'signature_rejected',
      message: 'Signature rejected',
      detail: 'Please try signing again.',
      retryable: true,
    })
  })

  it("-32603 with 'The user rejected the request.' is a rejection; with another text it is not", () => {
    const rejected = rpc(-32603, 'The user rejected the request.')
    expect(isUserRejection(rejected)).toBe(true)
    expect(mapWalletError(rejected, 'connect').message).toBe('You rejected the request')
    expect(mapWalletError(rejected, 'sign').message).toBe('Signature rejected')
    expect(isUserRejection(rpc(-32603, 'Internal JSON-RPC error.'))).toBe(false)
  })

  it("viem's UserRejectedRequestError (4001 in a wrapper) is found through the cause chain", () => {
    const wrapped = new SwitchChainError(new UserRejectedRequestError(new Error('nope')))
    expect(isUserRejection(wrapped)).toBe(true)
  })
})

describe('other cases', () => {
  it('a 4902 nested in a -32603 (MetaMask mobile) and an addEthereumChain text mean an unknown chain', () => {
    const nested = Object.assign(new Error('Internal JSON-RPC error.'), {
      code: -32603,
      data: { originalError: { code: 4902, message: 'Unrecognized chain ID' } },
    })
    expect(isUnrecognizedChainError(nested)).toBe(true)
    expect(mapWalletError(nested).code).toBe('unrecognized_chain')
    expect(
      isUnrecognizedChainError(rpc(-32603, 'Try adding the chain using wallet_addEthereumChain first.')),
    ).toBe(true)
    expect(isUnrecognizedChainError(rpc(4001))).toBe(false)
  })

  it('a wallet owned by another user: not retryable', () => {
    const error = new ApiError('linked_to_another_user', 'linked', { status: 400 })
    expect(mapWalletError(error, 'link')).toMatchObject({
      message: 'User already exists for this address',
      detail: 'Try another address!',
      retryable: false,
    })
  })

  it('timeouts, refused logins and unknown failures', () => {
    expect(mapWalletError(new LatchError('client_request_timeout', 'Request timed out'))).toMatchObject({
      message: 'Wallet request timed out',
      detail: 'Please try connecting again.',
    })
    expect(
      mapWalletError(new ApiError('invalid_credentials', 'bad nonce', { status: 401 }), 'login'),
    ).toMatchObject({
      message: 'Could not log in with wallet',
      detail: 'Please try connecting again.',
      retryable: true,
    })
    expect(mapWalletError('garbage')).toMatchObject({
      code: 'unknown_connect_wallet_error',
      message: 'Unable to connect to wallet.',
      detail: 'Please try connecting again.',
      retryable: true,
    })
  })

  it("a host's message overrides apply", () => {
    expect(
      mapWalletError(rpc(4001), 'sign', { 'walletError.signatureRejected': 'Signatur abgelehnt' }).message,
    ).toBe('Signatur abgelehnt')
  })

  it('toWalletError builds a WalletError once and keeps it when mapped again', () => {
    const error = toWalletError(rpc(4001), 'sign')
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({
      code: 'signature_rejected',
      message: 'Signature rejected',
      details: 'Please try signing again.',
      retryable: true,
      rpcCode: 4001,
    })
    expect(toWalletError(error, 'connect')).toBe(error)
    expect(mapWalletError(error, 'connect').message).toBe('Signature rejected')
  })

  it('invalid provider answers are retryable and read as the table messages', () => {
    expect(invalidWalletResponse('no_accounts')).toMatchObject({
      message: 'Wallet might be locked',
      retryable: true,
    })
    expect(invalidWalletResponse('bad_signature')).toMatchObject({
      message: 'Unable to connect to wallet.',
      details: 'Please try connecting again.',
      retryable: true,
    })
  })
})
