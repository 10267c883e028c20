import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createHarness, type Harness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL, walletAccount } from '../../../../test/fixtures/msw/state'
import { setGrant } from '../../api/client'
import { MFA_CODE_WAIT_MS } from '../../constants'
import { ApiError } from '../../errors'
import { toUser } from '../../user/parse'
import { stepUpTargets } from './step-up.rules'

const server = useMswServer(createMswServer())
const STALE =
  'For your security, confirm it is you: sign in again, or enter a code sent to your email or phone.'

/**
 * A server whose account changes need a step-up: `POST /passwordless/unlink` is refused with 403 step_up_required
 * until `/step_up/verify` accepted the code sent by `/step_up/init` (or always, with `neverFresh`).
 */
function stepUpServer(
  h: Harness,
  options: {
    neverFresh?: boolean
    methods?: Array<'email' | 'phone'>
    unlinkPath?: string
    grant?: { action: string; target: string }
  } = {},
) {
  const sent: Array<{ type: string; code: string }> = []
  const fake = { sent, verified: false, unlinkCalls: 0 }
  server.use(
    http.post(`${TEST_API_URL}/api/v1/step_up/init`, async ({ request }) => {
      const { type } = (await request.json()) as { type: string }
      sent.push({ type, code: String(100000 + sent.length * 111) })
      return HttpResponse.json({ success: true })
    }),
    http.post(`${TEST_API_URL}/api/v1/step_up/verify`, async ({ request }) => {
      const { type, code } = (await request.json()) as { type: string; code: string }
      const last = sent.at(-1)
      if (!last || last.type !== type || last.code !== code)
        return errorResponse(422, 'invalid_credentials', 'Invalid code')
      fake.verified = true
      return HttpResponse.json({ success: true, verified_at: 1_800_000_000 })
    }),
    http.post(`${TEST_API_URL}${options.unlinkPath ?? '/api/v1/passwordless/unlink'}`, () => {
      fake.unlinkCalls += 1
      if (!fake.verified || options.neverFresh) {
        if (!options.methods) return errorResponse(403, 'step_up_required', STALE)
        const body = {
          error: STALE,
          code: 'step_up_required',
          step_up_methods: options.methods,
          ...(options.grant ? { grant: options.grant } : {}),
        }
        return HttpResponse.json(body, { status: 403 })
      }
      return HttpResponse.json([...h.state.users.values()][0])
    }),
  )
  return fake
}

async function loggedIn(accounts: Array<'email' | 'phone' | 'wallet'> = ['email']) {
  const h = await createHarness(server)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  const user = [...h.state.users.values()][0]
  if (!user) throw new Error('no user')
  user.linked_accounts = user.linked_accounts.filter((a) => a.type !== 'email' || accounts.includes('email'))
  if (accounts.includes('phone')) {
    user.linked_accounts.push({
      type: 'phone',
      phone_number: '+12133734253',
      verified_at: 1_600_000_000,
      first_verified_at: 1_600_000_000,
      latest_verified_at: 1_600_000_000,
    } as never)
  }
  if (accounts.includes('wallet') && !accounts.includes('email')) {
    user.linked_accounts.push(walletAccount('0x0000000000000000000000000000000000000001'))
  }
  await h.latch.refreshUser()
  return h
}

/** Waits until the prompt is up (its implementation loads with `import()`: seconds when cold on a busy machine), then lets its first send settle. */
async function settle(h: Harness) {
  await vi.waitFor(() => expect(h.latch.flows.stepUp.$state.get().step).not.toBe('idle'), { timeout: 5000 })
  await h.clock.advance(0)
}

describe('stepUpTargets', () => {
  it('keeps the oldest email and the oldest phone, the older one first', () => {
    const user = toUser({
      id: 'did:latch:1',
      created_at: 1,
      mfa_methods: [],
      linked_accounts: [
        { type: 'email', address: 'new@example.com', verified_at: 30, first_verified_at: 30 },
        { type: 'phone', phone_number: '+15550001', verified_at: 20, first_verified_at: 20 },
        { type: 'email', address: 'old@example.com', verified_at: 10, first_verified_at: 10 },
        { type: 'wallet', address: '0x0000000000000000000000000000000000000001', verified_at: 5 },
      ],
    } as never)
    expect(stepUpTargets(user)).toEqual([
      { type: 'email', recipient: 'old@example.com' },
      { type: 'phone', recipient: '+15550001' },
    ])
    expect(stepUpTargets(null)).toEqual([])
    // the server's list for the refused change: only those kinds, still the oldest of each
    expect(stepUpTargets(user, ['email'])).toEqual([{ type: 'email', recipient: 'old@example.com' }])
    expect(stepUpTargets(user, [])).toEqual([])
  })
})

describe('step-up prompt (step_up_required)', () => {
  it('one email: the code goes out at once, a wrong code shows the text, the right one retries the call', async () => {
    const h = await loggedIn(['email'])
    const fake = stepUpServer(h)
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'STEP_UP_SCREEN' })
    expect(fake.sent).toEqual([{ type: 'email', code: '100000' }])
    expect(h.latch.flows.stepUp.$state.get()).toEqual({
      step: 'awaiting-code',
      target: { type: 'email', recipient: 'ada@example.com' },
      targets: [{ type: 'email', recipient: 'ada@example.com' }],
      resend: 'idle',
      error: null,
    })

    await expect(h.latch.flows.stepUp.submitCode('12ab56')).rejects.toMatchObject({ code: 'invalid_input' })
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({ error: 'Code should be numeric' })
    expect(h.state.requests.filter((r) => r.path === '/api/v1/step_up/verify')).toHaveLength(0)

    await expect(h.latch.flows.stepUp.submitCode('999999')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({
      step: 'awaiting-code',
      error: 'Invalid or expired verification code',
    })
    expect(fake.unlinkCalls).toBe(1)

    await h.latch.flows.stepUp.submitCode('100 000')
    await expect(unlinked).resolves.toMatchObject({ id: expect.any(String) })
    expect(fake.unlinkCalls).toBe(2)
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
    // the prompt opened the modal: it closes it
    expect(h.latch.flows.modal.$state.get().open).toBe(false)
  })

  it('email and phone: the person chooses; resend and another method; the modal shows its screen again', async () => {
    const h = await loggedIn(['email', 'phone'])
    const fake = stepUpServer(h)
    h.latch.openModal('LANDING')
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    expect(h.latch.flows.stepUp.$state.get()).toEqual({
      step: 'choosing',
      // the phone was linked first
      targets: [
        { type: 'phone', recipient: '+12133734253' },
        { type: 'email', recipient: 'ada@example.com' },
      ],
      error: null,
    })
    expect(fake.sent).toEqual([])
    await h.latch.flows.stepUp.choose('phone')
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({
      step: 'awaiting-code',
      target: { type: 'phone' },
    })
    h.latch.flows.stepUp.chooseAnother()
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({ step: 'choosing', error: null })
    await h.latch.flows.stepUp.choose('email')
    await h.latch.flows.stepUp.resendCode()
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({ target: { type: 'email' }, resend: 'sent' })
    expect(fake.sent.map((s) => s.type)).toEqual(['phone', 'email', 'email'])
    await h.latch.flows.stepUp.submitCode(fake.sent[2]?.code ?? '')
    await unlinked
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'LANDING' })
  })

  it('only the methods the server names are offered: one goes out at once, none asks to log in again', async () => {
    const h = await loggedIn(['email', 'phone'])
    const fake = stepUpServer(h, { methods: ['email'] })
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    // the phone would be offered first without the list; its code would be refused again
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({
      step: 'awaiting-code',
      target: { type: 'email', recipient: 'ada@example.com' },
      targets: [{ type: 'email', recipient: 'ada@example.com' }],
    })
    expect(fake.sent.map((s) => s.type)).toEqual(['email'])
    await h.latch.flows.stepUp.submitCode(fake.sent[0]?.code ?? '')
    await unlinked

    const none = stepUpServer(h, { methods: [], neverFresh: true })
    const refused = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'relogin' })
    expect(none.sent).toEqual([])
    h.latch.cancelStepUp()
    await expect(refused).rejects.toMatchObject({ code: 'step_up_canceled' })
  })

  it('removing a method no other one was added before: refused at once with the reason, no prompt, no code', async () => {
    const h = await loggedIn(['email', 'phone'])
    const none = stepUpServer(h, {
      methods: [],
      neverFresh: true,
      grant: { action: 'unlink', target: 'email:ada@example.com' },
    })
    await expect(h.latch.unlinkEmail('ada@example.com')).rejects.toMatchObject({
      code: 'step_up_required',
      message:
        'None of your other sign-in methods was added before this one, so none can approve removing it.',
    })
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.modal.$state.get().screen).not.toBe('STEP_UP_SCREEN')
    expect(none.sent).toEqual([])
    expect(none.unlinkCalls).toBe(1)
  })

  it("'Cancel' rejects the refused call with step_up_canceled and sends it no more", async () => {
    const h = await loggedIn(['email'])
    const fake = stepUpServer(h)
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    h.latch.cancelStepUp()
    await expect(unlinked).rejects.toMatchObject({
      code: 'step_up_canceled',
      message: 'Confirmation canceled',
    })
    expect(fake.unlinkCalls).toBe(1)
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.modal.$state.get().open).toBe(false)
    expect(h.latch.$user.get()?.email?.address).toBe('ada@example.com')
  })

  it('closing the modal cancels too', async () => {
    const h = await loggedIn(['email'])
    stepUpServer(h)
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    h.latch.closeModal()
    await expect(unlinked).rejects.toMatchObject({ code: 'step_up_canceled' })
  })

  it('a user with neither email nor phone is asked to log in again; logging out rejects the call', async () => {
    const h = await loggedIn(['wallet'])
    const fake = stepUpServer(h)
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'relogin' })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'STEP_UP_SCREEN' })
    await h.latch.logout()
    // the session ended: every pending request rejects with 4100, the prompt is gone
    await expect(unlinked).rejects.toMatchObject({ code: 'session_ended', rpcCode: 4100 })
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
    expect(fake.sent).toEqual([])
  })

  it('unlinking an external wallet asks too, and the unlink goes again after the code', async () => {
    const h = await loggedIn(['email'])
    const wallet = '0x0000000000000000000000000000000000000001'
    const user = [...h.state.users.values()][0]
    user?.linked_accounts.push(walletAccount(wallet))
    await h.latch.refreshUser()
    const fake = stepUpServer(h, { unlinkPath: '/api/v1/siwe/unlink' })
    const unlinked = h.latch.unlinkWallet(wallet)
    await settle(h)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'STEP_UP_SCREEN' })
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({
      step: 'awaiting-code',
      target: { type: 'email', recipient: 'ada@example.com' },
    })
    await h.latch.flows.stepUp.submitCode(fake.sent[0]?.code ?? '')
    await expect(unlinked).resolves.toMatchObject({ id: expect.any(String) })
    expect(fake.unlinkCalls).toBe(2)
  })

  it('the call is sent again once: refused again after the code, it rejects with step_up_required', async () => {
    const h = await loggedIn(['email'])
    const fake = stepUpServer(h, { neverFresh: true })
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    await h.latch.flows.stepUp.submitCode('100000')
    await expect(unlinked).rejects.toMatchObject({ code: 'step_up_required', status: 403 })
    expect(fake.unlinkCalls).toBe(2)
  })

  it('a refusal naming a grant: the prompt says what it approves, the code goes with its action and target, the call goes again once', async () => {
    const h = await loggedIn(['email'])
    const grant = { action: 'unlink', target: 'email:ada@example.com' }
    const verifies: unknown[] = []
    let granted: string | null = null
    let unlinkCalls = 0
    server.use(
      http.post(`${TEST_API_URL}/api/v1/step_up/init`, () => HttpResponse.json({ success: true })),
      http.post(`${TEST_API_URL}/api/v1/step_up/verify`, async ({ request }) => {
        const body = (await request.json()) as { code: string; action?: string; target?: string }
        verifies.push(body)
        granted = `${body.action} ${body.target}`
        return HttpResponse.json({
          success: true,
          verified_at: 1_800_000_000,
          grant: { action: body.action, target: body.target, expires_at: 1_800_000_300 },
        })
      }),
      http.post(`${TEST_API_URL}/api/v1/passwordless/unlink`, () => {
        unlinkCalls += 1
        // the grant is claimed once, for this action and target only
        if (granted !== 'unlink email:ada@example.com') {
          const body = { error: STALE, code: 'step_up_required', step_up_methods: ['email'], grant }
          return HttpResponse.json(body, { status: 403 })
        }
        granted = null
        return HttpResponse.json([...h.state.users.values()][0])
      }),
    )
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle(h)
    expect(h.latch.flows.stepUp.$state.get()).toMatchObject({ step: 'awaiting-code' })
    expect(h.latch.flows.stepUp.$approves.get()).toBe('Enter the code to remove your email ada@example.com')
    await h.latch.flows.stepUp.submitCode('123456')
    await expect(unlinked).resolves.toMatchObject({ id: expect.any(String) })
    expect(verifies).toEqual([{ type: 'email', code: '123456', ...grant }])
    expect(unlinkCalls).toBe(2)
    expect(h.latch.flows.stepUp.$approves.get()).toBeNull()
  })

  it('a custom UI with submitStepUp sends the grant it passes and gets the minted one back', async () => {
    const h = await loggedIn(['email'])
    let body: unknown = null
    server.use(
      http.post(`${TEST_API_URL}/api/v1/step_up/verify`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          success: true,
          verified_at: 1_800_000_000,
          grant: { action: 'link', target: 'phone:+12015550123', expires_at: 1_800_000_300 },
        })
      }),
    )
    const answer = await h.latch.submitStepUp({
      type: 'email',
      code: '123456',
      grant: { action: 'link', target: 'phone:+12015550123' },
    })
    expect(body).toEqual({ type: 'email', code: '123456', action: 'link', target: 'phone:+12015550123' })
    expect(answer).toEqual({
      verifiedAt: 1_800_000_000,
      grant: { action: 'link', target: 'phone:+12015550123', expires_at: 1_800_000_300 },
    })
    // without a grant: no action or target on the wire (an older server's shape)
    await h.latch.submitStepUp({ type: 'email', code: '123456' })
    expect(body).toEqual({ type: 'email', code: '123456' })
  })

  it('a prompt no UI answers rejects with step_up_timeout (retryable) after the MFA wait, through the clock', async () => {
    const h = await loggedIn(['email'])
    const fake = stepUpServer(h)
    const unlinked = h.latch.unlinkEmail('ada@example.com').catch((error: unknown) => error)
    await settle(h)
    expect(h.latch.$request.get()).toMatchObject({ step: 'pending', request: { kind: 'step-up' } })
    await h.clock.advance(MFA_CODE_WAIT_MS - 1)
    expect(h.latch.$request.get().step).toBe('pending')
    await h.clock.advance(1)
    expect(await unlinked).toMatchObject({ code: 'step_up_timeout', retryable: true })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
    expect(fake.unlinkCalls).toBe(1)
  })

  it('two calls refused for different grants ask in turn (a code approves one action); for the same grant, once', async () => {
    const h = await loggedIn(['email'])
    const minted = new Set<string>()
    const verifies: string[] = []
    let calls = 0
    server.use(
      http.post(`${TEST_API_URL}/api/v1/step_up/init`, () => HttpResponse.json({ success: true })),
      http.post(`${TEST_API_URL}/api/v1/step_up/verify`, async ({ request }) => {
        const body = (await request.json()) as { action: string; target: string }
        verifies.push(`${body.action} ${body.target}`)
        minted.add(`${body.action} ${body.target}`)
        return HttpResponse.json({ success: true, verified_at: 1_800_000_000 })
      }),
    )
    // a call the server refuses until a grant for its target was minted (then spends it)
    const guarded = (target: string) =>
      h.latch.flows.stepUp.guard(async () => {
        calls += 1
        if (minted.delete(`unlink ${target}`)) return target
        throw setGrant(new ApiError('step_up_required', STALE, { status: 403 }), { action: 'unlink', target })
      })
    const first = guarded('email:ada@example.com')
    const same = guarded('email:ada@example.com')
    const other = guarded('phone:+12133734253')
    await settle(h)
    expect(h.latch.flows.stepUp.$approves.get()).toBe('Enter the code to remove your email ada@example.com')
    await h.latch.flows.stepUp.submitCode('123456')
    await expect(first).resolves.toBe('email:ada@example.com')
    // the second call for the same grant shared the prompt; its retry finds the grant spent and is refused again
    await expect(same).rejects.toMatchObject({ code: 'step_up_required' })
    await vi.waitFor(() =>
      expect(h.latch.flows.stepUp.$approves.get()).toBe(
        'Enter the code to remove your phone number +12133734253',
      ),
    )
    await h.clock.advance(0)
    await h.latch.flows.stepUp.submitCode('123456')
    await expect(other).resolves.toBe('phone:+12133734253')
    expect(verifies).toEqual(['unlink email:ada@example.com', 'unlink phone:+12133734253'])
    // each call went once more after its prompt, no more
    expect(calls).toBe(6)
  })
})
