import { getLatchContext } from '@latch/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../examples/server/src/index'
import {
  APP_ID,
  type ContractServer,
  createClient,
  decodeClaims,
  loginByEmail,
  readCode,
  startContractServer,
} from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('email and SMS login (codes read from /dev/outbox)', () => {
  it('email: initLoginWithEmail then loginWithCode authenticates a new user, then the same user again', async () => {
    const latch = createClient(server)
    await latch.ready()
    expect(latch.$appConfig.get()?.id).toBe(APP_ID)
    expect(latch.$auth.get().status).toBe('unauthenticated')
    const result = await loginByEmail(server, latch, 'contract-email@example.com')
    expect(result.isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    const user = latch.$user.get()
    expect(user?.email?.address).toBe('contract-email@example.com')
    const token = await latch.getAccessToken()
    expect(token).toBeTruthy()
    expect(decodeClaims(token as string)).toMatchObject({ aud: APP_ID, sub: user?.id })

    const again = createClient(server)
    const second = await loginByEmail(server, again, 'contract-email@example.com')
    expect(second.isNewUser).toBe(false)
    expect(second.user.id).toBe(user?.id)
  })

  it('email: a wrong code is an ApiError 422, and the right code still works after it', async () => {
    const latch = createClient(server)
    await latch.ready()
    await latch.initLoginWithEmail('wrong-code@example.com')
    const code = await readCode(server, 'wrong-code@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(latch.loginWithCode(wrong)).rejects.toMatchObject({ status: 422 })
    await latch.initLoginWithEmail('wrong-code@example.com')
    const result = await latch.loginWithCode(await readCode(server, 'wrong-code@example.com'))
    expect(result.user.email?.address).toBe('wrong-code@example.com')
  })

  it('SMS: initLoginWithSms then loginWithCode', async () => {
    const latch = createClient(server)
    await latch.ready()
    await latch.initLoginWithSms('+12015550123')
    const result = await latch.loginWithCode(await readCode(server, '+12015550123'))
    expect(result.isNewUser).toBe(true)
    expect(latch.$user.get()?.phone?.number).toBe('+12015550123')
  })

  it('an invalid email is refused by the server with 422 (raw call: the client validates first)', async () => {
    const latch = createClient(server)
    await expect(
      getLatchContext(latch).api.request({
        method: 'POST',
        path: '/api/v1/passwordless/init',
        body: { email: 'nope' },
        parse: (x) => x,
      }),
    ).rejects.toMatchObject({ status: 422, code: 'invalid_data', message: 'Invalid email address' })
  })
})

describe('allowlist', () => {
  it('an email off the allowlist is rejected with allowlist_rejected (403)', async () => {
    const gated = 'latchgatedapp000000000001'
    const seed = demoAppSeed()
    await server.server.seedApp({
      id: gated,
      name: 'Gated',
      settings: {
        ...seed.settings,
        allowlist: {
          enabled: true,
          emails: ['invited@example.com'],
          phones: [],
          wallets: [],
          errorTitle: 'Invite only',
          errorDetail: null,
          ctaText: null,
          ctaLink: null,
        },
      },
    })
    const latch = createClient(server, { appId: gated })
    await latch.ready()
    await expect(latch.initLoginWithEmail('stranger@example.com')).rejects.toMatchObject({
      code: 'allowlist_rejected',
      status: 403,
    })
    const invited = await loginByEmail(server, createClient(server, { appId: gated }), 'invited@example.com')
    expect(invited.isNewUser).toBe(true)
  })
})

describe('rate limiting', () => {
  it('too many codes for one recipient: status 429 with "code 429" in the message', async () => {
    const limited = await startContractServer({
      rateLimits: {
        codePerRecipient: { max: 2, windowSeconds: 600 },
        codePerIp: { max: 1000, windowSeconds: 600 },
        authPerIp: { max: 1000, windowSeconds: 60 },
        refreshPerIp: { max: 1000, windowSeconds: 60 },
        mfaPerUser: { max: 1000, windowSeconds: 300 },
      },
    })
    try {
      const latch = createClient(limited)
      await latch.ready()
      await latch.initLoginWithEmail('busy@example.com')
      await latch.resendEmailCode()
      const error = await latch.resendEmailCode().then(
        () => null,
        (e: unknown) => e as { status?: number; message?: string; code?: string },
      )
      expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
      expect(error?.message).toContain('code 429')
    } finally {
      await limited.close()
    }
  })
})
