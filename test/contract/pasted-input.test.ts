/**
 * What a person pastes, against the real server: an email copied with a bidi mark and a zero-width space, and a
 * code copied from a right-to-left message, reach the same account as the clean address (the code goes to the
 * clean address; the server never sees the invisible characters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractServer, createClient, loginByEmail, readCode, startContractServer } from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

describe('pasted input with invisible characters', () => {
  it('an email with U+200F / U+200B and a code wrapped in U+200F log in to the same account', async () => {
    const first = createClient(server)
    const clean = await loginByEmail(server, first, 'pasted@example.com')
    expect(clean.isNewUser).toBe(true)

    const second = createClient(server)
    await second.ready()
    await second.initLoginWithEmail('\u200fpasted\u200b@example.com ')
    // the code was sent to the clean address
    const code = await readCode(server, 'pasted@example.com')
    const again = await second.loginWithCode(`\u200f${code}\u200f`)
    expect(again.isNewUser).toBe(false)
    expect(again.user.id).toBe(clean.user.id)
    first.destroy()
    second.destroy()
  })
})
