/**
 * Logout cleanup inside the wallet frame, against the real server: the frame program (its messenger, handlers and
 * wallet, over one browser profile's device store) keeps a rebuilt key in memory only until the host says the
 * person signed out. After `privy:wallet:logout`, a sign with the same, still unexpired access token is not served
 * from memory: the frame asks the server for the share again (a recovery of the key), which the ended session
 * refuses, so the sign fails with a coded error and nothing is signed. A sign before the logout is served from
 * memory, without a call (so a frame that never drops its keys cannot pass).
 */
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHandlers } from '../../core/src/embedded-wallet/frame/handlers'
import { createFrameMessenger } from '../../core/src/embedded-wallet/frame/messenger'
import { type ContractServer, PAGE, post, startContractServer } from './helpers'
import { frameDevice, login } from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const HOST = new URL(PAGE).origin

/** The frame as the host page talks to it: messages in, the one reply out. */
function frame(device: ReturnType<typeof frameDevice>) {
  const replies = new Map<string, { data?: unknown; error?: { type: string; message: string } }>()
  const parent = {
    postMessage(message: unknown) {
      const m = message as { id: string; data?: unknown; error?: { type: string; message: string } }
      replies.set(m.id, m)
    },
  }
  const onMessage = createFrameMessenger({
    parent,
    allowedOrigins: [HOST],
    handlers: frameHandlers(device.wallet),
  })
  let n = 0
  return async (event: string, data: unknown) => {
    const id = `m${n++}`
    await onMessage({ data: { id, event, data }, origin: HOST, source: parent })
    return replies.get(id)
  }
}

describe('logout cleanup in the frame', () => {
  it('after privy:wallet:logout the frame holds no key: a sign with the same token needs the share again, which the ended session refuses; before it, a sign is served from memory', async () => {
    const user = await login(server)
    // every call the frame makes to the server, by path
    const calls: string[] = []
    const device = frameDevice(server, {
      fetch: (input, init) => {
        calls.push(new URL(String(input)).pathname)
        return fetch(input, init)
      },
    })
    const send = frame(device)
    const created = await send('privy:wallet:create', { accessToken: user.token })
    const address = (created?.data as { address: `0x${string}` } | undefined)?.address as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const sign = (message: string) =>
      send('privy:wallet:rpc', {
        accessToken: user.token,
        address,
        request: { method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, address] },
      })
    // signed in: the key is in the frame's memory, no call to the server
    const callsBefore = calls.length
    const first = await sign('before logout')
    const signature = (first?.data as { result: `0x${string}` } | undefined)?.result as `0x${string}`
    expect(await verifyMessage({ address, message: 'before logout', signature })).toBe(true)
    expect(calls.length).toBe(callsBefore)

    // the person signs out: the host ends the session on the server and tells the frame
    const out = await post(
      server,
      '/api/v1/sessions/logout',
      { refresh_token: user.refreshToken },
      {
        authorization: `Bearer ${user.token}`,
      },
    )
    expect(out.status).toBeLessThan(300)
    expect(await send('privy:wallet:logout', {})).toEqual({
      id: expect.any(String),
      event: 'privy:wallet:logout',
      data: {},
    })

    // the same access token (not expired yet): the frame must rebuild the key from the server, which refuses it
    const callsAtLogout = calls.length
    const after = await sign('after logout')
    expect(after?.data).toBeUndefined()
    expect(after?.error).toEqual({ type: 'error', message: 'An error has occured, please login again.' })
    // the frame went back to the server for the share (the key had to be recovered again)
    const recovery = calls.slice(callsAtLogout)
    expect(recovery.length).toBeGreaterThan(0)
    expect(recovery.every((p) => p.startsWith('/api/v1/'))).toBe(true)
  })
})
