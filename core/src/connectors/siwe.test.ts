import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createStepClock } from '../../../test/fixtures/core/connectors'
import type { Api, ApiRequest } from '../api/types'
import { buildSiweMessage, createSiweCredentials, siweOriginOf } from './siwe'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('buildSiweMessage', () => {
  it('is an EIP-4361 message whose statement says signing is no transaction and costs no fee', () => {
    const issuedAt = new Date('2026-11-26T00:00:00.000Z')
    const message = buildSiweMessage({
      address: account.address,
      chainId: 8453,
      nonce: 'abcdefgh12345678',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      issuedAt,
    })
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 8453,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      nonce: 'abcdefgh12345678',
      version: '1',
      issuedAt,
    })
    expect(parsed.statement).toMatch(/does not initiate a transaction or cost any fees/)
    expect(validateSiweMessage({ message: parsed, domain: 'app.example.com', time: issuedAt })).toBe(true)
  })

  it('a host catalogue can reword the statement', () => {
    const message = buildSiweMessage(
      {
        address: account.address,
        chainId: 1,
        nonce: 'abcdefgh12345678',
        domain: 'a.example',
        uri: 'https://a.example',
        issuedAt: new Date(),
      },
      { 'siwe.statement': 'Sign to log in. Free, and not a transaction.' },
    )
    expect(parseSiweMessage(message).statement).toBe('Sign to log in. Free, and not a transaction.')
  })
})

describe('siweOriginOf', () => {
  it('takes the host (with port) and the origin of an http(s) page only', () => {
    expect(siweOriginOf('http://127.0.0.1:5173/login?x=1#y')).toEqual({
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
    })
    expect(siweOriginOf('file:///tmp/x.html')).toBeNull()
    expect(siweOriginOf('nope')).toBeNull()
  })
})

describe('createSiweCredentials', () => {
  it("asks the server for a nonce for the wallet's address, and the wallet signs the page's message", async () => {
    const calls: ApiRequest<unknown>[] = []
    const api: Api = {
      request: async <T>(request: ApiRequest<T>) => {
        calls.push(request as ApiRequest<unknown>)
        return request.parse({
          nonce: 'n0nce0000000001',
          address: account.address,
          expires_at: '2030-01-01T00:00:00Z',
        })
      },
    }
    const clock = createStepClock(Date.UTC(2026, 10, 26))
    const location = { href: () => 'https://app.example.com/p', replace: () => {}, assign: () => {} }
    const credentials = await createSiweCredentials(
      { api, env: { clock, location } },
      {
        address: account.address,
        chainId: 'eip155:10',
        walletClientType: 'metamask',
        connectorType: 'injected',
        sign: (message) => account.signMessage({ message }),
      },
    )
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/v1/siwe/init', { address: account.address }],
    ])
    expect(parseSiweMessage(credentials.message)).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      chainId: 10,
      nonce: 'n0nce0000000001',
      issuedAt: new Date(Date.UTC(2026, 10, 26)),
    })
    expect(credentials).toMatchObject({
      chainId: 'eip155:10',
      walletClientType: 'metamask',
      connectorType: 'injected',
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: credentials.message,
        signature: credentials.signature,
      }),
    ).toBe(true)
  })

  it('without a page address (a server) it refuses before any call', async () => {
    const api: Api = {
      request: () => {
        throw new Error('no call expected')
      },
    }
    await expect(
      createSiweCredentials(
        { api, env: { clock: createStepClock(), location: undefined } },
        {
          address: account.address,
          chainId: 'eip155:1',
          walletClientType: 'x',
          connectorType: 'injected',
          sign: async () => '0x',
        },
      ),
    ).rejects.toMatchObject({ code: 'invalid_config' })
  })
})
