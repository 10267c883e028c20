/**
 * `POST /api/v1/paymaster`: the ERC-7677 JSON-RPC endpoint (mounted after the app middleware: `privy-app-id` names
 * the app). A caller with `Authorization: Bearer <access token>` is sponsored as that user; one without is a guest,
 * sponsored only when the app's policy says `guests=on`. This file is the route's whole registration.
 */
import { Hono } from 'hono'
import { requireCaller } from '../auth'
import type { Deps, HonoEnv } from '../context'
import { createPaymasterService, PaymasterRpcError, type PaymasterService } from './service'

export function paymasterRoutes(
  deps: Deps,
  service: PaymasterService = createPaymasterService(deps),
): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const caller = requireCaller(deps)
  r.post('/paymaster', async (c) => {
    let body: { id?: unknown; method?: unknown; params?: unknown }
    try {
      body = await c.req.json()
    } catch {
      return c.json({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'parse_error: the body is not JSON' },
      })
    }
    const id = typeof body.id === 'number' || typeof body.id === 'string' ? body.id : null
    let userId: string | null = null
    if (c.req.header('authorization')) {
      await caller(c, async () => {})
      userId = c.get('caller').userId
    }
    try {
      const result = await service.handle({
        app: c.get('app'),
        userId,
        method: typeof body.method === 'string' ? body.method : '',
        params: body.params,
        requestId: c.get('requestId'),
      })
      return c.json({ jsonrpc: '2.0', id, result })
    } catch (error) {
      if (!(error instanceof PaymasterRpcError)) throw error
      return c.json({
        jsonrpc: '2.0',
        id,
        error: { code: error.rpcCode, message: error.message, data: error.data },
      })
    }
  })
  return r
}
