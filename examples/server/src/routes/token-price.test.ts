import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readPriceAnswer, validatePriceApiUrl } from '../price'
import { createTestServer, errorOf } from '../testing'

/** A real HTTP price API on 127.0.0.1 whose answer each test sets; it counts the calls it got. */
async function startPriceApi(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = []
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '')
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

describe('GET /api/v1/token_price', () => {
  it('answers from the dev table without a price API (and 404 for an unknown symbol)', async () => {
    const t = await createTestServer()
    const res = await t.get('/api/v1/token_price?chainId=31337&tokenSymbol=eth')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ usd: 3000 })
    expect(await errorOf(await t.get('/api/v1/token_price?chainId=1&tokenSymbol=NOPE'))).toMatchObject({
      status: 404,
    })
  })

  it('with a price API: the template is filled, the answer cached for the TTL, then asked again', async () => {
    let usd = 3120.5
    const api = await startPriceApi((_req, res) => json(res, 200, { usd }))
    stop = api.close
    const t = await createTestServer({
      priceApi: { url: `${api.url}/price/{symbol}?chain={chainId}`, ttlSeconds: 60 },
    })
    const get = async () => (await t.get('/api/v1/token_price?chainId=8453&tokenSymbol=eth')).json()
    expect(await get()).toEqual({ usd: 3120.5 })
    usd = 1
    expect(await get()).toEqual({ usd: 3120.5 })
    expect(api.seen).toEqual(['/price/ETH?chain=8453'])
    t.advance(61)
    expect(await get()).toEqual({ usd: 1 })
    expect(api.seen).toHaveLength(2)
    // the dev table is not consulted when a source is configured
    expect((await t.get('/api/v1/token_price?tokenSymbol=DAI')).status).toBe(200)
    expect(api.seen.at(-1)).toBe('/price/DAI?chain=')
  })

  it("Coinbase's spot shape is read too; concurrent misses share one upstream call", async () => {
    const api = await startPriceApi((_req, res) =>
      setTimeout(() => json(res, 200, { data: { amount: '2999.99', base: 'ETH', currency: 'USD' } }), 50),
    )
    stop = api.close
    const t = await createTestServer({ priceApi: { url: `${api.url}/v2/prices/{symbol}-USD/spot` } })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.get('/api/v1/token_price?chainId=1&tokenSymbol=ETH').then((r) => r.json()),
      ),
    )
    expect(answers).toEqual(Array(5).fill({ usd: 2999.99 }))
    expect(api.seen).toEqual(['/v2/prices/ETH-USD/spot'])
  })

  it('upstream 404 is 404; 500, garbage, a wrong shape or a timeout are 502 price_source_unavailable', async () => {
    let mode = '404'
    const api = await startPriceApi((_req, res) => {
      if (mode === '404') return json(res, 404, { error: 'unknown' })
      if (mode === '500') return json(res, 500, { error: 'down' })
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end('<html>')
      }
      if (mode === 'shape') return json(res, 200, { price: 3 })
      // 'stall': never answer
    })
    stop = api.close
    // the timeout is real time: long enough that a loaded machine's local answers (404, 500, ...) come well within it
    const t = await createTestServer({
      priceApi: { url: `${api.url}/{symbol}`, ttlSeconds: 1, timeoutMs: 1000, symbols: ['ETH', 'ZZZ'] },
    })
    expect(await errorOf(await t.get('/api/v1/token_price?tokenSymbol=ZZZ'))).toMatchObject({ status: 404 })
    expect(api.seen).toEqual(['/ZZZ'])
    for (const [m, reason] of [
      ['500', 'HTTP 500'],
      ['garbage', 'not JSON'],
      ['shape', 'no USD price'],
      ['stall', 'no answer within 1000 ms'],
    ]) {
      mode = m as string
      t.advance(2)
      const error = await errorOf(await t.get('/api/v1/token_price?tokenSymbol=ETH'))
      expect(error, m).toMatchObject({ status: 502, code: 'price_source_unavailable' })
      expect(error.error, m).toContain(reason)
    }
  })

  it('an unknown symbol answers 404 without an upstream call; look-ups are limited per IP (429)', async () => {
    const api = await startPriceApi((_req, res) => json(res, 200, { usd: 1 }))
    stop = api.close
    const t = await createTestServer({
      priceApi: { url: `${api.url}/{symbol}` },
      rateLimits: { pricePerIp: { max: 3, windowSeconds: 60 } },
    })
    for (const symbol of ['NOTACOIN', 'SCAM1']) {
      expect(await errorOf(await t.get(`/api/v1/token_price?tokenSymbol=${symbol}`))).toMatchObject({
        status: 404,
      })
    }
    expect(api.seen).toEqual([])
    expect((await t.get('/api/v1/token_price?tokenSymbol=usdc')).status).toBe(200)
    expect(api.seen).toEqual(['/USDC'])
    const limited = await t.get('/api/v1/token_price?tokenSymbol=ETH')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // another IP is not limited
    expect((await t.get('/api/v1/token_price?tokenSymbol=ETH', { ip: '10.9.9.9' })).status).toBe(200)
  })

  it('a failing source serves the last good price for a while, then 502', async () => {
    let up = true
    const api = await startPriceApi((_req, res) => (up ? json(res, 200, { usd: 25 }) : json(res, 503, {})))
    stop = api.close
    const t = await createTestServer({
      priceApi: { url: `${api.url}/{symbol}`, ttlSeconds: 10, staleIfErrorSeconds: 60 },
    })
    const get = () => t.get('/api/v1/token_price?tokenSymbol=AVAX')
    expect(await (await get()).json()).toEqual({ usd: 25 })
    up = false
    t.advance(30)
    expect(await (await get()).json()).toEqual({ usd: 25 })
    t.advance(60)
    expect(await errorOf(await get())).toMatchObject({ status: 502 })
  })

  it('the template and answer shapes are checked', () => {
    expect(() => validatePriceApiUrl('ftp://x/{symbol}')).toThrow('http(s)')
    expect(() => validatePriceApiUrl('https://x/price')).toThrow('{symbol}')
    expect(() => validatePriceApiUrl('not a url {symbol}')).toThrow('absolute URL')
    expect(readPriceAnswer({ usd: 1.5 })).toBe(1.5)
    expect(readPriceAnswer({ usd: -1 })).toBeNull()
    expect(readPriceAnswer({ data: { amount: '12.5', currency: 'EUR' } })).toBeNull()
    expect(readPriceAnswer({ data: { amount: '1e3', currency: 'USD' } })).toBeNull()
    expect(readPriceAnswer('3000')).toBeNull()
  })
})
