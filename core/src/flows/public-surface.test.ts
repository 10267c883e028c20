import { describe, expect, it } from 'vitest'
import * as core from '../index'
import { getLatchContext } from '../latch'
import { FLOW_MODULES } from './create-flows'

const params = { appId: 'latch-test-app-0000000001', apiUrl: 'http://api.latch.test' }

describe('public surface of the flows', () => {
  it('puts every client operation on a Latch', () => {
    const latch = core.createLatch(params)
    for (const name of [
      'openModal',
      'closeModal',
      'navigate',
      'login',
      'initLoginWithEmail',
      'initLoginWithSms',
      'loginWithCode',
      'resendEmailCode',
      'resendSmsCode',
      'initLoginWithOAuth',
      'loginWithOAuth',
      'loginWithCustomToken',
      'linkEmail',
      'linkPhone',
      'linkOAuth',
      'cancelLink',
      'unlinkEmail',
      'unlinkPhone',
      'unlinkOAuth',
      'approveRequest',
      'rejectRequest',
      'setConfig',
      'destroy',
    ] as const) {
      expect(typeof latch[name]).toBe('function')
    }
    expect(latch.$modal).toBe(latch.flows.modal.$state)
    expect(latch.$request).toBe(latch.flows.request.$state)
    expect(latch.$lastError.get()).toBeNull()
  })

  it('has one flow per module with a flow, named as the module (router, errors, passwordless have none)', () => {
    const latch = core.createLatch(params)
    const withFlow = FLOW_MODULES.map((m) => m.name).filter(
      (n) => !['router', 'errors', 'passwordless'].includes(n),
    )
    expect(Object.keys(latch.flows).sort()).toEqual([...withFlow].sort())
  })

  it('keeps the internal context off the public object', () => {
    const latch = core.createLatch(params)
    expect('context' in latch).toBe(false)
    expect(getLatchContext(latch).appId).toBe(params.appId)
  })

  it('imports on a server without touching a DOM global, with every store in its first state', () => {
    const latch = core.createLatch(params)
    expect(latch.flows.modal.$state.get()).toMatchObject({ step: 'closed', screen: 'LANDING' })
    expect(latch.flows.email.$state.get().step).toBe('idle')
    expect(latch.flows.sms.$state.get().step).toBe('idle')
    expect(latch.flows.oauth.$state.get().step).toBe('idle')
    expect(latch.flows.customAuth.$state.get().step).toBe('disabled')
    expect(latch.flows.captcha.$state.get().step).toBe('disabled')
    expect(latch.flows.link.$state.get().step).toBe('idle')
    expect(latch.flows.request.$state.get().step).toBe('idle')
  })
})
