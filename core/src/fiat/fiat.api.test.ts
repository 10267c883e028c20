import { describe, expect, it } from 'vitest'
import type { Api, ApiRequest } from '../api/types'
import { onRampStatusUrl, parseOnRampStatusRecords, signOnRampUrl } from './fiat.api'

const ADDRESS = '0x000000000000000000000000000000000000dEaD'

function fakeApi(answer: unknown) {
  const requests: ApiRequest<unknown>[] = []
  const api: Api = {
    async request<T>(request: ApiRequest<T>): Promise<T> {
      requests.push(request as ApiRequest<unknown>)
      return request.parse(answer)
    },
  }
  return { api, requests }
}

describe('signOnRampUrl', () => {
  const answer = { signedUrl: 'https://buy.test/?apiKey=pk&signature=x', externalTransactionId: 'ext-1' }

  it('posts a bearer call with the address, the sandbox flag and currency ETH_ETHEREUM by default', async () => {
    const { api, requests } = fakeApi(answer)
    await expect(signOnRampUrl(api, { address: ADDRESS })).resolves.toEqual(answer)
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/plugins/moonpay_on_ramp/sign',
      auth: 'protected',
      body: { address: ADDRESS, useSandbox: false, config: { currencyCode: 'ETH_ETHEREUM' } },
    })
  })

  it('passes the currency and the accent colour and theme', async () => {
    const { api, requests } = fakeApi(answer)
    await signOnRampUrl(api, {
      address: ADDRESS,
      useSandbox: true,
      currencyCode: 'USDC_BASE',
      uiConfig: { accentColor: '#676FFF', theme: 'dark' },
    })
    expect(requests[0]?.body).toEqual({
      address: ADDRESS,
      useSandbox: true,
      config: { currencyCode: 'USDC_BASE', uiConfig: { accentColor: '#676FFF', theme: 'dark' } },
    })
  })

  it('a bad address never reaches the server', async () => {
    const { api, requests } = fakeApi(answer)
    await expect(signOnRampUrl(api, { address: '0x123' })).rejects.toMatchObject({ code: 'invalid_input' })
    expect(requests).toHaveLength(0)
  })

  it('an answer without signedUrl is refused by the shape check', async () => {
    const { api } = fakeApi({ signed_url: 'x', external_transaction_id: 'y' })
    await expect(signOnRampUrl(api, { address: ADDRESS })).rejects.toThrow(/signedUrl/)
  })
})

describe('onRampStatusUrl', () => {
  const signedUrl =
    'http://127.0.0.1:8787/dev/moonpay/widget?apiKey=pk_test_1&externalTransactionId=a%20b&signature=s'
  it("reuses the signed URL's publishable key, on the provider's API by default", () => {
    expect(onRampStatusUrl({ signedUrl, externalTransactionId: 'a b' })).toBe(
      'https://api.moonpay.com/v1/transactions/ext/a%20b?apiKey=pk_test_1',
    )
  })
  it('takes the API base from config (the dev stand-in)', () => {
    expect(
      onRampStatusUrl({
        signedUrl,
        externalTransactionId: 'x',
        apiUrl: 'http://127.0.0.1:8787/dev/moonpay/',
      }),
    ).toBe('http://127.0.0.1:8787/dev/moonpay/v1/transactions/ext/x?apiKey=pk_test_1')
  })
  it('a signed URL without a key is an error', () => {
    expect(() => onRampStatusUrl({ signedUrl: 'https://buy.test/?a=1', externalTransactionId: 'x' })).toThrow(
      /apiKey/,
    )
  })
})

describe('parseOnRampStatusRecords', () => {
  it('picks the most recently updated record', () => {
    const picked = parseOnRampStatusRecords([
      { status: 'failed', updatedAt: '2026-11-26T01:00:00Z' },
      { status: 'completed', updatedAt: '2026-11-26T02:00:00Z', currency: { code: 'eth' } },
      { status: 'pending', updatedAt: '2026-11-26T00:00:00Z' },
    ])
    expect(picked).toMatchObject({ status: 'completed', currencyCode: 'eth', feeAmount: null })
  })
  it('null for an empty array; throws for a non-array or a record without a status', () => {
    expect(parseOnRampStatusRecords([])).toBeNull()
    expect(() => parseOnRampStatusRecords({ status: 'completed' })).toThrow(TypeError)
    expect(() => parseOnRampStatusRecords([{}])).toThrow(TypeError)
  })
})
