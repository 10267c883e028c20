/**
 * Telegram login against the reference server: payloads signed as Telegram's Login Widget signs them (the offline
 * fake widget's signer, with the dev bot token the demo app uses in dev mode, or an app's own token), checked with
 * `@telegram-auth/server`. A valid payload logs in and links; a tampered hash, another bot's token, an `auth_date`
 * past the window or ahead of it, and a second use of the same payload are refused, each with its code.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  DEV_TELEGRAM_BOT_TOKEN,
  demoAppSeed,
  signTelegramInitData,
  signTelegramWidget,
  TELEGRAM_AUTH_MAX_AGE,
  TELEGRAM_AUTH_MAX_SKEW,
} from '../../examples/server/src/index'
import {
  APP_ID,
  type ContractServer,
  createClient,
  loginByEmail,
  post,
  readCode,
  startContractServer,
} from './helpers'

const OFF_APP = 'latchtelegramoffapp000001'
let server: ContractServer
let nextId = 7_000_000

beforeAll(async () => {
  const seed = demoAppSeed()
  server = await startContractServer({
    apps: [seed, { id: OFF_APP, name: 'Telegram off', settings: { ...seed.settings, telegramAuth: false } }],
  })
})
afterAll(() => server.close())

/** The server's clock, in seconds (the contract server's clock may be moved). */
const serverNow = () => Math.floor(Date.now() / 1000)

/** A widget payload for a new Telegram user, signed with the dev token, dated `age` seconds ago. */
function widget(age = 0, token = DEV_TELEGRAM_BOT_TOKEN, id = nextId++) {
  return signTelegramWidget(
    {
      id,
      first_name: 'Tess',
      last_name: 'Gram',
      username: `tess_${id}`,
      photo_url: 'https://t.me/i/userpic/tess.jpg',
      auth_date: serverNow() - age,
    },
    token,
  )
}

async function refusal(body: unknown, appId = APP_ID) {
  const res = await post(server, '/api/v1/telegram/authenticate', body, { 'privy-app-id': appId })
  return { status: res.status, code: ((await res.json()) as { code?: string }).code }
}

describe('Telegram login', () => {
  it('a valid widget payload logs in: a telegram account with id, username, names and photo; the same user next time', async () => {
    const latch = createClient(server)
    await latch.ready()
    const id = nextId++
    const { user, isNewUser } = await latch.loginWithTelegram(widget(0, DEV_TELEGRAM_BOT_TOKEN, id))
    expect(isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(user.telegram).toEqual({
      telegramUserId: String(id),
      username: `tess_${id}`,
      firstName: 'Tess',
      lastName: 'Gram',
      photoUrl: 'https://t.me/i/userpic/tess.jpg',
    })
    expect(latch.flows.telegram.$state.get()).toMatchObject({ step: 'done', mode: 'login' })
    await latch.logout()
    const again = await latch.loginWithTelegram(widget(5, DEV_TELEGRAM_BOT_TOKEN, id))
    expect(again.isNewUser).toBe(false)
    expect(again.user.id).toBe(user.id)
  })

  it("a Mini App's initData logs in the same way", async () => {
    const latch = createClient(server)
    await latch.ready()
    const id = nextId++
    const initData = signTelegramInitData({ id, first_name: 'Mini', username: `mini_${id}` }, serverNow())
    const { user } = await latch.loginWithTelegram({ initData })
    expect(user.telegram).toMatchObject({
      telegramUserId: String(id),
      username: `mini_${id}`,
      lastName: null,
    })
  })

  it('without a payload, the host config opens the widget (config.telegram.authorize); closed: cancelled, nothing sent', async () => {
    let answer: Record<string, string | number> | null = null
    const latch = createClient(server, {
      config: { embeddedWallets: { createOnLogin: 'off' }, telegram: { authorize: async () => answer } },
    })
    await latch.ready()
    await expect(latch.loginWithTelegram()).rejects.toMatchObject({ code: 'telegram_cancelled' })
    expect(latch.flows.telegram.$state.get()).toMatchObject({ step: 'cancelled', mode: 'login' })
    answer = widget()
    const { user } = await latch.loginWithTelegram()
    expect(user.telegram?.firstName).toBe('Tess')
  })

  it('a tampered payload (a field changed after signing) is refused: 401 telegram_invalid_hash', async () => {
    const signed = widget()
    expect(await refusal({ auth_data: { ...signed, username: 'someone_else' } })).toEqual({
      status: 401,
      code: 'telegram_invalid_hash',
    })
    expect(
      // the last hex digit changed (a fixed '0' was no change at all one time in sixteen)
      await refusal({
        auth_data: {
          ...signed,
          hash: `${String(signed.hash).slice(0, 63)}${String(signed.hash).endsWith('0') ? '1' : '0'}`,
        },
      }),
    ).toMatchObject({
      code: expect.stringMatching(/^telegram_invalid_hash$/),
    })
  })

  it("a payload signed with another bot's token is refused: 401 telegram_invalid_hash", async () => {
    expect(await refusal({ auth_data: widget(0, '200000002:another-bot-token-of-someone-else') })).toEqual({
      status: 401,
      code: 'telegram_invalid_hash',
    })
  })

  it(`an auth_date older than ${TELEGRAM_AUTH_MAX_AGE} s is refused: 401 telegram_auth_expired; the client shows its own retryable text`, async () => {
    expect(await refusal({ auth_data: widget(TELEGRAM_AUTH_MAX_AGE + 5) })).toEqual({
      status: 401,
      code: 'telegram_auth_expired',
    })
    const latch = createClient(server)
    await latch.ready()
    const error = await latch.loginWithTelegram(widget(TELEGRAM_AUTH_MAX_AGE + 5)).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'telegram_auth_expired',
      retryable: true,
      message: 'This Telegram login has expired. Please try again.',
    })
    expect(latch.flows.telegram.$state.get()).toMatchObject({ step: 'error', mode: 'login' })
  })

  it(`an auth_date more than ${TELEGRAM_AUTH_MAX_SKEW} s ahead is refused: 401 telegram_auth_in_future`, async () => {
    expect(await refusal({ auth_data: widget(-(TELEGRAM_AUTH_MAX_SKEW + 20)) })).toEqual({
      status: 401,
      code: 'telegram_auth_in_future',
    })
    // inside the skew it is accepted
    expect((await post(server, '/api/v1/telegram/authenticate', { auth_data: widget(-5) })).status).toBe(200)
  })

  it('the same payload twice: the second is refused, 401 telegram_replayed (also from another client)', async () => {
    const payload = widget()
    expect((await post(server, '/api/v1/telegram/authenticate', { auth_data: payload })).status).toBe(200)
    expect(await refusal({ auth_data: payload })).toEqual({ status: 401, code: 'telegram_replayed' })
    const latch = createClient(server)
    await latch.ready()
    await expect(latch.loginWithTelegram(payload)).rejects.toMatchObject({ code: 'telegram_replayed' })
  })

  it('a malformed payload is a 400; an app without Telegram login answers 403 telegram_disabled', async () => {
    expect(await refusal({ auth_data: { id: 1, auth_date: serverNow() } })).toEqual({
      status: 400,
      code: 'invalid_request',
    })
    expect(await refusal({ auth_data: widget(), init_data: 'a=b' })).toMatchObject({ status: 400 })
    expect(await refusal({ auth_data: widget() }, OFF_APP)).toEqual({
      status: 403,
      code: 'telegram_disabled',
    })
  })
})

describe('Telegram link and unlink', () => {
  it('links Telegram to an email user, then unlinks it after confirming with the email', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'telegram-linker@example.com')
    const id = nextId++
    const user = await latch.linkTelegram(widget(0, DEV_TELEGRAM_BOT_TOKEN, id))
    expect(user.telegram?.telegramUserId).toBe(String(id))
    expect(user.email?.address).toBe('telegram-linker@example.com')
    expect(user.linkedAccounts.map((a) => a.type).sort()).toEqual(['email', 'telegram'])

    // removing a method asks for a code to an older one, and the unlink goes again with it
    const unlinked = latch.unlinkTelegram(String(id))
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), {
      timeout: 10_000,
    })
    await latch.flows.stepUp.submitCode(await readCode(server, 'telegram-linker@example.com'))
    const after = await unlinked
    expect(after.telegram ?? null).toBeNull()
    expect(after.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it('a Telegram account of another user cannot be linked: linked_to_another_user', async () => {
    const id = nextId++
    const owner = createClient(server)
    await owner.ready()
    await owner.loginWithTelegram(widget(0, DEV_TELEGRAM_BOT_TOKEN, id))
    const latch = createClient(server)
    await loginByEmail(server, latch, 'telegram-thief@example.com')
    // dated 2 s ahead (inside the allowed skew), so never the owner's payload again: a payload of the same second is
    // the same payload, a replay (dated 1 s back, it was the same one whenever the clock ticked between the two)
    await expect(latch.linkTelegram(widget(-2, DEV_TELEGRAM_BOT_TOKEN, id))).rejects.toMatchObject({
      code: 'linked_to_another_user',
    })
  })
})
