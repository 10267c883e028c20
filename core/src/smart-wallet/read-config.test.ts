import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { isLatchError } from '../errors'
import { readSmartWallets } from './read-config'

const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.${id}.test`] } },
})
const base = chain(8453, 'Base')
const optimism = chain(10, 'Optimism')

function thrown(fn: () => unknown): { code: string; message: string } {
  try {
    fn()
  } catch (error) {
    if (isLatchError(error)) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected a throw')
}

describe('readSmartWallets', () => {
  const chains = [base, optimism]
  it('is off (null) unless set', () => {
    expect(readSmartWallets(undefined, chains)).toBeNull()
  })
  it('keeps a valid config, per chain', () => {
    const smartWallets = readSmartWallets(
      {
        implementation: 'kernel',
        chains: {
          8453: { bundlerUrl: 'https://bundler.test/rpc', paymasterUrl: 'https://api.test/api/v1/paymaster' },
          10: { bundlerUrl: 'http://localhost:4337', factoryAddress: `0x${'ab'.repeat(20)}` },
        },
      },
      chains,
    )
    expect(smartWallets).toEqual({
      implementation: 'kernel',
      chains: {
        8453: { bundlerUrl: 'https://bundler.test/rpc', paymasterUrl: 'https://api.test/api/v1/paymaster' },
        10: { bundlerUrl: 'http://localhost:4337', factoryAddress: `0x${'ab'.repeat(20)}` },
      },
    })
  })
  it.each([
    [
      { chains: { 8453: { bundlerUrl: 'https://b.test' } } },
      'config.smartWallets needs an implementation and at least one chain',
    ],
    [
      { implementation: 'argent', chains: { 8453: { bundlerUrl: 'https://b.test' } } },
      "config.smartWallets.implementation must be one of 'simple', 'light', 'kernel', 'safe'",
    ],
    [
      { implementation: 'simple', chains: {} },
      'config.smartWallets needs an implementation and at least one chain',
    ],
    [
      { implementation: 'simple', chains: { 1: { bundlerUrl: 'https://b.test' } } },
      'config.smartWallets.chains.1: not a chain of supportedChains',
    ],
    [
      { implementation: 'simple', chains: { 10: {} } },
      'config.smartWallets.chains.10.bundlerUrl must be an http(s) URL',
    ],
    [
      { implementation: 'simple', chains: { 10: 'https://b.test' } },
      'config.smartWallets.chains.10 must be an object',
    ],
    [
      { implementation: 'simple', chains: { 10: { bundlerUrl: 'ftp://b.test' } } },
      'config.smartWallets.chains.10.bundlerUrl must be an http(s) URL',
    ],
    [
      { implementation: 'simple', chains: { 10: { bundlerUrl: 'https://b.test', paymasterUrl: 'pm' } } },
      'config.smartWallets.chains.10.paymasterUrl must be an http(s) URL',
    ],
    [
      { implementation: 'simple', chains: { 10: { bundlerUrl: 'https://b.test', factoryAddress: '0x12' } } },
      'config.smartWallets.chains.10.factoryAddress must be a 0x address',
    ],
    ['simple', 'config.smartWallets must be an object'],
  ])('refuses %j: %s', (smartWallets, message) => {
    expect(thrown(() => readSmartWallets(smartWallets, chains))).toEqual({ code: 'invalid_config', message })
  })
})
