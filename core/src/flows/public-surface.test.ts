import { describe, expect, it } from 'vitest'
import * as core from '../index'

describe('public surface of the login flows', () => {
  it('exports the flow and login-rule names from @latch/core', () => {
    expect(Object.keys(core)).toEqual(
      expect.arrayContaining([
        'createFlows',
        'SCREEN_NAMES',
        'landingViews',
        'providerDisplayName',
        'loadTurnstileScript',
        'isValidEmail',
        'validateEmail',
        'normaliseEmail',
        'validateLoginCode',
        'normaliseLoginCode',
        'validatePhoneNumber',
        'normalisePhone',
        'loadPhoneRules',
        'validateCaptchaSiteKey',
        'isAllowedLogoUrl',
        'legalLine',
        'isOAuthProvider',
        'parseOAuthReturn',
        'stripOAuthParams',
      ]),
    )
  })

  it('puts every login command of SPEC.md section 7 on a Latch', () => {
    const latch = core.createLatch({ appId: 'latch-test-app-0000000001', apiUrl: 'http://api.latch.test' })
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
      'unlinkEmail',
      'unlinkPhone',
      'unlinkOAuth',
    ] as const) {
      expect(typeof latch[name]).toBe('function')
    }
    expect(latch.$modal).toBe(latch.flows.modal.$state)
    expect(Object.keys(latch.flows).sort()).toEqual([
      'captcha',
      'customAuth',
      'email',
      'landing',
      'link',
      'modal',
      'oauth',
      'sms',
    ])
  })

  it('imports on a server without touching a DOM global, with every store in its first state', () => {
    const latch = core.createLatch({ appId: 'latch-test-app-0000000001', apiUrl: 'http://api.latch.test' })
    expect(latch.flows.modal.$state.get()).toMatchObject({ step: 'closed', screen: 'LANDING' })
    expect(latch.flows.email.$state.get().step).toBe('idle')
    expect(latch.flows.sms.$state.get().step).toBe('idle')
    expect(latch.flows.oauth.$state.get().step).toBe('idle')
    expect(latch.flows.customAuth.$state.get().step).toBe('disabled')
    expect(latch.flows.captcha.$state.get().step).toBe('disabled')
    expect(latch.flows.link.$state.get().step).toBe('idle')
  })
})
