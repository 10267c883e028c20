/**
 * A dropped connection on a code submit, with the real client (core in Node) against the real server: the submit
 * fails with a retryable `network_error` and is never sent again by itself (a code check is not repeatable: a lost
 * answer may mean the server already judged it). A connection that drops before the request leaves counts no
 * attempt anywhere: after three wrong codes and the drop, the right code still signs in (a fourth counted attempt
 * would have killed the code: four wrong tries are the limit). A connection that drops after the server judged a
 * wrong code counts that one attempt once, not twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractServer, createClient, readCode, startContractServer } from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const AUTHENTICATE = '/api/v1/passwordless/authenticate'

/** A client whose fetch can drop the next code check before it leaves, or after the server answered it. */
function droppingClient() {
  let drop: 'before' | 'after' | null = null
  /** Code checks that reached the server. */
  let reached = 0
  const latch = createClient(server, {
    env: {
      fetch: async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input))
        if (url.pathname !== AUTHENTICATE) return globalThis.fetch(input, init)
        const mode = drop
        drop = null
        if (mode === 'before') throw new TypeError('Failed to fetch')
        reached++
        const response = await globalThis.fetch(input, init)
        if (mode === 'after') {
          await response.arrayBuffer()
          throw new TypeError('network connection was lost')
        }
        return response
      },
    },
  })
  return {
    latch,
    dropNext: (when: 'before' | 'after') => {
      drop = when
    },
    reached: () => reached,
  }
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

describe('a dropped connection on a code submit', () => {
  it('before the request leaves: a retryable network error, not sent again, no attempt counted: three wrong codes, the drop, then the right code signs in', async () => {
    const { latch, dropNext, reached } = droppingClient()
    const email = `drop-before-${Date.now()}@example.com`
    await latch.ready()
    await latch.initLoginWithEmail(email)
    const code = await readCode(server, email)
    for (let i = 0; i < 3; i++) {
      await expect(latch.loginWithCode(wrongOf(code))).rejects.toMatchObject({ code: 'invalid_credentials' })
    }
    expect(reached()).toBe(3)
    dropNext('before')
    await expect(latch.loginWithCode(code)).rejects.toMatchObject({ code: 'network_error', retryable: true })
    // the client did not send it again by itself
    expect(reached()).toBe(3)
    expect(latch.$auth.get().status).toBe('unauthenticated')
    // the person submits again: the code is still alive (the drop was the fourth submit, not a fourth attempt)
    await latch.loginWithCode(code)
    expect(reached()).toBe(4)
    expect(latch.$auth.get().status).toBe('authenticated')
  })

  it('after the server judged a wrong code: a retryable network error, sent once, counted once: two more wrong codes and the right one still signs in', async () => {
    const { latch, dropNext, reached } = droppingClient()
    const email = `drop-after-${Date.now()}@example.com`
    await latch.ready()
    await latch.initLoginWithEmail(email)
    const code = await readCode(server, email)
    dropNext('after')
    await expect(latch.loginWithCode(wrongOf(code))).rejects.toMatchObject({
      code: 'network_error',
      retryable: true,
    })
    expect(reached()).toBe(1)
    for (let i = 0; i < 2; i++) {
      await expect(latch.loginWithCode(wrongOf(code))).rejects.toMatchObject({ code: 'invalid_credentials' })
    }
    // three attempts counted (one per wrong code the server saw): the fourth submit, the right code, passes
    await latch.loginWithCode(code)
    expect(reached()).toBe(4)
    expect(latch.$auth.get().status).toBe('authenticated')
  })
})
