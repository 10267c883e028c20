import { parseTransaction, recoverTransactionAddress, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { FrameError } from '../protocol'
import { signRpc } from './rpc'

const account = privateKeyToAccount(generatePrivateKey())
const OTHER = '0x000000000000000000000000000000000000dEaD'

async function refused(request: Parameters<typeof signRpc>[1]) {
  const error = await signRpc(account, request).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FrameError)
  expect((error as FrameError).type).toBe('invalid_request_arguments')
}

describe('frame signing', () => {
  it('personal_sign signs text and hex; eth_sign signs hex data', async () => {
    const text = await signRpc(account, { method: 'personal_sign', params: ['hello', account.address] })
    expect(await verifyMessage({ address: account.address, message: 'hello', signature: text })).toBe(true)
    const raw = await signRpc(account, { method: 'personal_sign', params: ['0x68656c6c6f'] })
    expect(
      await verifyMessage({ address: account.address, message: { raw: '0x68656c6c6f' }, signature: raw }),
    ).toBe(true)
    const eth = await signRpc(account, { method: 'eth_sign', params: [account.address, '0xdeadbeef'] })
    expect(
      await verifyMessage({ address: account.address, message: { raw: '0xdeadbeef' }, signature: eth }),
    ).toBe(true)
  })

  it('a legacy transaction (gasPrice) and an EIP-1559 one with decimal and hex quantities', async () => {
    const legacy = await signRpc(account, {
      method: 'eth_signTransaction',
      params: [{ chainId: 31337, to: OTHER, value: '1000', gas: 21000, gasPrice: '0x3b9aca00', nonce: 3 }],
    })
    const parsed = parseTransaction(legacy)
    expect(parsed).toMatchObject({
      type: 'legacy',
      chainId: 31337,
      value: 1000n,
      nonce: 3,
      gasPrice: 1_000_000_000n,
    })
    const eip1559 = await signRpc(account, {
      method: 'eth_signTransaction',
      params: [
        {
          chainId: '0x1',
          to: OTHER,
          value: '0x1',
          gasLimit: '0x5208',
          maxFeePerGas: '0x2',
          maxPriorityFeePerGas: '0x1',
          from: account.address,
        },
      ],
    })
    expect(parseTransaction(eip1559)).toMatchObject({ type: 'eip1559', chainId: 1, gas: 21000n })
    expect(await recoverTransactionAddress({ serializedTransaction: eip1559 as `0x02${string}` })).toBe(
      account.address,
    )
  })

  it('bad parameters are invalid_request_arguments', async () => {
    await refused({ method: 'personal_sign', params: [''] })
    await refused({ method: 'personal_sign', params: ['hi', OTHER] })
    await refused({ method: 'eth_sign', params: [OTHER, '0x12'] })
    await refused({ method: 'eth_sign', params: [account.address, 'not hex'] })
    await refused({ method: 'eth_signTypedData_v4', params: [account.address, '{not json'] })
    await refused({ method: 'eth_signTypedData_v4', params: [account.address, { types: {} }] })
    await refused({ method: 'eth_signTransaction', params: [{ to: OTHER }] })
    await refused({ method: 'eth_signTransaction', params: [{ chainId: 1, to: 'nope' }] })
    await refused({ method: 'eth_signTransaction', params: [{ chainId: 1, to: OTHER, value: '-1' }] })
    await refused({ method: 'eth_signTransaction', params: [{ chainId: 1, to: OTHER, from: OTHER }] })
    await refused({ method: 'eth_signTransaction', params: [{ chainId: 1, to: OTHER, type: '0x7' }] })
    await refused({ method: 'eth_signTransaction', params: ['tx'] })
  })
})
