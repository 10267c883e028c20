import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import type { FlowErrorEvent } from './errors.service'

const server = useMswServer(createMswServer())

describe('$lastError', () => {
  it('hears every flow: an email submit, an SMS code, an OAuth failure', async () => {
    const h = await createHarness(server, { appConfig: { sms_auth: true, google_oauth: true } })
    const heard: FlowErrorEvent[] = []
    h.latch.$lastError.listen((e) => e && heard.push(e))
    await expect(h.latch.initLoginWithEmail('nope')).rejects.toMatchObject({ code: 'invalid_input' })
    await h.latch.initLoginWithSms('+14155552671')
    await expect(h.latch.loginWithCode('000000')).rejects.toMatchObject({ status: 422 })
    server.use(
      http.post(`${TEST_API_URL}/api/v1/oauth/init`, () =>
        errorResponse(400, 'invalid_data', 'bad provider'),
      ),
    )
    await expect(h.latch.initLoginWithOAuth('google')).rejects.toBeTruthy()
    expect(heard.map((e) => [e.flow, e.error.code])).toEqual([
      ['email', 'invalid_input'],
      ['sms', 'invalid_credentials'],
      ['oauth', 'invalid_data'],
    ])
  })

  it('closing the modal before logging in reports exited_auth_flow; closing it logged in does not', async () => {
    const h = await createHarness(server)
    const heard: string[] = []
    h.latch.$lastError.listen((e) => e && heard.push(e.error.code))
    h.latch.openModal()
    await h.latch.initLoginWithEmail('ada@example.com')
    h.latch.closeModal()
    expect(heard).toEqual(['exited_auth_flow'])
    h.latch.openModal()
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    await h.clock.advance(1400)
    expect(h.latch.$modal.get().open).toBe(false)
    h.latch.openModal('LINK_EMAIL_SCREEN')
    h.latch.closeModal()
    expect(heard).toEqual(['exited_auth_flow'])
  })
})
